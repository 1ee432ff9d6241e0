import { asc, eq, or } from 'drizzle-orm';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/identity';
import { personDocuments, persons } from '../../db/schema/people';
import { transferDocuments, volleyTransfers } from '../../db/schema/transfers';
import { storeDemoPdf } from './demo-file';
import type { DocumentStorage } from './document-storage';

const typeNoOf = async (db: Db, username: string) =>
  (await db.select({ typeNo: users.typeNo }).from(users).where(eq(users.username, username)))[0]?.typeNo;

async function passport(db: Db, storage: DocumentStorage, personNo: number | undefined, issuedOn: string) {
  if (!personNo) return;
  const [person] = await db.select().from(persons).where(eq(persons.no, personNo));
  if (!person) return;
  const name = `${person.firstName} ${person.lastName}`;
  const file = await storeDemoPdf(storage, {
    title: 'Passport scan',
    subject: name,
    issuedOn,
    fields: [['Holder', name]],
    fileName: 'passport.pdf',
  });
  await db.insert(personDocuments).values({ personNo, kind: 'passport', ...file });
}

async function contract(db: Db, storage: DocumentStorage, federationNo: number | undefined, issuedOn: string) {
  if (!federationNo) return;
  const [transfer] = await db
    .select()
    .from(volleyTransfers)
    .where(or(eq(volleyTransfers.fromFederationNo, federationNo), eq(volleyTransfers.toFederationNo, federationNo)))
    .orderBy(asc(volleyTransfers.no))
    .limit(1);
  if (!transfer) return;
  const file = await storeDemoPdf(storage, {
    title: `Employment contract, transfer ${transfer.no}`,
    subject: `Transfer ${transfer.no}`,
    issuedOn,
    fields: [['Transfer', String(transfer.no)]],
    fileName: 'contract.pdf',
  });
  await db.insert(transferDocuments).values({ transferNo: transfer.no, kind: 'contract', ...file });
}

/**
 * Files on record: the passport scans of the demo player and of a person of each demo federation,
 * and a contract on a transfer of each, so that every one of them finds documents of its own.
 */
export function demoDocumentsSeeder(storage: DocumentStorage) {
  return async (db: Db): Promise<void> => {
    const issuedOn = utcDay(new Date());
    await passport(db, storage, await typeNoOf(db, 'player'), issuedOn);
    for (const username of ['federation', 'federation2']) {
      const federationNo = await typeNoOf(db, username);
      if (!federationNo) continue;
      const [person] = await db
        .select({ no: persons.no })
        .from(persons)
        .where(eq(persons.federationNo, federationNo))
        .orderBy(asc(persons.no))
        .limit(1);
      await passport(db, storage, person?.no, issuedOn);
      await contract(db, storage, federationNo, issuedOn);
    }
  };
}
