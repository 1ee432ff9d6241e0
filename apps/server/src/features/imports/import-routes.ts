import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isAdmin } from '@libero/shared/auth/permissions';
import type { ColumnMapping } from '@libero/shared/import/convert-row';
import { importableFields, importedEntity } from '@libero/shared/import/importable-fields';
import { ROW_OUTCOMES } from '@libero/shared/import/import-statuses';
import { matchColumns } from '@libero/shared/import/match-columns';
import { comparableKey } from '@libero/shared/import/normalize';
import { refusalWords } from '@libero/shared/import/refusal-words';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/identity';
import { importRows, imports } from '../../db/schema/imports';
import type { EnvironmentDatabase } from '../../db/environment-databases';
import { AppError } from '../../lib/app-error';
import { numberParam, signedIn } from '../../lib/route-params';
import { exportFormat, sendTabular } from '../../lib/tabular-export';
import { validate } from '../../lib/validate';
import type { AuthUser } from '../../lib/request-auth';
import { actorOf, type Actor } from '../audit';
import { loadAuthUser } from '../auth';
import { claimStaleImports, runImport, STALE_AFTER_MS } from './import-job';
import { importGrant, planRows, RECORD_NUMBER } from './import-plan';
import { importRowsOf, outcomeTotals, readableImport, storeImport, storePlan, type StoredImport } from './import-store';
import { undoImport } from './import-undo';
import { readSpreadsheet } from './read-spreadsheet';

/** The largest file an import reads: 50,000 rows of a wide sheet fit well within it. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;

type Params = { Params: { id: string } };

const mappingSchema = z.object({
  columns: z
    .array(z.object({ field: z.string().max(60).nullable(), dayOrder: z.enum(['dayFirst', 'monthFirst']).optional() }))
    .max(200),
});
const answerSchema = z.object({ recordNo: z.number().int().min(0) });
const rowsQuery = z.object({
  outcome: z.enum(ROW_OUTCOMES).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(100),
});

/** The columns as the server proposes them: by VIS name and usual spellings, and the record's number. */
function proposedMapping(entity: string, headers: string[]): ColumnMapping[] {
  return matchColumns(entity, headers).map((match, index) => ({
    field: comparableKey(headers[index] ?? '') === 'no' ? RECORD_NUMBER : match.field,
  }));
}

/** Each column's field is one an import fills, or the record's number; none twice. */
function checkMapping(entityName: string, columns: readonly { field: string | null }[]): void {
  const importable = new Set([RECORD_NUMBER, ...importableFields(importedEntity(entityName)).map(([name]) => name)]);
  const fields = columns.flatMap((column) => (column.field === null ? [] : [column.field]));
  const wrong = fields.find((field, index) => !importable.has(field) || fields.indexOf(field) !== index);
  if (wrong) throw new AppError('BadParameter', `columns: ${wrong} is not a field to import, or is given twice`);
}

function view(stored: StoredImport) {
  return {
    id: stored.id,
    entity: stored.entity,
    fileName: stored.fileName,
    sheet: stored.sheet,
    status: stored.status,
    createdAt: stored.createdAt.toISOString(),
    createdByUserNo: stored.createdByUserNo,
    headers: stored.headers,
    mapping: (stored.mapping as ColumnMapping[] | null) ?? null,
    rowCount: stored.rowCount,
    totals: stored.totals ?? null,
    rowsWritten: stored.rowsWritten,
    rowsToWrite: stored.rowsToWrite,
    failure: stored.failure,
    finishedAt: stored.finishedAt?.toISOString() ?? null,
    undoneAt: stored.undoneAt?.toISOString() ?? null,
  };
}

/** The uploaded file, refused past the size limit (413) or when the request holds none. */
async function receivedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', 'multipart/form-data expected');
  const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file) throw new AppError('BadRequest', 'file');
  try {
    return { fileName: file.filename, content: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FileTooLarge', `file: at most ${IMPORT_MAX_BYTES} bytes`);
    throw error;
  }
}

