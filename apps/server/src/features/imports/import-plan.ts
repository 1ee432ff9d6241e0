import type { SQL } from 'drizzle-orm';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { Cell, FieldValue } from '@libero/shared/import/conversion';
import { convertRow, type ColumnMapping } from '@libero/shared/import/convert-row';
import type { RowOutcome } from '@libero/shared/import/import-statuses';
import { toInteger } from '@libero/shared/import/numbers';
import { entityByName } from '@libero/shared/registry/registry';
import type { EntityDef } from '@libero/shared/registry/types';
import type { Db } from '../../db/connection';
import type { EntityBinding } from '../../gateway/binding';
import { bindingOf } from '../../gateway/bindings';
import { checkFieldWriters } from '../../gateway/commands';
import { checkRule } from '../../gateway/read-plan';
import { readScope } from '../../gateway/row-scopes';
import { valuesOf } from '../../gateway/write-values';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { likelyDuplicates } from './likely-duplicates';
import { comparable, currentRecords, recordLookups } from './record-lookups';

/** The column naming the record a row changes (a spreadsheet exported from here has it). */
export const RECORD_NUMBER = 'No';

export type RowProblem = { field: string; reason: string };
export type FieldChange = { field: string; from: unknown; to: unknown };

/** What the dry run makes of a row. */
export type PlannedRow = {
  rowNumber: number;
  outcome: RowOutcome;
  values?: Record<string, FieldValue>;
  recordNo?: number;
  versionBefore?: number;
  changes?: FieldChange[];
  candidates?: number[];
  problems?: RowProblem[];
};

/** A row as kept: its cells, and the user's answer to the duplicate question (0: a new record; else the record it is). */
export type ImportRow = { rowNumber: number; cells: Cell[]; answer?: number | null };

/** Who may import into an entity, and on which records: the rule of its Save, for every row. */
export type ImportGrant = { entity: EntityDef; binding: EntityBinding; viewer: AuthUser; scope: SQL | undefined };

export function importGrant(entityName: string, viewer: AuthUser): ImportGrant {
  if (!entityByName(entityName)) throw new AppError('BadParameter', `entity: no entity ${entityName}`);
  const binding = bindingOf(entityName);
  const { entity } = binding;
  const rule = entity.rules.save;
  if (!rule || !binding.write || binding.write.updateOnly)
    throw new AppError('BadParameter', `${entity.name} cannot be imported`);
  checkRule(rule, viewer);
  return { entity, binding, viewer, scope: readScope(binding, rule, viewer) };
}

/** The federation a federation's user imports into: its own, whatever the file says. */
function ownFederation(grant: ImportGrant): { field: string; no: number } | undefined {
  const field = grant.binding.federationField;
  const rule = grant.entity.rules.save;
  const scoped = typeof rule === 'object' && rule.scope === 'ownFederation';
  return field && scoped && grant.viewer.type === UserTypeNo.Federation
    ? { field, no: grant.viewer.typeNo }
    : undefined;
}

/** The refusal of a row whose values the Save's own checks refuse, in the words of the reasons. */
function checkedValues(
  grant: ImportGrant,
  values: Record<string, FieldValue>,
  creating: boolean,
): RowProblem | WriteValues {
  const attributes = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  try {
    const checked = valuesOf(grant.entity, attributes, creating);
    checkFieldWriters(grant.entity, checked, grant.viewer);
    return checked;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.detail ?? '';
    if (error.code === 'AccessDenied') return { field, reason: 'notAllowed' };
    return { field, reason: values[field] === undefined ? 'required' : 'invalid' };
  }
}

const refused = (rowNumber: number, problems: RowProblem[]): PlannedRow => ({
  rowNumber,
  outcome: 'refused',
  problems,
});

