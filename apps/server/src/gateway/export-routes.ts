import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { requestTarget } from '@libero/shared/registry/registry';
import type { Db } from '../db/connection';
import { AppError } from '../lib/app-error';
import { XML_BODY_LIMIT, xmlOf } from './gateway-routes';
import { parseVisXml } from './parse-request';
import { readEntities } from './read-entities';
import { planList, type ReadPlan } from './read-plan';

/** Rows read per query while streaming; the export holds no more than this in memory. */
const CHUNK = 1000;
export const MAX_EXPORT_ROWS = 200_000;

async function* rowsOf(db: Db, plan: ReadPlan): AsyncGenerator<unknown[]> {
  for (let skip = 0; skip < MAX_EXPORT_ROWS; skip += CHUNK) {
    const { rows } = await readEntities(db, { ...plan, skip, take: CHUNK });
    for (const row of rows) yield plan.fields.map((field) => row[field] ?? null);
    if (rows.length < CHUNK) return;
  }
}

function xlsxStream(plan: ReadPlan, rows: AsyncGenerator<unknown[]>): PassThrough {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(plan.binding.entity.plural);
  void (async () => {
    sheet.addRow(plan.fields).commit();
    for await (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/**
 * `POST /proxy/export?format=csv|xlsx`: every record a `Get{Entity}List` request matches (its
 * filter and sort; paging ignored), streamed in chunks as CSV or XLSX.
 */
export async function exportRoutes(app: FastifyInstance) {
  app.post<{ Querystring: { format?: string } }>('/proxy/export', { bodyLimit: XML_BODY_LIMIT }, async (request, reply) => {
    if (!request.auth) throw new AppError('NotAuthenticated');
    const format = request.query.format;
    if (format !== 'csv' && format !== 'xlsx') throw new AppError('BadParameter', 'format: csv or xlsx');
    const { requests } = parseVisXml(xmlOf(request.body));
    const [one] = requests;
    const target = one && requests.length === 1 ? requestTarget(one.type) : undefined;
    if (!one || target?.verb !== 'list') throw new AppError('BadParameter', 'Type: one Get…List request');
    if (one.relations.length > 0) throw new AppError('BadParameter', 'Relation: an export takes fields only');
    const plan = planList(target.entity, { ...one, attributes: { ...one.attributes, Skip: '0', Take: '1' } }, request.auth.user);
    const { db } = await app.databases.get(request.environment);
    const rows = rowsOf(db, plan);
    const name = `${target.entity.plural.toLowerCase()}.${format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`);
    if (format === 'csv') {
      return reply.type('text/csv; charset=utf-8').send(Readable.from(rows).pipe(stringify({ header: true, columns: plan.fields, bom: true })));
    }
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(xlsxStream(plan, rows));
  });
}