function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Spreadsheet import (issue #39): a file is uploaded and kept, its columns mapped, a dry run tells
 * what each row would do, then the server writes it in batches (stoppable, followed by its
 * status), and the whole import can be undone while nothing it wrote has changed.
 */
export async function importRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const environmentDb = (request: FastifyRequest): Promise<EnvironmentDatabase> =>
    app.databases.get(request.environment);

  // The imports this process writes: on closing, each ends after its batch under way.
  const writing = new Set<Promise<void>>();
  let closing = false;
  const start = (database: EnvironmentDatabase, importId: number, viewer: AuthUser, actor: Actor) => {
    const onBatch = () => database.changes.changed();
    const job = runImport({ db: database.db, importId, viewer, actor, onBatch, closing: () => closing });
    writing.add(job);
    void job.finally(() => writing.delete(job));
  };
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.allSettled(writing);
  });

  app.post('/api/imports', async (request) => {
    const viewer = signedIn(request);
    const entity = queryText(request, 'entity') ?? '';
    // Who may not import learns so before sending the file.
    importGrant(entity, viewer);
    const { fileName, content } = await receivedFile(request);
    const sheet = await readSpreadsheet(content, fileName, { sheet: queryText(request, 'sheet') });
    const { db } = await environmentDb(request);
    const stored = await storeImport(
      db,
      {
        entity,
        fileName,
        sheet: sheet.format === 'xlsx' ? sheet.sheet : null,
        headers: sheet.headers,
        rows: sheet.rows,
      },
      viewer,
    );
    const mapping = proposedMapping(entity, sheet.headers);
    return { ...view(stored), mapping, sheets: sheet.sheets };
  });

  app.get('/api/imports', async (request) => {
    const viewer = signedIn(request);
    const { db } = await environmentDb(request);
    const mine = isAdmin(viewer) ? undefined : eq(imports.createdByUserNo, viewer.no);
    const rows = await db.select().from(imports).where(mine).orderBy(desc(imports.id)).limit(100);
    const names = await userNames(
      app.identityDb.db,
      rows.map((row) => row.createdByUserNo),
    );
    return { data: rows.map((row) => ({ ...view(row), createdByName: names.get(row.createdByUserNo) ?? null })) };
  });

  app.delete<Params>('/api/imports/:id', async (request, reply) => {
    const viewer = signedIn(request);
    const { db } = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const stored = await readableImport(trx, id, viewer, true);
      // Only an import that wrote nothing is discarded: one that wrote is undone, and stays on record.
      if (!['uploaded', 'checked'].includes(stored.status)) throw new AppError('ImportStepRefused', stored.status);
      await trx.delete(imports).where(eq(imports.id, id));
    });
    return reply.code(204).send();
  });

  app.get<Params>('/api/imports/:id', async (request) => {
    const { db } = await environmentDb(request);
    return view(await readableImport(db, numberParam(request.params.id, 'id'), signedIn(request)));
  });

  app.post<Params>('/api/imports/:id/dry-run', async (request) => {
    const viewer = signedIn(request);
    const { columns } = validate(mappingSchema, request.body);
    const { db } = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    const stored = await readableImport(db, id, viewer);
    if (!['uploaded', 'checked'].includes(stored.status)) throw new AppError('ImportStepRefused', stored.status);
    if (columns.length !== stored.headers.length) throw new AppError('BadParameter', 'columns: one per header');
    checkMapping(stored.entity, columns);
    const planned = await planRows(db, importGrant(stored.entity, viewer), columns, await importRowsOf(db, id));
    return db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      await storePlan(trx, id, planned);
      const totals = await outcomeTotals(trx, id);
      const [checked] = await trx
        .update(imports)
        .set({ status: 'checked', mapping: columns, totals })
        .where(eq(imports.id, id))
        .returning();
      return view(checked!);
    });
  });

  app.get<Params>('/api/imports/:id/rows', async (request) => {
    const viewer = signedIn(request);
    const { outcome, skip, take } = validate(rowsQuery, request.query);
    const { db } = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    await readableImport(db, id, viewer);
    const where = and(eq(importRows.importId, id), outcome ? eq(importRows.outcome, outcome) : undefined);
    const rows = await db
      .select()
      .from(importRows)
      .where(where)
      .orderBy(asc(importRows.rowNumber))
      .offset(skip)
      .limit(take);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(importRows)
      .where(where);
    return {
      nbItems: Number(total?.n ?? 0),
      data: rows.map(({ importId: _importId, ...row }) => ({
        ...row,
        problems: row.problems?.map((problem) => ({
          ...problem,
          words: refusalWords(problem.reason, viewer.language),
        })),
      })),
    };
  });

  app.put<{ Params: { id: string; row: string } }>('/api/imports/:id/rows/:row/answer', async (request) => {
    const viewer = signedIn(request);
    const { recordNo } = validate(answerSchema, request.body);
    const { db } = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    const rowNumber = numberParam(request.params.row, 'row');
    const stored = await readableImport(db, id, viewer);
    if (stored.status !== 'checked' || !stored.mapping) throw new AppError('ImportStepRefused', stored.status);
    const [row] = await db
      .select()
      .from(importRows)
      .where(and(eq(importRows.importId, id), eq(importRows.rowNumber, rowNumber)));
    if (!row || !row.candidates) throw new AppError('NotFound', `row ${rowNumber}`);
    if (recordNo !== 0 && !row.candidates.includes(recordNo))
      throw new AppError('BadParameter', 'recordNo: one of the candidates, or 0');
    const answered = { rowNumber, cells: row.cells, answer: recordNo };
    const [planned] = await planRows(db, importGrant(stored.entity, viewer), stored.mapping as ColumnMapping[], [
      answered,
    ]);
    return db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      await trx
        .update(importRows)
        .set({ answer: recordNo })
        .where(and(eq(importRows.importId, id), eq(importRows.rowNumber, rowNumber)));
      await storePlan(trx, id, [{ ...planned!, candidates: row.candidates ?? undefined }]);
      await trx
        .update(imports)
        .set({ totals: await outcomeTotals(trx, id) })
        .where(eq(imports.id, id));
      return { ...planned!, candidates: row.candidates, answer: recordNo };
    });
  });

  app.post<Params>('/api/imports/:id/start', async (request) => {
    const viewer = signedIn(request);
    const database = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    const started = await database.db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const stored = await readableImport(trx, id, viewer, true);
      importGrant(stored.entity, viewer);
      if (!['checked', 'stopped'].includes(stored.status)) throw new AppError('ImportStepRefused', stored.status);
      if ((await outcomeTotals(trx, id)).duplicate)
        throw new AppError('ImportStepRefused', 'likely duplicates to answer');
      const totals = await outcomeTotals(trx, id);
      const [running] = await trx
        .update(imports)
        .set({ status: 'running', heartbeatAt: new Date(), rowsToWrite: (totals.create ?? 0) + (totals.update ?? 0) })
        .where(eq(imports.id, id))
        .returning();
      return running!;
    });
    start(database, id, viewer, actorOf(request));
    return view(started);
  });

  app.post<Params>('/api/imports/:id/stop', async (request) => {
    const viewer = signedIn(request);
    const { db } = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    const stored = await readableImport(db, id, viewer);
    if (stored.status !== 'running') throw new AppError('ImportStepRefused', stored.status);
    const [stopping] = await db
      .update(imports)
      .set({ status: 'stopping' })
      .where(and(eq(imports.id, id), eq(imports.status, 'running')))
      .returning();
    return view(stopping ?? (await readableImport(db, id, viewer)));
  });

  app.post<Params>('/api/imports/:id/undo', async (request) => {
    const viewer = signedIn(request);
    const { db } = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    const stored = await readableImport(db, id, viewer);
    // The importer may undo while they may still import; an administrator always.
    if (!isAdmin(viewer)) importGrant(stored.entity, viewer);
    const undone = await undoImport(db, id, actorOf(request));
    return { ...view(await readableImport(db, id, viewer)), ...undone };
  });

  app.get<Params>('/api/imports/:id/refused', async (request, reply) => {
    const viewer = signedIn(request);
    const format = exportFormat(queryText(request, 'format') ?? 'xlsx');
    const { db } = await environmentDb(request);
    const id = numberParam(request.params.id, 'id');
    const stored = await readableImport(db, id, viewer);
    const refused = await db
      .select({ cells: importRows.cells, problems: importRows.problems })
      .from(importRows)
      .where(and(eq(importRows.importId, id), eq(importRows.outcome, 'refused')))
      .orderBy(asc(importRows.rowNumber));
    const reasons = (problems: { field: string; reason: string }[] | null) =>
      (problems ?? [])
        .map((problem) => `${problem.field}: ${refusalWords(problem.reason, viewer.language)}`)
        .join('; ');
    async function* rows() {
      for (const row of refused)
        yield [...stored.headers.map((_, index) => row.cells[index] ?? null), reasons(row.problems)];
    }
    const base = stored.fileName.replace(/\.[^.]*$/, '');
    return sendTabular(reply, {
      format,
      name: `${base}-refused`.replace(/[^\w.-]+/g, '_'),
      sheet: 'Refused',
      columns: [...stored.headers, REASONS_HEADER[viewer.language]],
      rows: rows(),
    });
  });

  importsClock(app, start);
}

