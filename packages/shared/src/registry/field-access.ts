import { hasAccess, isAdmin, type Actor, type Typed } from '../auth/permissions';
import { UserTypeNo } from '../auth/user-types';
import type { EntityDef, FieldDef, RestrictedReaders } from './types';

/** The restricted readers of an entity a viewer is one of (none for admins: they read every row). */
export function restrictedReadersOf(entity: EntityDef, viewer: Typed): RestrictedReaders {
  return (entity.rules.restricted ?? []).filter((reader) =>
    reader.types.some((type) => UserTypeNo[type] === viewer.type),
  );
}

/** A field kept for the holders of a grant (and admins) is theirs alone, to read and to write. */
export function holdsFieldGrant(field: FieldDef, viewer: Pick<Actor, 'type' | 'accesses'> | null): boolean {
  return !field.grant || (viewer !== null && hasAccess(viewer, field.grant));
}

/**
 * The fields a viewer may ask for: public ones; signed-in ones when signed in; restricted ones for
 * admins and the entity's restricted readers (who get them on their own rows only); those kept for
 * a grant's holders when they hold it. A field's other name (`sameAs`) is not one of them: asked
 * for by name only, it would repeat a value.
 */
export function askableFields(entity: EntityDef, viewer: (Typed & Pick<Actor, 'accesses'>) | null): string[] {
  const readsRestricted = viewer !== null && (isAdmin(viewer) || restrictedReadersOf(entity, viewer).length > 0);
  return Object.entries(entity.fields)
    .filter(([, field]) => !field.sameAs)
    .filter(([, field]) => {
      const access = field.access ?? 'public';
      const readable = access === 'public' || (viewer !== null && (access === 'signedIn' || readsRestricted));
      return readable && holdsFieldGrant(field, viewer);
    })
    .map(([name]) => name);
}
