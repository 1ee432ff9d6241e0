import type { Language } from '@libero/shared/i18n/languages';
import { requestTarget } from '@libero/shared/registry/registry';
import type { DataChanges } from '../db/data-changes';
import { AppError } from '../lib/app-error';
import { ConflictError, remove, save, type CommandContext } from './commands';
import type { ParsedRequest } from './parse-request';
import type { Outcome } from './present';
import { readEntities, type ReadResult } from './read-entities';
import { readOnce } from './read-answers';
import { plannedOnce } from './read-cache';
import { auditedWholeList, auditRead } from './read-audit';
import { planGet, planList, planRanking, type ReadPlan, type UnknownFields } from './read-plan';
import { openWholeList, type ListSource } from './whole-lists';

/**
 * What a request runs with: the commands' context, how lists without `Take` are read, the
 * reader's language (localized texts answer in it), and the changes to the database's data with
 * how long a read's answer may be kept (read-answers.ts; none kept without them).
 */
export type RequestContext = CommandContext & {
  lists: ListSource;
  language?: Language;
  answers?: { changes: DataChanges; keepMs: number };
  /** Field names the entity lacks or the reader may not read: refused unless left out (the public endpoint). */
  unknownFields?: UnknownFields;
};

const READS: Readonly<Record<string, typeof planList>> = { list: planList, ranking: planRanking, get: planGet };

/**
 * The plan of a read request (made once per kind of reader, read-cache.ts); undefined for a write
 * or an unknown type. Throws the refusal of a read that cannot be made.
 */
export function readPlanOf(context: RequestContext, request: ParsedRequest): ReadPlan | undefined {
  const target = requestTarget(request.type);
  const plan = target && READS[target.verb];
  if (!target || !plan) return undefined;
  const { viewer, language, unknownFields = 'refused' } = context;
  return plannedOnce(request, viewer, () => plan(target.entity, request, viewer, { language, unknownFields }), {
    language,
    unknownFields,
  });
}

/** The names a read request's answer leaves out (none for a request that is not a read, or is refused). */
export function leftOutNames(context: RequestContext, request: ParsedRequest): readonly string[] {
  try {
    return readPlanOf(context, request)?.leftOut ?? [];
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

/** The records of a plan; those of a request read before (its plan kept) from memory while the data stays the same. */
function readPlan(context: RequestContext, request: ParsedRequest, plan: ReadPlan): Promise<ReadResult> {
  const read = () => readEntities(context.db, plan);
  const { answers } = context;
  if (!answers || !Object.isFrozen(request)) return read();
  return readOnce(answers.changes, answers.keepMs, plan, read);
}

async function run(context: RequestContext, request: ParsedRequest): Promise<Outcome> {
  const { db } = context;
  const target = requestTarget(request.type);
  if (!target) throw new AppError('BadParameter', `Type: unknown request type ${request.type}`);
  if (target.verb === 'save') {
    const saved = await save(context, target.entity, request);
    context.answers?.changes.changed();
    return { kind: 'record', ...saved };
  }
  if (target.verb === 'delete') {
    const no = await remove(context, target.entity, request);
    context.answers?.changes.changed();
    return { kind: 'deleted', entity: target.entity.name, no };
  }
  const plan = readPlanOf(context, request);
  if (!plan) throw new Error(`${request.type} is not a read`);
  if (target.verb === 'list') {
    if (plan.take === undefined) {
      const list = await openWholeList(context.lists, plan);
      return { kind: 'wholeList', plan, list: auditedWholeList(db, context.actor, plan.binding, list) };
    }
    const result = await readPlan(context, request, plan);
    await auditRead(db, context.actor, plan.binding, result.rows);
    return { kind: 'list', plan, result };
  }
  if (target.verb === 'ranking') return { kind: 'ranking', plan, rows: (await readPlan(context, request, plan)).rows };
  const rows = (await readPlan(context, request, plan)).rows;
  const [row] = rows;
  if (!row) throw new AppError('NotFound', `${target.entity.name} ${request.attributes.No}`);
  if (rows.length > 1) {
    const keys = (target.entity.recordKeys ?? []).join(' or ');
    throw new AppError(
      'BadParameter',
      `No: ${target.entity.name} ${request.attributes.No} names more than one record: give ${keys}`,
    );
  }
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
