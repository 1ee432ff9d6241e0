import { and, eq, ne } from 'drizzle-orm';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { maskedAccount } from '@libero/shared/bodies/bank-accounts';
import { LANGUAGES, type Language } from '@libero/shared/i18n/languages';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/identity';
import type { AnnounceSettings, RecordChange } from '../../gateway/binding';
import type { Row } from '../../gateway/values';
import type { QueuedMail } from '../mail';

/** What a federation's users are told of its bank accounts. */
export type BankAccountNews = 'submitted' | 'changed' | 'withdrawn' | 'verified' | 'rejected';

type Wording = { hello: string; account: string; news: Record<BankAccountNews, string>; reason: string };

const WORDING: Record<Language, Wording> = {
  en: {
    hello: 'Hello,',
    account: 'Bank account',
    news: {
      submitted: 'was submitted for verification.',
      changed: 'was changed and awaits verification again.',
      withdrawn: 'was withdrawn.',
      verified: 'was verified: payments to your federation now go to this account.',
      rejected: 'was not accepted. Please correct it and submit it again.',
    },
    reason: 'Reason:',
  },
  fr: {
    hello: 'Bonjour,',
    account: 'Compte bancaire',
    news: {
      submitted: 'a été soumis pour vérification.',
      changed: 'a été modifié et attend de nouveau sa vérification.',
      withdrawn: 'a été retiré.',
      verified: 'a été vérifié : les paiements à votre fédération vont désormais sur ce compte.',
      rejected: "n'a pas été accepté. Merci de le corriger et de le soumettre à nouveau.",
    },
    reason: 'Motif :',
  },
  es: {
    hello: 'Hola:',
    account: 'Cuenta bancaria',
    news: {
      submitted: 'se presentó para su verificación.',
      changed: 'se modificó y espera de nuevo su verificación.',
      withdrawn: 'se retiró.',
      verified: 'se verificó: los pagos a su federación se abonan ahora en esta cuenta.',
      rejected: 'no se aceptó. Corríjala y preséntela de nuevo.',
    },
    reason: 'Motivo:',
  },
};

/** The federation's active users with an address, each with their language. */
async function federationUsers(db: Db, federationNo: number) {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.type, UserTypeNo.Federation),
        eq(users.typeNo, federationNo),
        eq(users.active, true),
        ne(users.email, ''),
      ),
    );
}

const languageOf = (value: string): Language => LANGUAGES.find((language) => language === value) ?? 'en';

/** What a mail says of an account: whose it is, its bank, the end of its number and its currency. */
export type AccountFacts = {
  no: number;
  federationNo: number;
  federationCode: string;
  bankName: string;
  iban: string | null;
  accountNumber: string | null;
  currency: string;
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The facts of an account as the gateway reads it. */
const factsOfRow = (row: Row): AccountFacts => ({
  no: Number(row.No),
  federationNo: Number(row.NoFederation),
  federationCode: text(row.FederationCode) ?? '',
  bankName: text(row.BankName) ?? '',
  iban: text(row.Iban),
  accountNumber: text(row.AccountNumber),
  currency: text(row.Currency) ?? '',
});

/**
 * One mail per user of the account's federation, in their language: what happened to which
 * account (its bank and only the end of its number), the reason of a rejection, and the link to
 * the federation's page.
 */
export async function mailsOfBankAccount(
  db: Db,
  settings: AnnounceSettings,
  account: AccountFacts,
  news: BankAccountNews,
  byUserNo: number,
  reason = '',
): Promise<QueuedMail[]> {
  const number = maskedAccount(account.iban, account.accountNumber);
  const about = `${account.bankName}, ${number} (${account.currency})`;
  const link = `${settings.publicUrl.replace(/\/$/, '')}/federations/${account.federationNo}`;
  return (await federationUsers(db, account.federationNo)).map((user) => {
    const wording = WORDING[languageOf(user.language)];
    const said = reason ? `\n${wording.reason} ${reason}\n` : '';
    return {
      kind: `bank-account-${news}`,
      to: user.email,
      subject: `${settings.orgCode}: ${wording.account} ${account.federationCode} — ${about}`,
      text: `${wording.hello}\n\n${wording.account} ${about} ${wording.news[news]}\n${said}\n${link}\n`,
      queuedByUserNo: byUserNo,
      source: `bank account ${account.no}`,
    };
  });
}

/** The gateway's saves and deletes, told to the federation. */
export function bankAccountNews(db: Db, change: RecordChange, settings: AnnounceSettings): Promise<QueuedMail[]> {
  const account = change.after ?? change.before;
  if (!account) return Promise.resolve([]);
  const news: BankAccountNews = !change.after ? 'withdrawn' : change.before ? 'changed' : 'submitted';
  return mailsOfBankAccount(db, settings, factsOfRow(account), news, change.viewer.no);
}
