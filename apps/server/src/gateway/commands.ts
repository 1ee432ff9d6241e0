import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { holdsFieldGrant } from '@libero/shared/registry/field-access';
import type { EntityDef, RoleRule } from '@libero/shared/registry/types';
import type { Db } from '../db/connection';
import { writeAudit, type Actor } from '../features/audit';
import type { DocumentStorage } from '../features/documents';
import { enqueueMail } from '../features/mail';
import type { AuthUser } from '../lib/request-auth';
import { AppError } from '../lib/app-error';
import type { AnnounceSettings, EntityBinding, WriteTarget } from './binding';
import { bindingOf } from './bindings';
import { canonicalKeys } from './names';
import type { ParsedRequest } from './parse-request';
import { readEntities } from './read-entities';
import type { ColumnValues, FilterValue, Row } from './values';
import { checkRule, parseValue, planGet, type ReadPlan } from './read-plan';
import { readScope } from './row-scopes';
import { badParameter, invalid, valuesOf } from './write-values';

/** A refusal to write over a newer record: the answer carries the record as it is now. */
export class ConflictError extends AppError {
  readonly current: { plan: ReadPlan; row: Row };
  constructor(current: { plan: ReadPlan; row: Row }) {
    super('Conflict', 'Version');
    this.current = current;
  }
}

export type CommandContext = {
  db: Db;
  viewer: AuthUser | null;
  actor: Actor;
  announce?: AnnounceSettings;
  /** Where deleted records' files are taken out of (`storedFiles`). */
  storage?: DocumentStorage;
};

export function writable(binding: EntityBinding): WriteTarget {
  return binding.write ?? badParameter(`Type: ${binding.entity.name} cannot be written`);
}

/** The record with every field the viewer may read, as a Get answers it. */
async function currentRecord(db: Db, binding: EntityBinding, no: number, viewer: AuthUser | null) {
  const get: ParsedRequest = {
    type: '',
    fields: undefined,
    attributes: { No: String(no) },
    filter: undefined,
    tags: undefined,
    relations: [],
    node: undefined,
  };
  const plan = planGet(binding.entity, get, viewer);
  const [row] = (await readEntities(db, plan)).rows;
  if (!row) throw new AppError('NotFound', `${binding.entity.name} ${no}`);
  return { plan, row };
}

/**
 * Queues, in the command's transaction, the mails the entity sends of a change: a save (`before`
 * undefined for a new record) or, when `deleted`, a delete.
 */
async function announceChange(
  db: Db,
  context: CommandContext,
  binding: EntityBinding,
  change: { no: number; before?: Row; deleted?: boolean },
) {
  const announce = binding.write?.announce;
  const { viewer } = context;
  if (!announce || !context.announce || !viewer) return;
  const after = change.deleted ? undefined : (await currentRecord(db, binding, change.no, viewer)).row;
  const mails = await announce(db, { no: change.no, before: change.before, after, viewer }, context.announce);
  for (const mail of mails) await enqueueMail(db, mail);
}

/** How a viewer may save an entity: every writable field on the rows of `scope`, or only their own `self` fields. */
type SaveGrant = { scope: SQL | undefined; ownOnly: boolean };

function saveGrant(
  binding: EntityBinding,
  rule: RoleRule,
  viewer: AuthUser | null,
  updated: string[] | undefined,
): SaveGrant {
  // Holders of a field's grant write it on every record (a federation's NF category), and only it.
  const fields = binding.entity.fields;
  if (
    viewer &&
    updated?.length &&
    updated.every((name) => fields[name]?.grant && holdsFieldGrant(fields[name], viewer))
  ) {
    return { scope: undefined, ownOnly: false };
  }
  try {
    checkRule(rule, viewer);
    return { scope: readScope(binding, rule, viewer), ownOnly: false };
  } catch (refusal) {
    const own = binding.entity.rules.saveOwn ?? [];
    if (!viewer || !own.some((type) => UserTypeNo[type] === viewer.type)) throw refusal;
    return { scope: sql`${binding.columns.No} = ${viewer.typeNo}`, ownOnly: true };
  }
}

/** Refuses fields only admins set, and fields kept for a grant the viewer lacks. */
export function checkFieldWriters(entity: EntityDef, values: Record<string, unknown>, viewer: AuthUser): void {
  for (const name of Object.keys(values)) {
    const field = entity.fields[name];
    if (!field || (field.write?.adminOnly && !isAdmin(viewer)) || !holdsFieldGrant(field, viewer))
      throw new AppError('AccessDenied', name);
  }
}

