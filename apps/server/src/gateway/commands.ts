import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { EntityDef, RoleRule } from '@libero/shared/registry/types';
import type { Db } from '../db/connection';
import { writeAudit, type Actor } from '../features/audit/audit-log';
import type { AuthUser } from '../features/auth/auth-user';
import { AppError } from '../lib/app-error';
import type { EntityBinding } from './binding';
import { bindingOf } from './bindings';
import type { ParsedRequest } from './parse-request';
import { readEntities, type Row } from './read-entities';
import { checkRule, parseValue, planGet, type FilterValue, type ReadPlan } from './read-plan';

/** A refusal to write over a newer record: the answer carries the record as it is now. */
export class ConflictError extends AppError {
  readonly current: { plan: ReadPlan; row: Row };
  constructor(current: { plan: ReadPlan; row: Row }) {
    super('Conflict', 'Version');
    this.current = current;
  }
}

export type CommandContext = { db: Db; viewer: AuthUser | null; actor: Actor };

function invalid(detail: string): never {
  throw new AppError('InvalidData', detail);
}

function badParameter(detail: string): never {
  throw new AppError('BadParameter', detail);
}

function writable(binding: EntityBinding) {
  return binding.write ?? badParameter(`Type: ${binding.entity.name} cannot be written`);
}

/** The viewer's own federation, when the rule limits them to it (undefined: no limit). */
function federationScope(rule: RoleRule, viewer: AuthUser): number | undefined {
  if (isAdmin(viewer) || typeof rule === 'string' || rule.scope !== 'ownFederation') return undefined;
  return viewer.type === UserTypeNo.Federation ? viewer.typeNo : -1;
}

function checkScope(binding: EntityBinding, scope: number | undefined, record: Record<string, unknown>): void {
  if (scope === undefined) return;
  const field = binding.federationField ?? invalid(`${binding.entity.name} has no federation`);
  if (record[field] !== scope) throw new AppError('AccessDenied', field);
}

/** Node attributes → column values, each checked against the field's write rules. */
function valuesOf(entity: EntityDef, attributes: Record<string, string>, creating: boolean): Record<string, FilterValue | null> {
  const values: Record<string, FilterValue | null> = {};
  for (const [name, raw] of Object.entries(attributes)) {
    if (name === 'No' || name === 'Version') continue;
    const field = entity.fields[name] ?? badParameter(`${entity.name} has no field ${name}`);
    const rules = field.write ?? badParameter(`${name} is read-only`);
    const value = raw === '' ? null : parseValue(field.type, raw.trim(), name);
    if (value === null && rules.required) invalid(name);
    if (typeof value === 'string' && rules.maxLength !== undefined && value.length > rules.maxLength) invalid(name);
    if (typeof value === 'number' && ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max))) invalid(name);
    values[name] = value;
  }
  if (creating) {
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.write?.required && (values[name] === undefined || values[name] === null)) invalid(name);
    }
  }
  return values;
}

/** The record with every field the viewer may read, as a Get answers it. */
async function currentRecord(db: Db, binding: EntityBinding, no: number, viewer: AuthUser | null) {
  const get: ParsedRequest = { type: '', fields: undefined, attributes: { No: String(no) }, filter: undefined, tags: undefined, relations: [], node: undefined };
  const plan = planGet(binding.entity, get, viewer);
  const [row] = (await readEntities(db, plan)).rows;
  if (!row) throw new AppError('NotFound', `${binding.entity.name} ${no}`);
  return { plan, row };
}

