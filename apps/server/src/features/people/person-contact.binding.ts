import { and, eq, ne, sql } from 'drizzle-orm';
import { PersonContact } from '@libero/shared/registry/people';
import { standsForPerson, UserTypeNo } from '@libero/shared/auth/user-types';
import type { Db } from '../../db/connection';
import { personContacts, persons } from '../../db/schema/people';
import type { AuthUser } from '../../lib/request-auth';
import { readColumns, type EntityBinding } from '../../gateway/binding';

/** A contact's parties: the person's federation, and the person themself. */
function partyScope(viewer: AuthUser) {
  if (viewer.type === UserTypeNo.Federation) return sql`${persons.federationNo} = ${viewer.typeNo}`;
  if (standsForPerson(viewer)) return sql`${personContacts.personNo} = ${viewer.typeNo}`;
  return sql`false`;
}

/** Saving a preferred contact makes it the only preferred one of its kind. */
async function keepOnePreferred(db: Db, no: number) {
  const [saved] = await db.select().from(personContacts).where(eq(personContacts.no, no));
  if (!saved?.preferred) return;
  await db
    .update(personContacts)
    .set({ preferred: false })
    .where(
      and(
        eq(personContacts.personNo, saved.personNo),
        eq(personContacts.kind, saved.kind),
        eq(personContacts.preferred, true),
        ne(personContacts.no, no),
      ),
    );
}

const columns = {
  NoPerson: personContacts.personNo,
  Kind: personContacts.kind,
  Value: personContacts.value,
  Label: personContacts.label,
  Preferred: personContacts.preferred,
};

export const personContactBinding: EntityBinding = {
  entity: PersonContact,
  from: sql`${personContacts} join ${persons} on ${persons.no} = ${personContacts.personNo}`,
  columns: { No: sql`${personContacts.no}`, ...readColumns(columns), Version: sql`${personContacts.version}` },
  write: {
    table: personContacts,
    no: personContacts.no,
    version: personContacts.version,
    columns,
    afterSave: keepOnePreferred,
  },
  partyScope,
};
