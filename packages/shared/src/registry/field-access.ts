import { isAdmin, type Typed } from '../auth/permissions';
import { UserTypeNo } from '../auth/user-types';
import type { EntityDef, RestrictedReaders } from './types';

/** The restricted readers of an entity a viewer is one of (none for admins: they read every row). */
export function restrictedReadersOf(entity: EntityDef, viewer: Typed): RestrictedReaders {
  return (entity.rules.restricted ?? []).filter((reader) => reader.types.some((type) => UserTypeNo[type] === viewer.type));
}

/**
 * The fields a viewer may ask for: public ones; signed-in ones when signed in; restricted ones for
 * admins and the entity's restricted readers (who get them on their own rows only).
 */
export function askableFields(entity: EntityDef, viewer: Typed | null): string[] {
  const readsRestricted = viewer !== null && (isAdmin(viewer) || restrictedReadersOf(entity, viewer).length > 0);
  return Object.entries(entity.fields)
    .filter(([, field]) => {
      const access = field.access ?? 'public';
      return access === 'public' || (viewer !== null && (access === 'signedIn' || readsRestricted));
    })
    .map(([name]) => name);
}
