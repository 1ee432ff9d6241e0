import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonOf } from '@libero/shared/transfers/seasons';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { mailOutbox } from '../../db/schema/mail';
import { personRoles, persons } from '../../db/schema/people';
import { volleyTransfers } from '../../db/schema/transfers';
import { settleByClock } from './transfer-clock';

const USERS = [
  'administrator',
  'volleyclub',
  'federation',
  'federation2',
  'player2',
  'player',
  'confederation',
  'coach',
] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const season = seasonOf(day(0));
let wanjala: number;
let egonu: number;
let vakifbank: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
  const db = t.app.identityDb.db;
  const person = async (lastName: string) =>
    (await db.select({ no: persons.no }).from(persons).where(eq(persons.lastName, lastName)))[0]?.no ?? 0;
  [wanjala, egonu] = [await person('Wanjala'), await person('Egonu')];
  vakifbank =
    (await db.select({ no: volleyClubs.no }).from(volleyClubs).where(like(volleyClubs.name, 'Vak%')))[0]?.no ?? 0;
  // This season's window open, the next one's not yet.
  await api('administrator', 'PUT', `/api/admin/transfer-windows/${season}`, { opensOn: day(-30), closesOn: day(30) });
  await api('administrator', 'PUT', `/api/admin/transfer-windows/${season + 1}`, {
    opensOn: day(10),
    closesOn: day(60),
  });
});
afterAll(() => t?.close());

function api(user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload && { payload }) });
}

function upload(user: User, url: string, fields: Record<string, string>) {
  const { payload, headers } = multipartBody(fields);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: cookies.get(user) ?? '' } });
}

