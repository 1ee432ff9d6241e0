import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE_CODES, type UserTypeCode } from '@libero/shared/auth/user-types';
import { buildRequest, get, getList, type VisAttributes } from '@libero/shared/vis/request-builder';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createDocumentStorage } from '../documents';
import { auditLog } from '../../db/schema/audit';
import { bankAccounts } from '../../db/schema/bank-accounts';
import { federations } from '../../db/schema/bodies';
import { mailOutbox } from '../../db/schema/mail';

/**
 * Federations' bank accounts (issue #25): the demo `federation` user is Kenya's, `federation2`
 * Italy's. Kenya banks in Switzerland here, with an IBAN.
 */
const SWISS_IBAN = 'CH93 0076 2011 6238 5295 7';

let t: TestApp;
const cookies = new Map<string, string>();
const db = () => t.app.identityDb.db;
let kenya = 0;

const usernameOf = (type: UserTypeCode) => type.toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
  for (const type of USER_TYPE_CODES) cookies.set(usernameOf(type), await signIn(t.app, usernameOf(type)));
  cookies.set('federation2', await signIn(t.app, 'federation2'));
  const [row] = await db().select({ no: federations.no }).from(federations).where(eq(federations.code, 'KEN'));
  kenya = row!.no;
}, 120_000);
afterAll(() => t?.close());

const send = (user: string | null, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: user ? '/proxy' : '/vis2009/XmlRequest.asmx',
    headers: {
      cookie: user ? (cookies.get(user) ?? '') : '',
      'content-type': 'application/xml',
      accept: 'application/json',
    },
    payload: xml,
  });
const saveAccount = (user: string, attributes: VisAttributes) =>
  send(user, buildRequest({ type: 'SaveBankAccount', node: { name: 'BankAccount', attributes } }));