/** A record pointed to must exist: a field naming a missing one is invalid, not a database error. */
async function checkRelations(db: Db, entity: EntityDef, values: Record<string, FilterValue | null>): Promise<void> {
  for (const relation of Object.values(entity.relations)) {
    const no = values[relation.key];
    if (typeof no !== 'number') continue;
    const target = bindingOf(relation.target);
    const where = [sql`${target.columns.No} = ${no}`, ...(target.where ? [target.where] : [])];
    const { rows } = (await db.execute(
      sql`select 1 from ${target.from} where ${sql.join(where, sql` and `)}`,
    )) as unknown as { rows: unknown[] };
    if (rows.length === 0) invalid(relation.key);
  }
}

/** Refuses the write unless record `no` lies within the viewer's scope (checked before and after writing). */
async function checkInScope(db: Db, binding: EntityBinding, no: number, scope: SQL | undefined): Promise<void> {
  if (!scope) return;
  const where = [sql`${binding.columns.No} = ${no}`, scope, ...(binding.where ? [binding.where] : [])];
  const { rows } = (await db.execute(
    sql`select 1 from ${binding.from} where ${sql.join(where, sql` and `)}`,
  )) as unknown as { rows: unknown[] };
  if (rows.length === 0) throw new AppError('AccessDenied', `${binding.entity.name} ${no}`);
}

/** The values split between the record's table, its companion row and the fields written by functions. */
function splitValues(target: WriteTarget, values: ColumnValues) {
  const own: ColumnValues = {};
  const companion: ColumnValues = {};
  const written: ColumnValues = {};
  for (const [name, value] of Object.entries(values)) {
    (target.writers?.[name] ? written : target.companion?.columns[name] ? companion : own)[name] = value;
  }
  return { own, companion, written };
}

/** Creates a record; with `no`, under that number (a copy keeping another service's numbers). */
export async function insertRecord(db: Db, target: WriteTarget, values: ColumnValues, no?: number): Promise<number> {
  const { own, companion, written } = splitValues(target, values);
  const properties = propertiesOf(
    target.table,
    { ...target.columns, No: target.no },
    { ...own, ...(no ? { No: no } : {}) },
  );
  const insert = no ? db.insert(target.table).overridingSystemValue() : db.insert(target.table);
  const [created] = await insert.values(properties).returning({ no: target.no });
  const createdNo = Number(created?.no);
  await addCompanion(db, target, createdNo, companion);
  for (const [name, value] of Object.entries(written)) await target.writers?.[name]?.(db, createdNo, value);
  return createdNo;
}

/**
 * The companion row of record `no` (a person's role) with `values` of its columns, when the target
 * has one; a row already there is kept as it is.
 */
export async function addCompanion(db: Db, target: WriteTarget, no: number, values: ColumnValues = {}): Promise<void> {
  if (!target.companion) return;
  const { table, key, columns } = target.companion;
  await db
    .insert(table)
    .values({
      ...target.companion.values,
      ...propertiesOf(table, { key }, { key: no }),
      ...propertiesOf(table, columns, values),
    })
    .onConflictDoNothing();
}

export async function updateRecord(db: Db, target: WriteTarget, no: number, values: ColumnValues): Promise<void> {
  const { own, companion, written } = splitValues(target, values);
  if (target.companion && Object.keys(companion).length > 0) {
    await db
      .update(target.companion.table)
      .set(propertiesOf(target.companion.table, target.companion.columns, companion))
      .where(target.companion.of(no));
  }
  for (const [name, value] of Object.entries(written)) await target.writers?.[name]?.(db, no, value);
  if (Object.keys(own).length > 0) {
    await db
      .update(target.table)
      .set(propertiesOf(target.table, target.columns, own))
      .where(eq(target.no, no));
  } else if (Object.keys(companion).length > 0 || Object.keys(written).length > 0) {
    // The record changed elsewhere (its companion, its roles): touching it takes the next version.
    await db
      .update(target.table)
      .set(propertiesOf(target.table, { Version: target.version }, { Version: sql`${target.version}` }))
      .where(eq(target.no, no));
  }
}

