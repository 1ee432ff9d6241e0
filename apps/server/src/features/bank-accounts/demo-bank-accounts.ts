import { eq } from 'drizzle-orm';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { bankAccounts } from '../../db/schema/bank-accounts';
import { users } from '../../db/schema/identity';
import { storeDemoPdf, type DocumentStorage } from '../documents';

type DemoAccount = Omit<typeof bankAccounts.$inferInsert, 'federationNo'>;

const KENYA: DemoAccount = {
  accountHolder: 'Kenya Volleyball Federation',
  bankName: 'Equity Bank Kenya Limited',
  bankAddress: 'Equity Centre, Upper Hill, Nairobi',
  accountNumber: '0180 2912 3456 7',
  bic: 'EQBLKENA',
  currency: 'KES',
  countryCode: 'KE',
};

const ITALY: DemoAccount = {
  accountHolder: 'Federazione Italiana Pallavolo',
  bankName: 'Banco BPM',
  bankAddress: 'Piazza Meda 4, Milano',
  iban: 'IT60X0542811101000000123456',
  bic: 'BAPPIT21',
  currency: 'EUR',
  countryCode: 'IT',
};

/** Italy's move to another bank, waiting for an admin with its proof. */
const ITALY_NEXT: DemoAccount = {
  accountHolder: 'Federazione Italiana Pallavolo',
  bankName: 'Intesa Sanpaolo',
  iban: 'IT02A0301503200000003517230',
  bic: 'BCITITMM',
  currency: 'EUR',
  countryCode: 'IT',
};

const userOf = async (db: Db, username: string) =>
  (await db.select({ no: users.no, typeNo: users.typeNo }).from(users).where(eq(users.username, username)))[0];

/**
 * The demo federations' payment details: Kenya (`federation`) and Italy (`federation2`) each have
 * an active account, verified by `administrator`; Italy has submitted a new one, proof attached.
 */
export function demoBankAccountsSeeder(storage: DocumentStorage) {
  return async (db: Db): Promise<void> => {
    const admin = await userOf(db, 'administrator');
    const proof = (account: DemoAccount) =>
      storeDemoPdf(storage, {
        title: 'Bank account confirmation',
        subject: account.accountHolder,
        issuedOn: utcDay(new Date()),
        fields: [
          ['Holder', account.accountHolder],
          ['Bank', account.bankName],
          ['Account', account.iban ?? account.accountNumber ?? ''],
        ],
        fileName: 'bank-letter.pdf',
      }).then((file) => ({
        proofFileName: file.fileName,
        proofContentType: file.contentType,
        proofSizeBytes: file.sizeBytes,
        proofStorageKey: file.storageKey,
      }));
    const seeds: [string, DemoAccount, boolean][] = [
      ['federation', KENYA, true],
      ['federation2', ITALY, true],
      ['federation2', ITALY_NEXT, false],
    ];
    for (const [username, account, verified] of seeds) {
      const federationUser = await userOf(db, username);
      if (!federationUser) continue;
      const verification = verified
        ? { status: 'active', verifiedAt: new Date(), verifiedByUserNo: admin?.no ?? null }
        : { status: 'submitted' };
      await db.insert(bankAccounts).values({
        ...account,
        ...(await proof(account)),
        ...verification,
        federationNo: federationUser.typeNo,
        submittedByUserNo: federationUser.no,
      });
    }
  };
}
