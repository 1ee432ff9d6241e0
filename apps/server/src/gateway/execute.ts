import { requestTarget } from '@libero/shared/registry/registry';
import { AppError } from '../lib/app-error';
import { ConflictError, remove, save, type CommandContext } from './commands';
import type { ParsedRequest } from './parse-request';
import type { Outcome } from './present';
import { readEntities } from './read-entities';
import { plannedOnce } from './read-cache';
import { planGet, planList, planRanking } from './read-plan';
import { openWholeList, type ListSource } from './whole-lists';

/** What a request runs with: the commands' context, and how lists without `Take` are read. */
export type RequestContext = CommandContext & { lists: ListSource & { maxRows: number } };

async function run(context: RequestContext, request: ParsedRequest): Promise<Outcome> {
  const { db, viewer } = context;
  const target = requestTarget(request.type);
  if (!target) throw new AppError('BadParameter', `Type: unknown request type ${request.type}`);
  if (target.verb === 'save') return { kind: 'record', ...(await save(context, target.entity, request)) };
  if (target.verb === 'delete')
    return { kind: 'deleted', entity: target.entity.name, no: await remove(context, target.entity, request) };
  if (target.verb === 'list') {
    const plan = plannedOnce(request, viewer, () => planList(target.entity, request, viewer));
    if (plan.take === undefined)
      return { kind: 'wholeList', plan, list: await openWholeList(context.lists, plan, context.lists.maxRows) };
    return { kind: 'list', plan, result: await readEntities(db, plan) };
  }
  if (target.verb === 'ranking') {
    const plan = plannedOnce(request, viewer, () => planRanking(target.entity, request, viewer));
    return { kind: 'ranking', plan, rows: (await readEntities(db, plan)).rows };
  }
  const plan = plannedOnce(request, viewer, () => planGet(target.entity, request, viewer));
  const [row] = (await readEntities(db, plan)).rows;
  if (!row) throw new AppError('NotFound', `${target.entity.name} ${request.attributes.No}`);
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
