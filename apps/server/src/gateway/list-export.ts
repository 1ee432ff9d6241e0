import type { Language } from '@libero/shared/i18n/languages';
import { requestTarget } from '@libero/shared/registry/registry';
import type { Actor } from '../features/audit';
import { AppError } from '../lib/app-error';
import type { AuthUser } from '../lib/request-auth';
import type { ExportFormat, TabularExport } from '../lib/tabular-export';
import type { ParsedRequest } from './parse-request';
import { auditedWholeList } from './read-audit';
import { planList } from './read-plan';
import { openWholeList, type ListSource, type WholeList } from './whole-lists';

/**
 * The file of one `Get{Entity}List` request: every record it matches (its filter and sort; paging
 * ignored) that `viewer` may read, in the fields they may read, as `exportRoutes` streams it and a
 * scheduled export mails it. Read as a whole list is (one query through a cursor, refused past
 * `source.maxRows` records before anything is written); confidential records audited as read.
 */
export async function listExport(
  source: ListSource,
  actor: Actor,
  viewer: AuthUser,
  one: ParsedRequest,
  format: ExportFormat,
  language?: Language,
): Promise<TabularExport> {
  const target = requestTarget(one.type);
  if (target?.verb !== 'list') throw new AppError('BadParameter', 'Type: one Get…List request');
  if (one.relations.length > 0) throw new AppError('BadParameter', 'Relation: an export takes fields only');
  const { Skip: _skip, Take: _take, ...attributes } = one.attributes;
  const plan = planList(target.entity, { ...one, attributes }, viewer, { language });
  const list = auditedWholeList(source.db, actor, plan.binding, await openWholeList(source, plan));
  const plural = target.entity.plural;
  return { format, name: plural.toLowerCase(), sheet: plural, columns: plan.fields, rows: cellsOf(list, plan.fields) };
}

/**
 * The cells of `list`'s records. Stopping early (the reader gone, a mail too large) ends the
 * list's reading and frees its snapshot, even before the first record was asked for.
 */
function cellsOf(list: WholeList, fields: readonly string[]): AsyncIterable<unknown[]> {
  async function* cells(): AsyncGenerator<unknown[]> {
    for await (const chunk of list.chunks) yield* chunk.map((row) => fields.map((field) => row[field] ?? null));
  }
  const iterator = cells();
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => iterator.next(),
      return: async () => {
        await list.close();
        return iterator.return(undefined);
      },
    }),
  };
}