/** `Save{Entity}`: creates (no `No`) or updates (`No` and the `Version` read) one record. */
export async function save(
  context: CommandContext,
  entity: EntityDef,
  request: ParsedRequest,
): Promise<{ plan: ReadPlan; row: Row }> {
  const { db, viewer, actor } = context;
  const rule = entity.rules.save ?? badParameter(`Type: ${entity.name} cannot be written`);
  const binding = bindingOf(entity.name);
  if (!viewer) throw new AppError('NotAuthenticated');
  const node = request.node;
  if (!node || node.name !== entity.name)
    throw new AppError('BadParameter', `Save${entity.name} takes a <${entity.name}/> node`);
  // Nothing the entity does not know is dropped unseen: a node inside the record is refused, by name.
  const [inner] = node.children;
  if (inner) badParameter(`${entity.name} has no node ${inner.name}`);
  if (node.text !== '') badParameter(`${entity.name} takes no text, only attributes`);
  const attributes = canonicalKeys(entity.fields, node.attributes, entity.name);
  const target = writable(binding);
  const no = attributes.No ? (parseValue('integer', attributes.No, 'No') as number) : 0;
  if (no === 0 && target.updateOnly) badParameter(`Save${entity.name} updates a record: No and Version are required`);
  const values = valuesOf(entity, attributes, no === 0);
  const grant = saveGrant(binding, rule, viewer, no === 0 ? undefined : Object.keys(values));
  checkFieldWriters(entity, values, viewer);
  if (grant.ownOnly) {
    if (no === 0) throw new AppError('AccessDenied', `${entity.name}: creating`);
    const notOwn = Object.keys(values).find((name) => !entity.fields[name]?.write?.self);
    if (notOwn) throw new AppError('AccessDenied', notOwn);
  }

  const savedNo = await db
    .transaction(async (tx) => {
      const trx = tx as unknown as Db;
      await checkRelations(trx, entity, values);
      if (no === 0) {
        const prepared = (await target.prepare?.(trx, values, 0, viewer)) ?? values;
        const createdNo = await insertRecord(trx, target, prepared);
        await target.created?.(trx, createdNo, viewer);
        await checkInScope(trx, binding, createdNo, grant.scope);
        await target.afterSave?.(trx, createdNo);
        await writeAudit(trx, actor, { action: 'save', entity: entity.name, entityNo: createdNo, after: prepared });
        await announceChange(trx, context, binding, { no: createdNo });
        return createdNo;
      }
      const version = attributes.Version ?? invalid('Version');
      const before = await lockedRecord(trx, binding, no, viewer);
      await checkInScope(trx, binding, no, grant.scope);
      if (before.row.Version !== parseValue('version', version, 'Version')) throw new ConflictError(before);
      const prepared = (await target.prepare?.(trx, values, no, viewer)) ?? values;
      await updateRecord(trx, target, no, prepared);
      await checkInScope(trx, binding, no, grant.scope);
      await target.afterSave?.(trx, no);
      await writeAudit(trx, actor, {
        action: 'save',
        entity: entity.name,
        entityNo: no,
        before: before.row,
        after: prepared,
      });
      await announceChange(trx, context, binding, { no, before: before.row });
      return no;
    })
    .catch((error: unknown) => {
      throw duplicateOf(error);
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
  const files = await db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const before = await lockedRecord(trx, binding, no, viewer);
    await checkInScope(trx, binding, no, readScope(binding, rule, viewer));
    if (before.row.Version !== version) throw new ConflictError(before);
    const stored = (await target.storedFiles?.(trx, no)) ?? [];
    try {
      await trx.execute(sql`savepoint before_delete`);
      await trx.delete(target.table).where(and(eq(target.no, no)));
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await trx.execute(sql`rollback to savepoint before_delete`);
      throw new AppError('Conflict', 'in use by other records');
    }
    await target.afterDelete?.(trx, before.row);
    await writeAudit(trx, actor, { action: 'delete', entity: entity.name, entityNo: no, before: before.row });
    await announceChange(trx, context, binding, { no, before: before.row, deleted: true });
    return stored;
  });
  // The record is gone: a file the store fails to remove is only space taken.
  await Promise.all(files.map((key) => context.storage?.remove(key).catch(() => undefined)));
  return no;
}

/** PostgreSQL's error code and constraint, as the driver or Drizzle's wrapper (its cause) reports them. */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } {
  const fields = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown; constraint?: unknown }) : {});
  const own = fields(error);
  return own.code ? own : fields((error as { cause?: unknown })?.cause);
}

/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseError(error).code === '23503';
}

/** A unique key refused the write (a code or number someone else has): a clear 409 naming the key. */
function duplicateOf(error: unknown): unknown {
  const { code, constraint } = databaseError(error);
  return code === '23505' ? new AppError('Duplicate', typeof constraint === 'string' ? constraint : undefined) : error;
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
