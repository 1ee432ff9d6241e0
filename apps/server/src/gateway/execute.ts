import { requestTarget } from '@libero/shared/registry/registry';
import { AppError } from '../lib/app-error';
import { ConflictError, remove, save, type CommandContext } from './commands';
import type { ParsedRequest } from './parse-request';
import type { Outcome } from './present';
import { readEntities } from './read-entities';
import { planGet, planList } from './read-plan';

async function run(context: CommandContext, request: ParsedRequest): Promise<Outcome> {
  const { db, viewer } = context;
  const target = requestTarget(request.type);
  if (!target) throw new AppError('BadParameter', `Type: unknown request type ${request.type}`);
  if (target.verb === 'save') return { kind: 'record', ...(await save(context, target.entity, request)) };
  if (target.verb === 'delete')
    return { kind: 'deleted', entity: target.entity.name, no: await remove(context, target.entity, request) };
  if (target.verb === 'list') {
    const plan = planList(target.entity, request, viewer);
    return { kind: 'list', plan, result: await readEntities(db, plan) };
  }
  const plan = planGet(target.entity, request, viewer);
  const [row] = (await readEntities(db, plan)).rows;
  if (!row) throw new AppError('NotFound', `${target.entity.name} ${request.attributes.No}`);
  return { kind: 'record', plan, row };
}

/** Answers one request; a refusal becomes an error outcome so that a batch answers the others. */
export async function executeRequest(context: CommandContext, request: ParsedRequest): Promise<Outcome> {
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