/** A row's values, its record's number if it names one, and the first refusal of its cells. */
function readRow(
  grant: ImportGrant,
  mapping: readonly ColumnMapping[],
  row: ImportRow,
  findNo: (target: string, name: string) => number | undefined,
): PlannedRow {
  const numberAt = mapping.findIndex((column) => column.field === RECORD_NUMBER);
  const fieldsOnly = mapping.map((column) => (column.field === RECORD_NUMBER ? { ...column, field: null } : column));
  const { values, problems } = convertRow(grant.entity.name, fieldsOnly, row.cells, { findNo });
  if (problems.length > 0) return refused(row.rowNumber, problems);
  const numberCell = numberAt < 0 ? undefined : row.cells[numberAt];
  let recordNo: number | undefined;
  if (numberCell !== undefined && numberCell !== null && String(numberCell).trim() !== '') {
    const no = toInteger(numberCell, { min: 1 });
    if (!no.ok) return refused(row.rowNumber, [{ field: RECORD_NUMBER, reason: no.reason }]);
    recordNo = no.value;
  } else if (row.answer) recordNo = row.answer;
  const federation = ownFederation(grant);
  if (federation) {
    const named = values[federation.field];
    if (named === undefined && recordNo === undefined) values[federation.field] = federation.no;
    else if (named !== undefined && named !== federation.no)
      return refused(row.rowNumber, [{ field: federation.field, reason: 'otherFederation' }]);
  }
  const checked = checkedValues(grant, values, recordNo === undefined);
  if ('reason' in checked) return refused(row.rowNumber, [checked as RowProblem]);
  return { rowNumber: row.rowNumber, outcome: recordNo === undefined ? 'create' : 'update', values, recordNo };
}

/** An update's changes against the record as it is; a record out of reach refuses the row. */
function compared(grant: ImportGrant, planned: PlannedRow, current: Map<number, Record<string, unknown>>): PlannedRow {
  const record = current.get(planned.recordNo!);
  if (!record) return refused(planned.rowNumber, [{ field: RECORD_NUMBER, reason: 'unknownRecord' }]);
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(planned.values ?? {})) {
    const type = grant.entity.fields[field]!.type;
    if (comparable(type, record[field]) !== comparable(type, value))
      changes.push({ field, from: record[field] ?? null, to: value });
  }
  const versionBefore = Number(record.Version);
  return { ...planned, outcome: changes.length > 0 ? 'update' : 'unchanged', changes, versionBefore };
}

/**
 * The dry run: what each row would do, written nowhere. A row is created, updates the record it
 * names (which fields, from what to what), changes nothing, or is refused with the field and
 * the reason; a new person who may already be there asks which (`duplicate`), until the user answers.
 */
export async function planRows(
  db: Db,
  grant: ImportGrant,
  mapping: readonly ColumnMapping[],
  rows: readonly ImportRow[],
): Promise<PlannedRow[]> {
  const mapped = mapping.flatMap((column) => (column.field ? [column.field] : []));
  const findNo = await recordLookups(db, grant.entity, mapped);
  const read = rows.map((row) => readRow(grant, mapping, row, findNo));
  const updates = read.filter((row) => row.outcome === 'update');
  const fields = [...new Set(mapped.filter((field) => field !== RECORD_NUMBER && grant.binding.columns[field]))];
  const current = await currentRecords(
    db,
    grant.binding,
    updates.map((row) => row.recordNo!),
    fields,
    grant.scope,
  );
  const answeredNew = new Set(rows.filter((row) => row.answer === 0).map((row) => row.rowNumber));
  const creates = read.filter((row) => row.outcome === 'create' && !answeredNew.has(row.rowNumber));
  const duplicates = await likelyDuplicates(
    db,
    grant.binding,
    creates.map((row) => ({ row: row.rowNumber, values: row.values! })),
  );
  return read.map((row) => {
    if (row.outcome === 'update') return compared(grant, row, current);
    const candidates = duplicates.get(row.rowNumber);
    return candidates && row.outcome === 'create' ? { ...row, outcome: 'duplicate', candidates } : row;
  });
}
