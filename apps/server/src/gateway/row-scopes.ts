import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { restrictedReadersOf } from '@libero/shared/registry/field-access';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { EntityDef, RoleRule } from '@libero/shared/registry/types';
import type { AuthUser } from '../lib/request-auth';
import type { EntityBinding } from './binding';

/** Rows on which a viewer reads an entity's restricted fields. */
export type RowGrant = { scope: 'ownFederation'; federationNo: number } | { scope: 'self'; no: number };

/**
 * `all` for an admin; for another viewer the rows the entity's restricted readers give them, or
 * null when they give none (the fields are then refused).
 */
export function restrictedGrants(entity: EntityDef, viewer: AuthUser | null): 'all' | RowGrant[] | null {
  if (!viewer) return null;
  if (isAdmin(viewer)) return 'all';
  const readers = restrictedReadersOf(entity, viewer);
  if (readers.length === 0) return null;
  return readers.map((reader) =>
    reader.scope === 'self'
      ? { scope: 'self', no: viewer.typeNo }
      : { scope: 'ownFederation', federationNo: viewer.typeNo },
  );
}

function column(binding: EntityBinding, field: string): SQL {
  const expression = binding.columns[field];
  if (!expression) throw new Error(`${binding.entity.name}.${field} has no column`);
  return expression;
}

/** True on the rows the grants cover. */
export function grantedRows(binding: EntityBinding, grants: readonly RowGrant[]): SQL {
  const conditions = grants.map((grant) => {
    if (grant.scope === 'self') return sql`${column(binding, 'No')} = ${grant.no}`;
    if (!binding.federationField) throw new Error(`${binding.entity.name} has no federation field`);
    return sql`${column(binding, binding.federationField)} = ${grant.federationNo}`;
  });
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The rows a rule limits a viewer to, as a condition: those the entity shows them at all, within
 * the rule's scope; undefined when nothing limits them (admins, rules without a scope).
 */
export function readScope(binding: EntityBinding, rule: RoleRule, viewer: AuthUser | null): SQL | undefined {
  const visible = binding.visibleTo?.(viewer);
  const ruled = ruleScope(binding, rule, viewer);
  return visible && ruled ? sql`(${visible} and ${ruled})` : (visible ?? ruled);
}

/** The rows a list shows a viewer: those `readScope` gives, and only those the entity lists to them. */
export function listScope(binding: EntityBinding, rule: RoleRule, viewer: AuthUser | null): SQL | undefined {
  const reached = readScope(binding, rule, viewer);
  const listed = binding.listedTo?.(viewer);
  return reached && listed ? sql`(${reached} and ${listed})` : (reached ?? listed);
}

function ruleScope(binding: EntityBinding, rule: RoleRule, viewer: AuthUser | null): SQL | undefined {
  if (!viewer || isAdmin(viewer) || typeof rule === 'string' || !rule.scope) return undefined;
  switch (rule.scope) {
    case 'self':
      return sql`${column(binding, 'No')} = ${viewer.typeNo}`;
    case 'ownFederation':
      if (!binding.federationField) throw new Error(`${binding.entity.name} has no federation field`);
      return viewer.type === UserTypeNo.Federation
        ? sql`${column(binding, binding.federationField)} = ${viewer.typeNo}`
        : sql`false`;
    case 'party':
      if (!binding.partyScope) throw new Error(`${binding.entity.name} has no parties`);
      return binding.partyScope(viewer);
  }
}