/** Users' names by number, from the users of the installation (kept with production's data). */
async function userNames(db: Db, nos: readonly number[]): Promise<Map<number, string>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .select({ no: users.no, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.no, [...new Set(nos)]));
  return new Map(rows.map((row) => [row.no, `${row.firstName} ${row.lastName}`]));
}

const REASONS_HEADER = { en: 'Reasons', fr: 'Motifs', es: 'Motivos' } as const;

/** Each process goes on with running imports whose process stopped giving signs (it was stopped or died). */
function importsClock(
  app: FastifyInstance,
  start: (database: EnvironmentDatabase, importId: number, viewer: AuthUser, actor: Actor) => void,
) {
  const tick = async () => {
    for (const [environment, database] of app.databases.opened()) {
      for (const claimed of await claimStaleImports(database.db)) {
        const viewer = await loadAuthUser(app.identityDb.db, claimed.createdByUserNo);
        const actor = { environment, actorUserNo: claimed.createdByUserNo, impersonatorUserNo: null, ip: 'import' };
        if (viewer) start(database, claimed.id, viewer, actor);
      }
    }
  };
  const clock = setInterval(
    () => tick().catch((err: unknown) => app.log.warn({ err }, 'Imports clock failed')),
    STALE_AFTER_MS / 2,
  );
  clock.unref();
  app.addHook('onClose', async () => clearInterval(clock));
}
