import { eq, sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { ExportDefinition } from '@libero/shared/registry/exports';
import type { Db } from '../../db/connection';
import { exportDefinitions } from '../../db/schema/exports';
import { users } from '../../db/schema/identity';
import type { EntityBinding } from '../../gateway/binding';
import type { WriteValues } from '../../gateway/values';
import type { AuthUser } from '../../lib/request-auth';
import { checkedShape, type ExportShape } from './export-definition-rules';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The definitions a user reads: their own, and those shared by a user standing for the same body; admins all. */
export function readableDefinitions(viewer: AuthUser | null) {
  if (!viewer) return sql`false`;
  if (isAdmin(viewer)) return undefined;
  return sql`(${exportDefinitions.ownerUserNo} = ${viewer.no} or (${exportDefinitions.shared}
    and ${exportDefinitions.ownerType} = ${viewer.type} and ${exportDefinitions.ownerTypeNo} = ${viewer.typeNo}
    and ${exportDefinitions.ownerTypeNo} <> 0))`;
}

/**
 * Checks what is exported against the entity and the owner's permissions (a change of any part
 * checks the whole); a new definition is its writer's, shared with the body they stand for.
 */
async function prepareDefinition(db: Db, values: WriteValues, no: number, viewer: AuthUser): Promise<WriteValues> {
  const [stored] = no === 0 ? [] : await db.select().from(exportDefinitions).where(eq(exportDefinitions.no, no));
  const given = (field: keyof ExportShape, wire: string) =>
    wire in values ? text(values[wire]) : (stored?.[field] ?? '');
  const shape = checkedShape(
    {
      entity: given('entity', 'Entity'),
      fields: given('fields', 'Fields'),
      filter: given('filter', 'Filter'),
      sort: given('sort', 'Sort'),
    },
    viewer,
  );
  const checked = { ...values, Entity: shape.entity, Fields: shape.fields, Filter: shape.filter, Sort: shape.sort };
  if (no !== 0) return checked;
  return { ...checked, OwnerUserNo: viewer.no, OwnerType: viewer.type, OwnerTypeNo: viewer.typeNo };
}

export const exportDefinitionBinding: EntityBinding = {
  entity: ExportDefinition,
  from: sql`${exportDefinitions} join ${users} on ${users.no} = ${exportDefinitions.ownerUserNo}`,
  columns: {
    No: sql`${exportDefinitions.no}`,
    Name: sql`${exportDefinitions.name}`,
    Entity: sql`${exportDefinitions.entity}`,
    Fields: sql`${exportDefinitions.fields}`,
    Filter: sql`${exportDefinitions.filter}`,
    Sort: sql`${exportDefinitions.sort}`,
    Format: sql`${exportDefinitions.format}`,
    Shared: sql`${exportDefinitions.shared}`,
    Schedule: sql`${exportDefinitions.schedule}`,
    NoOwner: sql`${exportDefinitions.ownerUserNo}`,
    OwnerName: sql`${users.firstName} || ' ' || ${users.lastName}`,
    LastSentAt: sql`${exportDefinitions.lastSentAt}`,
    UpdatedAt: sql`${exportDefinitions.updatedAt}`,
    Version: sql`${exportDefinitions.version}`,
  },
  searchText: sql`${exportDefinitions.name} || ' ' || ${exportDefinitions.entity}`,
  visibleTo: readableDefinitions,
  partyScope: (viewer) => sql`${exportDefinitions.ownerUserNo} = ${viewer.no}`,
  // Definitions belong to users, who live in production: one set whatever the network.
  productionOnly: true,
  write: {
    table: exportDefinitions,
    no: exportDefinitions.no,
    version: exportDefinitions.version,
    columns: {
      Name: exportDefinitions.name,
      Entity: exportDefinitions.entity,
      Fields: exportDefinitions.fields,
      Filter: exportDefinitions.filter,
      Sort: exportDefinitions.sort,
      Format: exportDefinitions.format,
      Shared: exportDefinitions.shared,
      Schedule: exportDefinitions.schedule,
      OwnerUserNo: exportDefinitions.ownerUserNo,
      OwnerType: exportDefinitions.ownerType,
      OwnerTypeNo: exportDefinitions.ownerTypeNo,
    },
    prepare: prepareDefinition,
    // A change is dated: "My exports" sorts by it.
    afterSave: async (db, no) => {
      await db.update(exportDefinitions).set({ updatedAt: new Date() }).where(eq(exportDefinitions.no, no));
    },
  },
};