async function dossier(no: number, user: User = 'administrator'): Promise<TTransferDossier> {
  const response = await api(user, 'GET', `/api/transfers/${no}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Sends a step and expects it refused with `status` and `code`, the transfer unchanged. */
async function refused(
  user: User,
  method: 'POST' | 'PUT' | 'DELETE',
  no: number,
  path: string,
  status: number,
  code: string,
  body: ((d: TTransferDossier) => object) | null = (d) => ({ version: d.version }),
) {
  const before = await dossier(no);
  const response = await api(user, method, `/api/transfers/${no}${path}`, body?.(before));
  expect(response.statusCode, `${user} ${method} ${path}: ${response.body}`).toBe(status);
  expect(response.json().errors[0].code).toBe(code);
  const after = await dossier(no);
  expect({ version: after.version, status: after.status, signatures: after.signatures }).toEqual({
    version: before.version,
    status: before.status,
    signatures: before.signatures,
  });
}

async function step(
  user: User,
  no: number,
  path: string,
  body: (d: TTransferDossier) => object = (d) => ({ version: d.version }),
  method: 'POST' | 'PUT' = 'POST',
) {
  const response = await api(user, method, `/api/transfers/${no}${path}`, body(await dossier(no)));
  expect(response.statusCode, `${user} ${path}: ${response.body}`).toBe(200);
  return response.json().data as TTransferDossier;
}

const sign = (user: User, no: number, party: string) =>
  step(user, no, '/signatures', (d) => ({ version: d.version, party }));
const signOf = (d: TTransferDossier, party: string) => d.signatures.find((s) => s.party === party)?.state;

async function start(user: User, body: object): Promise<TTransferDossier> {
  const response = await api(user, 'POST', '/api/transfers', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const contract = { firstSeason: season, lastSeason: season + 1, contractStart: day(1), contractEnd: day(400) };

async function mailsOf(no: number, kind: string) {
  return t.app.identityDb.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.source, `transfer ${no}`), eq(mailOutbox.kind, kind)));
}

describe('an international transfer from start to certificate', () => {
  it('goes through every party in turn, and a modification sends it back to them all', async () => {
    let d = await start('volleyclub', { playerNo: wanjala, ...contract, submit: true });
    const no = d.no;
    expect(d).toMatchObject({
      status: 'inProgress',
      awaiting: ['player', 'receivingClub'],
      paymentDetails: null,
      handlingBody: { kind: 'world', name: 'FIVB' },
    });
    expect(d.fee).toEqual({ amountMinor: 100000, currency: 'CHF' });
    expect(d.releasingFederation.code).toBe('KEN');
    expect(d.receivingClub?.name).toBe('Sir Safety Perugia');

    // Out of turn, for someone else, or on a stale version: refused, nothing changed.
    await refused('federation', 'POST', no, '/signatures', 409, 'TransferStepRefused', (x) => ({
      version: x.version,
      party: 'releasingFederation',
    }));
    await refused('volleyclub', 'POST', no, '/signatures', 403, 'AccessDenied', (x) => ({
      version: x.version,
      party: 'player',
    }));
    await refused('confederation', 'POST', no, '/signatures', 403, 'AccessDenied', (x) => ({
      version: x.version,
      party: 'handlingBody',
    }));
    await refused('player2', 'POST', no, '/signatures', 409, 'Conflict', (x) => ({
      version: x.version - 1,
      party: 'player',
    }));
    await refused('coach', 'POST', no, '/signatures', 404, 'NotFound', (x) => ({
      version: x.version,
      party: 'player',
    }));
    expect((await api('player', 'GET', `/api/transfers/${no}`)).statusCode).toBe(404);

    d = await sign('player2', no, 'player');
    expect(d.signatures.find((s) => s.party === 'player')).toMatchObject({
      state: 'signed',
      signedBy: 'Mercy Wanjala',
      onBehalfOf: null,
    });
    expect(d.paymentDetails).toBeNull();
    d = await sign('volleyclub', no, 'receivingClub');
    expect(d.status).toBe('awaitingFederations');
    expect(d.paymentDetails).toMatchObject({ amountMinor: 100000, currency: 'CHF', payee: 'FIVB' });
    expect(d.paymentDetails?.reference).toContain(`FIVB ${wanjala}`);
    expect(d.paymentDetails?.reference).toContain('Sir Safety Perugia');

    await sign('federation', no, 'releasingFederation');
    d = await sign('federation2', no, 'receivingFederation');
    expect(d).toMatchObject({ status: 'awaitingPayment', awaiting: ['receivingClub'] });
    expect(d.blocking.map((b) => b.code)).toEqual(['contractDocumentMissing', 'paymentDue']);
    await refused('administrator', 'POST', no, '/approve', 409, 'TransferStepRefused');

    expect((await upload('volleyclub', `/api/transfers/${no}/documents`, { kind: 'contract' })).statusCode).toBe(201);
    const wrongCurrency = await upload('volleyclub', `/api/transfers/${no}/payments`, {
      version: String((await dossier(no)).version),
      amountMinor: '100000',
      currency: 'EUR',
      paidOn: day(0),
    });
    expect(wrongCurrency.statusCode).toBe(422);
    expect(
      (
        await upload('player2', `/api/transfers/${no}/payments`, {
          version: String((await dossier(no)).version),
          amountMinor: '100000',
          currency: 'CHF',
          paidOn: day(0),
        })
      ).statusCode,
    ).toBe(403);
    const paid = await upload('volleyclub', `/api/transfers/${no}/payments`, {
      version: String((await dossier(no)).version),
      amountMinor: '100000',
      currency: 'CHF',
      paidOn: day(0),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    d = paid.json().data;
    expect(d).toMatchObject({ status: 'paymentInReview', awaiting: ['handlingBody'], blocking: [], paidMinor: 100000 });
    expect(d.payments[0]?.proofDocumentNo).toEqual(expect.any(Number));

    await refused('federation2', 'POST', no, '/approve', 403, 'AccessDenied');
    d = await step('administrator', no, '/approve');
    expect(['approved', 'active']).toContain(d.status);
    expect(d.itcNumber).toMatch(new RegExp(`^ITC-${season}-\\d{5}$`));
    expect(signOf(d, 'handlingBody')).toBe('signed');
    const certificate = await api('player2', 'GET', `/api/transfers/${no}/certificate`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toContain(`${d.itcNumber}.pdf`);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await mailsOf(no, 'transfer-approved')).toHaveLength(5);

    const modified = await api('federation2', 'PUT', `/api/transfers/${no}`, {
      version: d.version,
      fromClubNo: null,
      toClubNo: d.receivingClub?.no ?? null,
      ...contract,
      contractEnd: day(500),
    });
    expect(modified.statusCode, modified.body).toBe(200);
    d = modified.json().data;
    expect(d.status).toBe('inProgress');
    expect(d.signatures.filter((s) => s.state === 'signed')).toEqual([]);
    expect((await api('player2', 'GET', `/api/transfers/${no}/certificate`)).statusCode).toBe(404);
    const told = await mailsOf(no, 'transfer-modified');
    const recipients = told.flatMap((mail) => mail.recipients);
    expect(new Set(recipients).size).toBe(5);
    expect(recipients).toEqual(
      expect.arrayContaining([
        'office@perugia.example',
        'info@volleyball.it.example',
        'info@volleyball.ke.example',
        'transfers@localhost',
      ]),
    );
  });
});

const ACTOR_SIGNS: Record<User, string[] | null> = {
  administrator: ['player', 'receivingClub'],
  volleyclub: ['receivingClub'],
  player2: ['player'],
  federation: [],
  federation2: [],
  confederation: [],
  player: null,
  coach: null,
};
/** The party a user holds on the first journey's transfer (KEN → Perugia, handled by the world federation). */
const HOLDS: Partial<Record<User, string[]>> = {
  administrator: [
    'player',
    'receivingClub',
    'receivingFederation',
    'releasingFederation',
    'releasingClub',
    'handlingBody',
  ],
  volleyclub: ['receivingClub'],
  player2: ['player'],
  federation: ['releasingFederation'],
  federation2: ['receivingFederation'],
};
const PARTIES = [
  'player',
  'receivingClub',
  'receivingFederation',
  'releasingFederation',
  'releasingClub',
  'handlingBody',
];

describe('who may do what on a transfer', () => {
  let no: number;
  beforeAll(async () => {
    const [open] = await t.app.identityDb.db
      .select({ no: volleyTransfers.no })
      .from(volleyTransfers)
      .where(and(eq(volleyTransfers.playerNo, wanjala), eq(volleyTransfers.status, 'inProgress')));
    no = open?.no ?? 0;
  });

  it('lets each party sign only its own signature, in its turn; others do not even see the transfer', async () => {
    for (const user of USERS) {
      const response = await api(user, 'GET', `/api/transfers/${no}`);
      if (ACTOR_SIGNS[user] === null) {
        expect(response.statusCode, user).toBe(404);
        await refused(user, 'POST', no, '/signatures', 404, 'NotFound', (d) => ({
          version: d.version,
          party: 'player',
        }));
        continue;
      }
      expect(response.json().data.actions.sign, user).toEqual(ACTOR_SIGNS[user]);
      for (const party of PARTIES.filter((one) => !ACTOR_SIGNS[user]?.includes(one))) {
        const theirs = HOLDS[user]?.includes(party) ?? false;
        await refused(
          user,
          'POST',
          no,
          '/signatures',
          theirs ? 409 : 403,
          theirs ? 'TransferStepRefused' : 'AccessDenied',
          (d) => ({ version: d.version, party }),
        );
      }
    }
  });

  it('offers each party the steps its role allows, and refuses the others without changing anything', async () => {
    const actions = async (user: User) => (await dossier(no, user)).actions;
    for (const user of ['administrator', 'volleyclub', 'federation2'] as const)
      expect(await actions(user), user).toMatchObject({
        modify: true,
        cancel: true,
        approve: false,
        recordPayment: false,
      });
    for (const user of ['federation', 'player2', 'confederation'] as const)
      expect(await actions(user), user).toMatchObject({ modify: false, cancel: false, approve: false });
    expect((await actions('federation')).reject).toBe(true);
    expect((await actions('volleyclub')).reject).toBe(false);
    expect((await actions('confederation')).uploadDocument).toBe(false);
    expect((await actions('player2')).uploadDocument).toBe(true);
    const reasoned = (d: TTransferDossier) => ({ version: d.version, reason: 'Not agreed.' });
    await refused('volleyclub', 'POST', no, '/reject', 403, 'AccessDenied', reasoned);
    await refused('federation', 'POST', no, '/cancel', 403, 'AccessDenied', reasoned);
    await refused('volleyclub', 'POST', no, '/release', 409, 'TransferStepRefused', reasoned);
    await refused('federation', 'POST', no, '/approve', 403, 'AccessDenied');
    await refused('federation2', 'POST', no, '/window-exception', 403, 'AccessDenied', reasoned);
    await refused('administrator', 'POST', no, '/window-exception', 409, 'TransferStepRefused', reasoned);
    await refused('player2', 'PUT', no, '', 403, 'AccessDenied', (d) => ({
      version: d.version,
      fromClubNo: null,
      toClubNo: d.receivingClub?.no ?? null,
      ...contract,
    }));
    await refused('federation', 'POST', no, '/reject', 400, 'BadParameter', (d) => ({
      version: d.version,
      reason: 'No.',
      extra: 1,
    }));
  });

  it('lets a party take back its signature while no later one rests on it', async () => {
    await sign('player2', no, 'player');
    let d = await sign('volleyclub', no, 'receivingClub');
    expect(d.actions.removeSignature).toEqual(['receivingClub']);
    await sign('federation', no, 'releasingFederation');
    await refused(
      'volleyclub',
      'DELETE',
      no,
      `/signatures/receivingClub?version=${(await dossier(no)).version}`,
      409,
      'TransferStepRefused',
      null,
    );
    await refused(
      'volleyclub',
      'DELETE',
      no,
      `/signatures/releasingFederation?version=${(await dossier(no)).version}`,
      403,
      'AccessDenied',
      null,
    );
    const removed = await api(
      'federation',
      'DELETE',
      `/api/transfers/${no}/signatures/releasingFederation?version=${(await dossier(no)).version}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    d = removed.json().data;
    expect(signOf(d, 'releasingFederation')).toBe('awaiting');
    expect(d.history.slice(0, 2).map((entry) => entry.action)).toEqual(['removeSignature', 'sign']);
  });

  it('ends a transfer by rejection of the releasing federation, after which nobody signs', async () => {
    const d = await step('federation', no, '/reject', (x) => ({
      version: x.version,
      reason: 'The player is under contract.',
    }));
    expect(d).toMatchObject({ status: 'rejected', closingReason: 'The player is under contract.', awaiting: [] });
    expect(await mailsOf(no, 'transfer-rejected')).toHaveLength(5);
    await refused('federation2', 'POST', no, '/signatures', 409, 'TransferStepRefused', (x) => ({
      version: x.version,
      party: 'receivingFederation',
    }));
  });
});

