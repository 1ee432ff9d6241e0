import { ENTITIES } from '@libero/shared/registry/registry';
import type { Db } from '../../db/connection';
import { copiedUpTo, loadCopiedRecords, saveCopiedUpTo } from './copy-store';
import { COPY_BATCH, copyRows, type Refusal, type TypeCounts } from './copy-type';
import { copyTypes, type CopyType } from './copy-types';
import { SourceError, VisSource } from './vis-source';

export type CopyOptions = {
  db: Db;
  /** The other service: its address, or its public endpoint's. */
  from: string;
  /** Only these types (by VIS name, any case); all by default. */
  types?: readonly string[];
  /** Only records changed at the source after this version; by default, after what the last copy reached. */
  since?: number;
  /** A user of the source (a Libero service), to read more than its public data. */
  user?: { username: string; password: string };
  /** Records written in one transaction. */
  batchSize?: number;
  /** Told when a type's list has arrived (`total` rows to write) and after each batch. */
  onProgress?: (entity: string, done: number, total: number) => void;
};

export type TypeOutcome = { entity: string; read: number; fromVersion?: number; notRead?: string } & TypeCounts;

export type CopySummary = { source: string; types: TypeOutcome[]; refusals: Refusal[] };

const NOTHING: TypeCounts = { created: 0, updated: 0, unchanged: 0, refused: 0, incomplete: 0 };

/** The types to copy, in their order; an unknown name is an error naming those known. */
export function chosenTypes(names: readonly string[] | undefined): CopyType[] {
  const all = copyTypes();
  if (!names?.length) return all;
  const wanted = names.map((name) => name.toLowerCase());
  const unknown = wanted.filter((name) => !all.some((type) => type.entity.toLowerCase() === name));
  if (unknown.length > 0) {
    throw new Error(`Unknown types: ${unknown.join(', ')}. Known: ${all.map((type) => type.entity).join(', ')}`);
  }
  return all.filter((type) => wanted.includes(type.entity.toLowerCase()));
}

/** The fields worth asking for: signed out, only the public ones (the others would answer empty). */
function fieldsToRead(type: CopyType, signedIn: boolean): string[] {
  const entity = ENTITIES[type.entity]!;
  const readable = type.fields.filter((name) => {
    const field = entity.fields[name]!;
    return signedIn || ((field.access ?? 'public') === 'public' && !field.grant);
  });
  return ['No', ...readable, 'Version'];
}

/**
 * Copies another VIS service's records into this database, type after type: what a record points
 * to first. Run again, it reads only what changed at the source since the last complete copy of
 * each type, and writes only records whose source version changed.
 */
export async function copyFromVis(options: CopyOptions): Promise<CopySummary> {
  const { db } = options;
  const types = chosenTypes(options.types);
  const source = new VisSource(options.from);
  if (options.user) await source.signIn(options.user.username, options.user.password);
  const sourceKey = source.endpoint.href.toLowerCase();
  const records = await loadCopiedRecords(db, sourceKey);
  const summary: CopySummary = { source: sourceKey, types: [], refusals: [] };
  for (const type of types) {
    const readAs = `${type.entity}@${options.user?.username ?? 'public'}`;
    const copiedBefore = await copiedUpTo(db, sourceKey, readAs);
    const since = options.since ?? copiedBefore;
    // Asked to begin after what was copied, the copy leaves a gap: it is not taken as complete.
    const fromCopied = options.since === undefined || (copiedBefore !== undefined && options.since <= copiedBefore);
    const list = await source.list(type.entity, fieldsToRead(type, source.signedIn), since).catch((error: unknown) => {
      if (error instanceof SourceError) return error;
      throw error;
    });
    if (list instanceof SourceError) {
      summary.types.push({ entity: type.entity, read: 0, fromVersion: since, notRead: list.message, ...NOTHING });
      continue;
    }
    options.onProgress?.(type.entity, 0, list.rows.length);
    const refusals: Refusal[] = [];
    const batchSize = options.batchSize ?? COPY_BATCH;
    const context = { db, source: sourceKey, type, records, refusals, batchSize, readAs };
    const counts = await copyRows(context, list.rows, (done) =>
      options.onProgress?.(type.entity, done, list.rows.length),
    );
    summary.refusals.push(...refusals);
    summary.types.push({ entity: type.entity, read: list.rows.length, fromVersion: since, ...counts });
    // A type with records refused or incomplete is read whole again next time: they may go in once what they need is there.
    if (fromCopied && refusals.length === 0 && list.version > (since ?? 0)) {
      await saveCopiedUpTo(db, sourceKey, readAs, list.version);
    }
  }
  return summary;
}
