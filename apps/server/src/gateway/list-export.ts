import type { Language } from '@libero/shared/i18n/languages';
import { requestTarget } from '@libero/shared/registry/registry';
import type { Db } from '../db/connection';
import type { Actor } from '../features/audit';
import { AppError } from '../lib/app-error';
import type { AuthUser } from '../lib/request-auth';
import { MAX_EXPORT_ROWS, type ExportFormat, type TabularExport } from '../lib/tabular-export';
import type { ParsedRequest } from './parse-request';
import { auditRead } from './read-audit';
import { planList, type ReadPlan } from './read-plan';
import { readChunks } from './whole-lists';

/** Read as a whole list is (whole-lists.ts), up to MAX_EXPORT_ROWS; confidential records audited as read. */
async function* rowsOf(db: Db, actor: Actor, plan: ReadPlan): AsyncGenerator<unknown[]> {
  for await (const rows of readChunks(db, plan, MAX_EXPORT_ROWS)) {
    await auditRead(db, actor, plan.binding, rows);
    yield* rows.map((row) => plan.fields.map((field) => row[field] ?? null));
  }
}

/**
 * The file of one `Get{Entity}List` request: every record it matches (its filter and sort; paging
 * ignored) that `viewer` may read, in the fields they may read, as `exportRoutes` streams it and a
 * scheduled export mails it.
 */
export function listExport(
  db: Db,
  actor: Actor,
  viewer: AuthUser,
  one: ParsedRequest,
  format: ExportFormat,
  language?: Language,
): TabularExport {
  const target = requestTarget(one.type);
  if (target?.verb !== 'list') throw new AppError('BadParameter', 'Type: one Get…List request');
  if (one.relations.length > 0) throw new AppError('BadParameter', 'Relation: an export takes fields only');
  const plan = planList(target.entity, { ...one, attributes: { ...one.attributes, Skip: '0', Take: '1' } }, viewer, {
    language,
  });
  const plural = target.entity.plural;
  return { format, name: plural.toLowerCase(), sheet: plural, columns: plan.fields, rows: rowsOf(db, actor, plan) };
}