describe('starting a transfer', () => {
  it('is for the receiving club or federation, between two federations, for a player', async () => {
    const perugia = await perugiaNo();
    const count = async () =>
      (await t.app.identityDb.db.select({ no: volleyTransfers.no }).from(volleyTransfers)).length;
    const before = await count();
    const expectRefused = async (user: User, body: object, status: number, detail?: string) => {
      const response = await api(user, 'POST', '/api/transfers', body);
      expect(response.statusCode, `${user}: ${response.body}`).toBe(status);
      if (detail) expect(response.json().errors[0].detail).toBe(detail);
    };
    await expectRefused('federation2', { playerNo: egonu, toClubNo: perugia, ...contract }, 422, 'fromFederationNo');
    await expectRefused('coach', { playerNo: egonu, toClubNo: vakifbank, ...contract }, 403);
    await expectRefused('player', { playerNo: egonu, toClubNo: vakifbank, ...contract }, 403);
    await expectRefused('volleyclub', { playerNo: wanjala, toClubNo: vakifbank, ...contract }, 403);
    await expectRefused('federation', { playerNo: egonu, toClubNo: perugia, ...contract }, 422, 'toClubNo');
    await expectRefused('administrator', { playerNo: perugia, toClubNo: vakifbank, ...contract }, 422, 'playerNo');
    await expectRefused(
      'administrator',
      { playerNo: egonu, toClubNo: vakifbank, ...contract, lastSeason: season + 5 },
      422,
      'lastSeason',
    );
    expect(await count()).toBe(before);
  });

  it('refuses to send a transfer out of its window unless an admin records an exception', async () => {
    const french = await freePlayerOf('FRA');
    const next = { ...contract, firstSeason: season + 1, lastSeason: season + 1 };
    const closed = await api('volleyclub', 'POST', '/api/transfers', { playerNo: french, ...next, submit: true });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0]).toMatchObject({
      code: 'TransferWindowClosed',
      message: expect.stringContaining('window'),
    });
    const draft = await start('volleyclub', { playerNo: french, ...next });
    expect(draft).toMatchObject({
      status: 'draft',
      awaiting: ['receivingClub'],
      window: { open: false, season: season + 1 },
    });
    expect(draft.blocking[0]).toEqual({ code: 'windowClosed', season: season + 1 });
    await refused('volleyclub', 'POST', draft.no, '/submit', 409, 'TransferWindowClosed');
    const excepted = await step('administrator', draft.no, '/window-exception', (d) => ({
      version: d.version,
      reason: 'National league starts late this year.',
    }));
    expect(excepted.window).toMatchObject({
      open: true,
      exception: { reason: 'National league starts late this year.', grantedBy: 'administrator' },
    });
    expect((await step('volleyclub', draft.no, '/submit')).status).toBe('inProgress');
    const cancelled = await step('volleyclub', draft.no, '/cancel', (d) => ({
      version: d.version,
      reason: 'The player stays home.',
    }));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      closingReason: 'The player stays home.',
      actions: { modify: false, cancel: false, sign: [] },
    });
    expect((await mailsOf(draft.no, 'transfer-cancelled')).length).toBeGreaterThan(0);
  });
});