const deleteAccount = (user: string, no: number, version: number) =>
  send(user, buildRequest({ type: 'DeleteBankAccount', attributes: { No: no, Version: version } }));
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; field?: string; detail?: string }[] }).errors[0]!;
const step = (user: string, no: number, name: 'verify' | 'reject', body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bank-accounts/${no}/${name}`,
    headers: { cookie: cookies.get(user) ?? '' },
    payload: body,
  });
const uploadProof = (user: string, no: number, version: number) => {
  const { payload, headers } = multipartBody({ version: String(version) }, undefined, 'bank-letter.pdf');
  return t.app.inject({
    method: 'PUT',
    url: `/api/bank-accounts/${no}/proof`,
    headers: { ...headers, cookie: cookies.get(user) ?? '' },
    payload,
  });
};

/** The reasons the account waits on `user` in their work queue. */
async function waitsOn(user: string, no: number): Promise<string[]> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/work-queue',
    headers: { cookie: cookies.get(user) ?? '' },
  });
  const items = (answer.json() as { items: { key: string; reason: string }[] }).items;
  return items.filter((item) => item.key.startsWith(`federations:bank-account:${no}:`)).map((item) => item.reason);
}

const NEW_ACCOUNT = (): VisAttributes => ({
  NoFederation: kenya,
  AccountHolder: 'Kenya Volleyball Federation',
  BankName: 'UBS Switzerland AG',
  Iban: SWISS_IBAN,
  Bic: 'ubsw ch zh 80a',
  Currency: 'chf',
  CountryCode: 'CH',
});

type Account = { no: number; version: number; status: string; iban: string; bic: string; currency: string };

/** Kenya's account waiting for verification, created once for the tests that need one. */
let pending: Account;

describe('a federation submits its bank account', () => {
  it('checks the IBAN, the BIC, the currency and the country, each refusal naming its field', async () => {
    const refusals: [VisAttributes, string][] = [
      [{ Iban: 'CH94 0076 2011 6238 5295 7' }, 'Iban'],
      [{ Iban: '', AccountNumber: '' }, 'Iban'],
      [{ Bic: 'UBS1CHZH' }, 'Bic'],
      [{ Currency: 'XYZ' }, 'Currency'],
      [{ CountryCode: 'DE' }, 'CountryCode'],
      [{ Iban: '', AccountNumber: '12#34' }, 'AccountNumber'],
    ];
    for (const [change, field] of refusals) {
      const answer = await saveAccount('federation', { ...NEW_ACCOUNT(), ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(422);
      expect(errorOf(answer).detail ?? errorOf(answer).field).toContain(field);
    }
    expect(await db().$count(bankAccounts, eq(bankAccounts.federationNo, kenya))).toBe(1);
  });

  it('is saved normalized and submitted, audited and mailed to the federation users', async () => {
    const answer = await saveAccount('federation', NEW_ACCOUNT());
    expect(answer.statusCode, answer.body).toBe(200);
    pending = answer.json().data;
    expect(pending).toMatchObject({
      iban: 'CH9300762011623852957',
      bic: 'UBSWCHZH80A',
      currency: 'CHF',
      status: 'submitted',
      submittedBy: 'Faith Wanjiru',
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'BankAccount'), eq(auditLog.entityNo, String(pending.no))));
    expect(audit?.action).toBe('save');
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'bank-account-submitted'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.text).toContain('•••• 2957');
    expect(mail?.text).not.toContain('0076 2011');
  });

  it('has one account waiting at a time, and another federation cannot submit one for it', async () => {
    const second = await saveAccount('federation', NEW_ACCOUNT());
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).code).toBe('Duplicate');
    const foreign = await saveAccount('federation2', NEW_ACCOUNT());
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a save over a version changed since it was read', async () => {
    const first = await saveAccount('federation', { No: pending.no, Version: pending.version, BankAddress: 'Zurich' });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await saveAccount('federation', { No: pending.no, Version: pending.version, BankAddress: 'Basel' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('Conflict');
    pending = first.json().data;
  });
});

describe('an admin verifies it', () => {
  it('asks for the proof first, and the version read', async () => {
    expect(await waitsOn('federation', pending.no)).toEqual(['federations.uploadBankProof']);
    expect(await waitsOn('administrator', pending.no)).toEqual([]);
    const early = await step('administrator', pending.no, 'verify', { version: pending.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('BankAccountProofMissing');
    const uploaded = await uploadProof('federation', pending.no, pending.version);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const stale = await step('administrator', pending.no, 'verify', { version: pending.version });
    expect(stale.statusCode).toBe(409);
    pending = { ...pending, version: uploaded.json().version };
    expect(await waitsOn('federation', pending.no)).toEqual([]);
    expect(await waitsOn('administrator', pending.no)).toEqual(['federations.verifyBankAccount']);
  });

  it('is for admins only', async () => {
    const answer = await step('federation', pending.no, 'verify', { version: pending.version });
    expect(answer.statusCode).toBe(403);
  });

  it('makes it the active account, the one before it replaced, and tells the federation', async () => {
    const [before] = await db()
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.federationNo, kenya), eq(bankAccounts.status, 'active')));
    const answer = await step('administrator', pending.no, 'verify', { version: pending.version });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe('active');
    expect(await waitsOn('administrator', pending.no)).toEqual([]);
    const [old] = await db().select().from(bankAccounts).where(eq(bankAccounts.no, before!.no));
    expect(old?.status).toBe('replaced');
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'bank-account-verified'));
    expect(mails.map((mail) => mail.recipients).flat()).toContain('federation@demo.libero.example');
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'BankAccount'), eq(auditLog.entityNo, String(pending.no))));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['save', 'upload', 'verify']));
  });

  it('leaves an account in use unchanged: neither saved nor deleted', async () => {
    const [active] = await db().select().from(bankAccounts).where(eq(bankAccounts.no, pending.no));
    const saved = await saveAccount('federation', { No: active!.no, Version: active!.version, BankName: 'Other' });
    expect(saved.statusCode).toBe(409);
    expect(errorOf(saved).code).toBe('BankAccountStepRefused');
    const deleted = await deleteAccount('federation', active!.no, active!.version);
    expect(deleted.statusCode).toBe(409);
    expect(await db().$count(bankAccounts, eq(bankAccounts.no, active!.no))).toBe(1);
  });
});

describe('a rejected account', () => {
  it('goes back to its federation with the reason, which corrects and submits it again', async () => {
    const created = await saveAccount('federation', {
      ...NEW_ACCOUNT(),
      Iban: '',
      AccountNumber: '0123 4567 89',
      CountryCode: 'KE',
      Bic: 'EQBLKENA',
      Currency: 'KES',
    });
    expect(created.statusCode, created.body).toBe(200);
    const account: Account = created.json().data;
    const silent = await step('administrator', account.no, 'reject', { version: account.version });
    expect(silent.statusCode).toBe(422);
    const rejected = await step('administrator', account.no, 'reject', {
      version: account.version,
      reason: 'The holder differs from the bank letter.',
    });
    expect(rejected.json().status).toBe('rejected');
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'bank-account-rejected'));
    expect(mail?.text).toContain('The holder differs from the bank letter.');
    expect(await waitsOn('federation', account.no)).toEqual(['federations.correctBankAccount']);
    const corrected = await saveAccount('federation', {
      No: account.no,
      Version: rejected.json().version,
      AccountHolder: 'Kenya Volleyball Federation (KVF)',
    });
    expect(corrected.json().data).toMatchObject({ status: 'submitted', rejectReason: null });
    const proven = await uploadProof('federation', account.no, corrected.json().data.version);
    expect(proven.statusCode, proven.body).toBe(200);
    const [withProof] = await db().select().from(bankAccounts).where(eq(bankAccounts.no, account.no));
    const withdrawn = await deleteAccount('federation', account.no, withProof!.version);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await db().$count(mailOutbox, eq(mailOutbox.kind, 'bank-account-withdrawn'))).toBeGreaterThan(0);
    const stored: string[] = [];
    for await (const key of createDocumentStorage(t.config).keys()) stored.push(key);
    expect(stored).not.toContain(withProof!.proofStorageKey);
  });
});

const VIEWERS: [string, string | null][] = [
  ...USER_TYPE_CODES.map((type): [string, string] => [type, usernameOf(type)]),
  ['other federation', 'federation2'],
  ['anonymous', null],
];

describe.each(VIEWERS)('read by %s', (_name, user) => {
  const readers = ['administrator', 'supervisor', 'federation'];
  it('only the federation and admins see the account, or its proof', async () => {
    const one = await send(user, buildRequest(get('BankAccount', pending.no)));
    const all = await send(user, buildRequest(getList('BankAccount', { filter: { NoFederation: kenya } })));
    const proof = await t.app.inject({
      method: 'GET',
      url: `/api/bank-accounts/${pending.no}/proof`,
      headers: { cookie: user ? (cookies.get(user) ?? '') : '' },
    });
    if (user && readers.includes(user)) {
      expect(one.statusCode).toBe(200);
      expect(all.json().data.map((row: Account) => row.no)).toContain(pending.no);
      expect(proof.statusCode).toBe(200);
      return;
    }
    expect(one.body).not.toContain('CH9300762011623852957');
    expect(all.body).not.toContain('CH9300762011623852957');
    expect(proof.statusCode).toBe(user === null ? 401 : user === 'federation2' ? 404 : 403);
    if (user === null) expect(one.statusCode).toBe(401);
    else if (user === 'federation2') {
      expect(one.statusCode).toBe(404);
      expect(all.json().data).toEqual([]);
    } else expect(one.statusCode).toBe(403);
  });
});

it('never answers a federation profile or a public list with payment details', async () => {
  const profile = await send(null, buildRequest(getList('Federation', { filter: { Code: 'KEN' } })));
  expect(profile.body).not.toMatch(/CH9300762011623852957|UBSWCHZH80A/);
  const writes = await db().$count(auditLog, like(auditLog.entity, 'BankAccount'));
  expect(writes).toBeGreaterThan(0);
});