/** `Save{Entity}`: creates (no `No`) or updates (`No` and the `Version` read) one record. */
export async function save(context: CommandContext, entity: EntityDef, request: ParsedRequest): Promise<{ plan: ReadPlan; row: Row }> {
  const { db, viewer, actor } = context;
  const rule = entity.rules.save ?? badParameter(`Type: ${entity.name} cannot be written`);
  checkRule(rule, viewer);
  if (!viewer) throw new AppError('NotAuthenticated');
  const node = request.node;
  if (!node || node.name !== entity.name) throw new AppError('BadParameter', `Save${entity.name} takes a <${entity.name}/> node`);
  const binding = bindingOf(entity.name);
  const target = writable(binding);
  const no = node.attributes.No ? (parseValue('integer', node.attributes.No, 'No') as number) : 0;
  const values = valuesOf(entity, node.attributes, no === 0);
  const scope = federationScope(rule, viewer);

  const savedNo = await db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    if (no === 0) {
      checkScope(binding, scope, values);
      const [created] = await trx.insert(target.table).values(propertiesOf(target.table, target.columns, values)).returning({ no: target.no });
      const createdNo = Number(created?.no);
      await writeAudit(trx, actor, { action: 'save', entity: entity.name, entityNo: createdNo, after: values });
      return createdNo;
    }
    const version = node.attributes.Version ?? invalid('Version');
    const before = await lockedRecord(trx, binding, no, viewer);
    checkScope(binding, scope, before.row);
    if (before.row.Version !== parseValue('version', version, 'Version')) throw new ConflictError(before);
    checkScope(binding, scope, { ...before.row, ...values });
    if (Object.keys(values).length > 0) {
      await trx.update(target.table).set(propertiesOf(target.table, target.columns, values)).where(eq(target.no, no));
    }
    await writeAudit(trx, actor, { action: 'save', entity: entity.name, entityNo: no, before: before.row, after: values });
    return no;
  });
  return currentRecord(db, binding, savedNo, viewer);
}

/** `Delete{Entity}` with `No` and the `Version` read; a record others still point to is kept (409). */
export async function remove(context: CommandContext, entity: EntityDef, request: ParsedRequest): Promise<number> {
  const { db, viewer, actor } = context;
  const rule = entity.rules.delete ?? badParameter(`Type: ${entity.name} cannot be deleted`);
  checkRule(rule, viewer);
  if (!viewer) throw new AppError('NotAuthenticated');
  const binding = bindingOf(entity.name);
  const target = writable(binding);
  const no = parseValue('integer', request.attributes.No ?? invalid('No'), 'No') as number;
  const version = parseValue('version', request.attributes.Version ?? invalid('Version'), 'Version');
  await db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const before = await lockedRecord(trx, binding, no, viewer);
    checkScope(binding, federationScope(rule, viewer), before.row);
    if (before.row.Version !== version) throw new ConflictError(before);
    try {
      await trx.execute(sql`savepoint before_delete`);
      await trx.delete(target.table).where(and(eq(target.no, no)));
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await trx.execute(sql`rollback to savepoint before_delete`);
      throw new AppError('Conflict', 'in use by other records');
    }
    await writeAudit(trx, actor, { action: 'delete', entity: entity.name, entityNo: no, before: before.row });
  });
  return no;
}

/** PostgreSQL's foreign_key_violation, as the driver or Drizzle's wrapper reports it. */
function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23503' || codeOf((error as { cause?: unknown })?.cause) === '23503';
}

/** The record as it is, locked until the transaction ends so that no one writes in between. */
async function lockedRecord(db: Db, binding: EntityBinding, no: number, viewer: AuthUser | null) {
  const target = writable(binding);
  const locked = await db.select({ no: target.no }).from(target.table).where(eq(target.no, no)).for('update');
  if (locked.length === 0) throw new AppError('NotFound', `${binding.entity.name} ${no}`);
  return currentRecord(db, binding, no, viewer);
}

/** Wire names → the table's property names, which Drizzle's insert and update take. */
function propertiesOf(table: PgTable, columns: Readonly<Record<string, unknown>>, values: Record<string, unknown>) {
  const properties = Object.entries(table as unknown as Record<string, unknown>);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const property = properties.find(([, column]) => column === columns[name])?.[0];
      if (!property) throw new Error(`No column for ${name}`);
      return [property, value];
    }),
  );
}
