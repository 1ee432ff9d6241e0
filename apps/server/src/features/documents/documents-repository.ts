import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { personDocuments, persons } from '../../db/schema/people';
import type { DocumentOwner } from './document-access';

export type PersonDocument = typeof personDocuments.$inferSelect;
export type NewPersonDocument = Omit<typeof personDocuments.$inferInsert, 'no' | 'createdAt' | 'updatedAt' | 'version'>;

export async function findPerson(db: Db, no: number): Promise<DocumentOwner | undefined> {
  const [person] = await db
    .select({ no: persons.no, federationNo: persons.federationNo })
    .from(persons)
    .where(eq(persons.no, no));
  return person;
}

/** A document with the person it is about. */
export async function findDocument(
  db: Db,
  no: number,
): Promise<{ document: PersonDocument; owner: DocumentOwner } | undefined> {
  const [found] = await db
    .select({ document: personDocuments, owner: { no: persons.no, federationNo: persons.federationNo } })
    .from(personDocuments)
    .innerJoin(persons, eq(persons.no, personDocuments.personNo))
    .where(eq(personDocuments.no, no));
  return found;
}

/** Newest first. */
export function listDocuments(db: Db, personNo: number): Promise<PersonDocument[]> {
  return db
    .select()
    .from(personDocuments)
    .where(eq(personDocuments.personNo, personNo))
    .orderBy(desc(personDocuments.createdAt), desc(personDocuments.no));
}

export async function insertDocument(db: Db, values: NewPersonDocument): Promise<PersonDocument> {
  const [row] = await db.insert(personDocuments).values(values).returning();
  if (!row) throw new Error('Document not inserted');
  return row;
}

/** Deletes the document if it still has this version; undefined when it has another. */
export async function deleteDocument(db: Db, no: number, version: number): Promise<PersonDocument | undefined> {
  const [row] = await db
    .delete(personDocuments)
    .where(and(eq(personDocuments.no, no), eq(personDocuments.version, version)))
    .returning();
  return row;
}
