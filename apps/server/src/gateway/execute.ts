import { requestTarget } from '@libero/shared/registry/registry';
import type { Db } from '../db/connection';
import { AppError } from '../lib/app-error';
import type { ParsedRequest } from './parse-request';
import type { Outcome } from './present';
import { readEntities } from './read-entities';
import { planGet, planList, type Viewer } from './read-plan';

async function run(db: Db, request: ParsedRequest, viewer: Viewer): Promise<Outcome> {
  const target = requestTarget(request.type);
  if (!target) throw new AppError('BadParameter', `Type: unknown request type ${request.type}`);
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
export async function executeRequest(db: Db, request: ParsedRequest, viewer: Viewer): Promise<Outcome> {
  try {
    return await run(db, request, viewer);
  } catch (error) {
    if (error instanceof AppError) return { kind: 'error', code: error.code, detail: error.detail };
    throw error;
  }
}