describe('two starts at once', () => {
  it('let only one through for a player', async () => {
    const german = await freePlayerOf('GER');
    const answers = await Promise.all([
      api('volleyclub', 'POST', '/api/transfers', { playerNo: german, ...contract }),
      api('federation2', 'POST', '/api/transfers', { playerNo: german, toClubNo: await perugiaNo(), ...contract }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a transfer inside one confederation', () => {
  it('is handled by that confederation in its currency, and approved by it', async () => {
    let d = await start('administrator', { playerNo: egonu, toClubNo: vakifbank, ...contract, submit: true });
    const no = d.no;
    expect(d).toMatchObject({
      handlingBody: { kind: 'confederation', name: 'Confédération Européenne de Volleyball' },
      fee: { amountMinor: 80000, currency: 'EUR' },
    });
    expect((await api('federation', 'GET', `/api/transfers/${no}`)).statusCode).toBe(404);
    await sign('player', no, 'player');
    d = await sign('administrator', no, 'receivingClub');
    expect(d.signatures.find((s) => s.party === 'receivingClub')?.onBehalfOf).toContain('Vak');
    await sign('federation2', no, 'releasingFederation');
    await sign('administrator', no, 'receivingFederation');
    expect((await upload('administrator', `/api/transfers/${no}/documents`, { kind: 'contract' })).statusCode).toBe(
      201,
    );
    const paid = await upload('administrator', `/api/transfers/${no}/payments`, {
      version: String((await dossier(no)).version),
      amountMinor: '80000',
      currency: 'EUR',
      paidOn: day(0),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await dossier(no, 'confederation')).actions.approve).toBe(true);
    d = await step('confederation', no, '/approve');
    expect(d.signatures.find((s) => s.party === 'handlingBody')).toMatchObject({
      state: 'signed',
      signedBy: 'Claire Dubois',
      onBehalfOf: null,
    });
    // Each body is told in its language: the confederation, seated in Luxembourg, in French.
    const approved = await mailsOf(no, 'transfer-approved');
    expect(approved.find((mail) => mail.recipients.includes('office@cev.example'))?.subject).toContain('approuvé');
    expect(approved.find((mail) => mail.recipients.includes('info@volleyball.tr.example'))?.subject).toContain(
      'approved',
    );

    // The calendar moves it on: active from the contract's start; then the player is released.
    const db = t.app.identityDb.db;
    expect(await settleByClock(db, 'production', day(0), no)).toBe(0);
    expect(await settleByClock(db, 'production', day(2), no)).toBe(1);
    expect((await dossier(no)).status).toBe('active');
    expect((await dossier(no)).history[0]).toMatchObject({ action: 'activate', actor: null });
    await refused('player', 'POST', no, '/release', 403, 'AccessDenied', (x) => ({
      version: x.version,
      reason: 'Homesick.',
    }));
    d = await step('administrator', no, '/release', (x) => ({ version: x.version, reason: 'Agreed by both clubs.' }));
    expect(d).toMatchObject({ status: 'released', closingReason: 'Agreed by both clubs.' });
    expect(await settleByClock(db, 'production', day(1000), no)).toBe(0);
    expect((await api('player', 'GET', `/api/transfers/${no}/certificate`)).statusCode).toBe(200);
  });
});

async function perugiaNo(): Promise<number> {
  const [perugia] = await t.app.identityDb.db
    .select({ no: volleyClubs.no })
    .from(volleyClubs)
    .where(eq(volleyClubs.name, 'Sir Safety Perugia'));
  return perugia?.no ?? 0;
}

/** A player of federation `code` who has no transfer yet. */
async function freePlayerOf(code: string): Promise<number> {
  const [player] = await t.app.identityDb.db
    .select({ no: persons.no })
    .from(persons)
    .innerJoin(federations, eq(federations.no, persons.federationNo))
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(
      and(
        eq(federations.code, code),
        sql`not exists (select 1 from ${volleyTransfers} where ${volleyTransfers.playerNo} = ${persons.no})`,
      ),
    )
    .limit(1);
  return player?.no ?? 0;
}

describe('steps sent at the same time', () => {
  it('keep the signature order: of two signatures on one version one is taken, the other refused, and no one signs out of turn', async () => {
    const d = await start('volleyclub', { playerNo: await freePlayerOf('KEN'), ...contract, submit: true });
    expect(d.awaiting).toEqual(['player', 'receivingClub']);
    // The club signs while the releasing federation, whose turn comes after the club's, tries too.
    const [club, federation] = await Promise.all([
      api('volleyclub', 'POST', `/api/transfers/${d.no}/signatures`, { version: d.version, party: 'receivingClub' }),
      api('federation', 'POST', `/api/transfers/${d.no}/signatures`, {
        version: d.version,
        party: 'releasingFederation',
      }),
    ]);
    expect(club.statusCode, club.body).toBe(200);
    expect([409]).toContain(federation.statusCode);
    const after = await dossier(d.no);
    expect(signOf(after, 'receivingClub')).toBe('signed');
    expect(signOf(after, 'releasingFederation')).not.toBe('signed');
    // Two parties whose turn it is, on the same version: one signature is taken, the other must read again.
    const fresh = await start('volleyclub', { playerNo: await freePlayerOf('KEN'), ...contract, submit: true });
    const both = await Promise.all([
      api('volleyclub', 'POST', `/api/transfers/${fresh.no}/signatures`, {
        version: fresh.version,
        party: 'receivingClub',
      }),
      api('administrator', 'POST', `/api/transfers/${fresh.no}/signatures`, {
        version: fresh.version,
        party: 'player',
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const signed = (await dossier(fresh.no)).signatures.filter((s) => s.state === 'signed');
    expect(signed).toHaveLength(1);
  });
});
