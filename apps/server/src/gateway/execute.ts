import type { Language } from '@libero/shared/i18n/languages';
import { requestTarget } from '@libero/shared/registry/registry';
import { AppError } from '../lib/app-error';
import { ConflictError, remove, save, type CommandContext } from './commands';
import type { ParsedRequest } from './parse-request';
import type { Outcome } from './present';
import { readEntities } from './read-entities';
import { plannedOnce } from './read-cache';
import { auditedWholeList, auditRead } from './read-audit';
import { planGet, planList, planRanking } from './read-plan';
import { openWholeList, type ListSource } from './whole-lists';

/**
 * What a request runs with: the commands' context, how lists without `Take` are read, and the
 * reader's language (localized texts answer in it).
 */
export type RequestContext = CommandContext & { lists: ListSource & { maxRows: number }; language?: Language };

async function run(context: RequestContext, request: ParsedRequest): Promise<Outcome> {
  const { db, viewer, language } = context;
  const target = requestTarget(request.type);
  if (!target) throw new AppError('BadParameter', `Type: unknown request type ${request.type}`);
  if (target.verb === 'save') return { kind: 'record', ...(await save(context, target.entity, request)) };
  if (target.verb === 'delete')
    return { kind: 'deleted', entity: target.entity.name, no: await remove(context, target.entity, request) };
  if (target.verb === 'list') {
    const plan = plannedOnce(request, viewer, () => planList(target.entity, request, viewer, language), language);
    if (plan.take === undefined) {
      const list = await openWholeList(context.lists, plan, context.lists.maxRows);
      return { kind: 'wholeList', plan, list: auditedWholeList(db, context.actor, plan.binding, list) };
    }
    const result = await readEntities(db, plan);
    await auditRead(db, context.actor, plan.binding, result.rows);
    return { kind: 'list', plan, result };
  }
  if (target.verb === 'ranking') {
    const plan = plannedOnce(request, viewer, () => planRanking(target.entity, request, viewer, language), language);
    return { kind: 'ranking', plan, rows: (await readEntities(db, plan)).rows };
  }
  const plan = plannedOnce(request, viewer, () => planGet(target.entity, request, viewer, language), language);
  const [row] = (await readEntities(db, plan)).rows;
  if (!row) throw new AppError('NotFound', `${target.entity.name} ${request.attributes.No}`);
  await auditRead(db, context.actor, plan.binding, [row]);
  return { kind: 'record', plan, row };
}

/**
 * Answers one request; a refusal becomes an error outcome so that a batch answers the others. A
 * whole list is left open for its answer to be written as it is read: close it when done.
 */
export async function executeRequest(context: RequestContext, request: ParsedRequest): Promise<Outcome> {
  try {
    return await run(context, request);
  } catch (error) {
    if (error instanceof ConflictError)
      return { kind: 'error', code: error.code, detail: error.detail, current: error.current };
    if (error instanceof AppError)
      return {
        kind: 'error',
        code: error.code,
        detail: error.detail,
        ...(error.params ? { params: error.params } : {}),
      };
    throw error;
  }
}
