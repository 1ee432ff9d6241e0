import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { DEFAULT_LEGAL_SETTINGS, type TLegalSettings } from '@libero/shared/legal/origin-rules';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { federations } from '../../db/schema/bodies';
import { legalCases } from '../../db/schema/legal';
import { mailOutbox } from '../../db/schema/mail';
import { personRoles, persons } from '../../db/schema/people';

/**
 * federation: Kenya and federation2: Italy, both holding the legal grant (Italy answers as the
 * current federation); confederation: CEV (Italy's), holding it; player: no grant.
 */
const USERS = ['administrator', 'federation', 'federation2', 'confederation', 'player'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
let kenya: number;
let italy: number;
const db = () => t.app.identityDb.db;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
  const code = async (c: string) => (await db().select().from(federations).where(eq(federations.code, c)))[0]!.no;
  [kenya, italy] = [await code('KEN'), await code('ITA')];
});
afterAll(() => t?.close());

function api(user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload && { payload }) });
}

let players = 0;
/** A new player of Italy (never on a national team's roster), holding `nationality`. */
async function italianPlayer(nationality = 'IT'): Promise<number> {
  const [player] = await db()
    .insert(persons)
    .values({ firstName: 'Giulia', lastName: `Legal ${++players}`, gender: 1, federationNo: italy, nationality })
    .returning({ no: persons.no });
  await db().insert(personRoles).values({ personNo: player!.no, role: 'player' });
  return player!.no;
}

async function dossier(no: number, user: User = 'administrator'): Promise<TCaseDossier> {
  const response = await api(user, 'GET', `/api/legal/cases/${no}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function open(user: User, playerNo: number, extra: object = {}): Promise<TCaseDossier> {
  const response = await api(user, 'POST', '/api/legal/cases', { kind: 'originChange', playerNo, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function step(user: User, no: number, name: string, body: object = {}) {
  const { version } = await dossier(no);
  return api(user, 'POST', `/api/legal/cases/${no}/steps/${name}`, { version, ...body });
}

async function stepOk(user: User, no: number, name: string, body: object = {}): Promise<TCaseDossier> {
  const response = await step(user, no, name, body);
  expect(response.statusCode, `${user} ${name}: ${response.body}`).toBe(200);
  return response.json();
}

/** A step refused with `status` and `code`, the case unchanged. */
async function refused(user: User, no: number, name: string, status: number, code: string, body: object = {}) {
  const before = await dossier(no);
  const response = await step(user, no, name, body);
  expect(response.statusCode, `${user} ${name}: ${response.body}`).toBe(status);
  expect(response.json().errors[0].code).toBe(code);
  const after = await dossier(no);
  expect({ version: after.version, status: after.status }).toEqual({ version: before.version, status: before.status });
}

async function upload(user: User, no: number, kind: string) {
  const { payload, headers } = multipartBody({ kind });
  return t.app.inject({
    method: 'POST',
    url: `/api/legal/cases/${no}/documents`,
    payload,
    headers: { ...headers, cookie: cookies.get(user) ?? '' },
  });
}

async function saveSettings(change: (settings: TLegalSettings) => TLegalSettings) {
  const current = (await api('administrator', 'GET', '/api/legal/settings')).json() as TLegalSettings & {
    version: number;
  };
  const { version, ...settings } = current;
  const saved = await api('administrator', 'PUT', '/api/legal/settings', { ...change(settings), version });
  expect(saved.statusCode, saved.body).toBe(200);
}

const mailsOf = async (no: number) =>
  db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.source, `legal case ${no}`));

describe('a change of federation of origin', () => {
  it('goes through the current federation, which may object with a statement, then the office decides', async () => {
    const playerNo = await italianPlayer();
    await db().update(persons).set({ email: 'giulia.legal@example.test' }).where(eq(persons.no, playerNo));
    const draft = await open('federation', playerNo, { applicantStatement: 'She has lived in Nairobi since 2019.' });
    expect(draft).toMatchObject({
      status: 'draft',
      applicant: { code: 'KEN' },
      currentFederation: { code: 'ITA' },
      roles: ['applicant'],
      steps: ['submit', 'withdraw'],
      canEdit: true,
    });
    // A draft is its applicant's own: the current federation does not see it yet.
    expect((await api('federation2', 'GET', `/api/legal/cases/${draft.no}`)).statusCode).toBe(404);

    const submitted = await stepOk('federation', draft.no, 'submit');
    expect(submitted).toMatchObject({ status: 'submitted', awaited: 'office', overdue: false });
    expect(submitted.dueDay! > today()).toBe(true);
    // Out of turn: the current federation's answer before the office accepted the case.
    await refused('federation2', draft.no, 'consent', 409, 'LegalStepRefused');
    await stepOk('administrator', draft.no, 'accept');
    // Not the applicant's step at all.
    await refused('federation', draft.no, 'consent', 403, 'AccessDenied');
    // An objection needs its statement.
    await refused('federation2', draft.no, 'object', 422, 'InvalidData', { text: '' });
    const objected = await stepOk('federation2', draft.no, 'object', {
      text: 'She played for Italy at the 2025 Nations League.',
    });
    expect(objected).toMatchObject({
      status: 'awaitingNewFederation',
      currentFederationStatement: 'She played for Italy at the 2025 Nations League.',
      awaited: 'applicant',
    });
    // The list says whose turn it is as the case page does.
    const listed = await t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie: cookies.get('federation')!, 'content-type': 'application/xml', accept: 'application/json' },
      payload: buildRequest({
        type: 'GetFederationOfOriginChangeList',
        fields: ['No', 'AwaitedRole', 'Overdue'],
        attributes: { Take: 1 },
        filter: { No: draft.no },
      }),
    });
    expect(listed.json().data).toEqual([{ no: draft.no, awaitedRole: 'applicant', overdue: 0 }]);
    await stepOk('federation', draft.no, 'confirm');
    // The player holds no Kenyan nationality nor passport here: the office cannot approve.
    await refused('administrator', draft.no, 'approve', 409, 'LegalRuleFailed', { text: 'Granted.' });
    const refusedCase = await stepOk('administrator', draft.no, 'refuse', { text: 'The rules are not met.' });
    expect(refusedCase).toMatchObject({ status: 'refused', decisionReasons: 'The rules are not met.' });
    const [player] = await db().select().from(persons).where(eq(persons.no, playerNo));
    expect(player!.originFederationNo).toBeNull();

    const timeline = (await dossier(draft.no, 'federation')).timeline.map((line) => line.step);
    expect(timeline).toEqual(['create', 'submit', 'accept', 'object', 'confirm', 'refuse']);
    // Every step told the parties: Italy's objection reached Kenya and the legal office too.
    const sent = await mailsOf(draft.no);
    expect(sent.map((mail) => mail.kind)).toEqual(expect.arrayContaining(['legal-awaitingNewFederation']));
    expect(sent.some((mail) => mail.recipients.includes('legal@localhost'))).toBe(true);
    // The player is told too, in the language of her nationality, without the page only federations open.
    const toPlayer = sent.filter((mail) => mail.recipients.includes('giulia.legal@example.test'));
    expect(toPlayer.map((mail) => mail.kind)).toContain('legal-refused');
    expect(toPlayer.every((mail) => !mail.text.includes('/legal/cases/'))).toBe(true);
  });

  it('once approved, gives the player the new federation of origin with its history and a decision letter', async () => {
    const playerNo = await italianPlayer('KE');
    const draft = await open('federation', playerNo);
    expect((await upload('federation', draft.no, 'passport')).statusCode).toBe(201);
    await stepOk('federation', draft.no, 'submit');
    await stepOk('administrator', draft.no, 'accept');
    await stepOk('federation2', draft.no, 'consent', { text: 'No objection.' });
    await stepOk('federation', draft.no, 'confirm');
    const before = await dossier(draft.no);
    expect(before.rules.every((verdict) => verdict.passed)).toBe(true);
    const approved = await stepOk('administrator', draft.no, 'approve', { text: 'Every rule is met.' });
    expect(approved).toMatchObject({ status: 'approved', decidedFederation: { code: 'KEN' } });
    expect(approved.player.federationOfOrigin).toMatchObject({ code: 'KEN' });

    const origin = await api('player', 'GET', `/api/legal/players/${playerNo}/origin`);
    expect(origin.json()).toMatchObject({
      federationOfOrigin: { code: 'KEN' },
      history: [{ fromFederation: { code: 'ITA' }, toFederation: { code: 'KEN' }, caseNo: draft.no, day: today() }],
    });
    const pdf = await api('federation2', 'GET', `/api/legal/cases/${draft.no}/decision.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await stepOk('administrator', draft.no, 'close')).status).toBe('closed');
    // Once in a lifetime: a second change for the same player fails that rule.
    const again = await open('administrator', playerNo, { applicantFederationNo: italy });
    expect(again.rules.find((verdict) => verdict.rule === 'onceInLifetime')).toMatchObject({ passed: false });
    expect(again.rules.find((verdict) => verdict.rule === 'neverBackToFormer')).toMatchObject({ passed: false });
  });

  it('checks the rules as the settings say: a rule changed changes the outcome', async () => {
    const playerNo = await italianPlayer('FR');
    const draft = await open('federation', playerNo);
    const failed = async () =>
      (await dossier(draft.no)).rules.filter((verdict) => !verdict.passed).map((verdict) => verdict.rule);
    expect(await failed()).toEqual(['nationality', 'passport']);
    await saveSettings((s) => ({ ...s, change: { ...s.change, nationalityRequired: false, passportRequired: false } }));
    expect(await failed()).toEqual([]);
    // Through to the decision, which now passes.
    await stepOk('federation', draft.no, 'submit');
    await stepOk('administrator', draft.no, 'accept');
    await stepOk('federation2', draft.no, 'consent');
    await stepOk('federation', draft.no, 'confirm');
    await saveSettings((s) => ({ ...s, change: { ...s.change, nationalityRequired: true } }));
    await refused('administrator', draft.no, 'approve', 409, 'LegalRuleFailed', { text: 'Granted.' });
    await saveSettings(() => DEFAULT_LEGAL_SETTINGS);
  });

  it("dates the waiting period from the player's last match for the national team, and counts those matches", async () => {
    const { rows } = (await db().execute(sql`select roster.player_no as no from volley_rosters roster
        join volley_teams team on team.no = roster.team_no and team.club_no is null and team.federation_no = ${italy}
        join volley_matches match on (match.team_a_no = team.no or match.team_b_no = team.no) and match.status = 'finished'
        where not exists (select 1 from legal_cases c where c.player_no = roster.player_no)
        group by roster.player_no limit 1`)) as unknown as { rows: { no: number }[] };
    const draft = await open('federation', Number(rows[0]!.no));
    const verdict = (rule: string) => async () => (await dossier(draft.no)).rules.find((v) => v.rule === rule);
    const waiting = await verdict('waitingPeriod')();
    expect(waiting).toMatchObject({ passed: false, params: { years: 3 } });
    expect(String(waiting!.params.lastPlayed) <= today()).toBe(true);
    expect(String(waiting!.params.lastPlayed) > '2026-01-01').toBe(true);
    await saveSettings((s) => ({ ...s, change: { ...s.change, waitingYears: 0, seniorMatchLimit: 1 } }));
    expect(await verdict('waitingPeriod')()).toBeUndefined();
    const senior = await verdict('seniorMatches')();
    expect(senior).toMatchObject({ passed: false, params: { limit: 1 } });
    await saveSettings((s) => ({ ...s, change: { ...s.change, seniorMatchLimit: Number(senior!.params.matches) } }));
    expect(await verdict('seniorMatches')()).toMatchObject({ passed: true });
    await saveSettings(() => DEFAULT_LEGAL_SETTINGS);
  });

  it('asks for the proof of the fee before the office accepts, when a fee is due', async () => {
    await saveSettings((s) => ({ ...s, change: { ...s.change, feeMinor: 50_000, feeCurrency: 'CHF' } }));
    const draft = await open('federation', await italianPlayer());
    const submitted = await stepOk('federation', draft.no, 'submit');
    expect(submitted.fee).toEqual({ amountMinor: 50_000, currency: 'CHF' });
    await refused('administrator', draft.no, 'accept', 409, 'LegalStepRefused');
    expect((await upload('federation', draft.no, 'feeProof')).statusCode).toBe(201);
    await stepOk('administrator', draft.no, 'accept');
    await saveSettings(() => DEFAULT_LEGAL_SETTINGS);
  });
});

describe('a determination of federation', () => {
  it('points to the first federation that registered the player from 14, and the decision sets it', async () => {
    const playerNo = await italianPlayer();
    await db().update(persons).set({ birthDate: '2000-05-01' }).where(eq(persons.no, playerNo));
    const registrations = [
      { federationNo: italy, kind: 'club', day: '2012-09-01', note: 'Youth club, aged 12' },
      { federationNo: kenya, kind: 'club', day: '2014-06-01', note: 'First licence at 14' },
      { federationNo: italy, kind: 'nationalTeam', day: '2016-07-01', note: '' },
    ];
    const draft = await open('federation', playerNo, { kind: 'determination', registrations });
    expect(draft).toMatchObject({ kind: 'determination', suggestedFederation: { code: 'KEN' }, rules: [] });
    // Italy is named in the evidence: it sees the case once submitted.
    await stepOk('federation', draft.no, 'submit');
    expect((await api('federation2', 'GET', `/api/legal/cases/${draft.no}`)).statusCode).toBe(200);
    expect((await stepOk('administrator', draft.no, 'accept')).status).toBe('underReview');
    // The age is data: from 12, Italy's club comes first.
    await saveSettings((s) => ({ ...s, determinationMinAge: 12 }));
    expect((await dossier(draft.no)).suggestedFederation).toMatchObject({ code: 'ITA' });
    await saveSettings(() => DEFAULT_LEGAL_SETTINGS);
    const decided = await stepOk('administrator', draft.no, 'approve', { text: 'First licence in Kenya at 14.' });
    expect(decided).toMatchObject({ status: 'approved', decidedFederation: { code: 'KEN' } });
    const origin = (await api('federation', 'GET', `/api/legal/players/${playerNo}/origin`)).json();
    expect(origin.history).toEqual([
      expect.objectContaining({
        kind: 'determination',
        caseNo: draft.no,
        toFederation: expect.objectContaining({ code: 'KEN' }),
      }),
    ]);
  });

  it('refuses registrations on a change, and a registration in the future', async () => {
    const playerNo = await italianPlayer();
    const onChange = await api('federation', 'POST', '/api/legal/cases', {
      kind: 'originChange',
      playerNo,
      registrations: [{ federationNo: kenya, kind: 'club', day: '2015-01-01' }],
    });
    expect(onChange.statusCode).toBe(422);
    const future = await api('federation', 'POST', '/api/legal/cases', {
      kind: 'determination',
      playerNo,
      registrations: [{ federationNo: kenya, kind: 'club', day: '2999-01-01' }],
    });
    expect(future.statusCode).toBe(422);
    expect(await db().select().from(legalCases).where(eq(legalCases.playerNo, playerNo))).toEqual([]);
  });
});

describe('who may do what', () => {
  it('refuses users without the grant and federations not party, writing nothing', async () => {
    const draft = await open('federation', await italianPlayer());
    await stepOk('federation', draft.no, 'submit');
    expect((await api('player', 'GET', `/api/legal/cases/${draft.no}`)).statusCode).toBe(403);
    expect((await api('player', 'POST', '/api/legal/cases', { kind: 'originChange', playerNo: 1 })).statusCode).toBe(
      403,
    );
    // A federation applies for itself only.
    const forged = await api('federation2', 'POST', '/api/legal/cases', {
      kind: 'originChange',
      playerNo: draft.player.no,
      applicantFederationNo: kenya,
    });
    expect(forged.statusCode).toBe(403);
    // Italy's confederation reads the case, and takes no step.
    expect((await api('confederation', 'GET', `/api/legal/cases/${draft.no}`)).json()).toMatchObject({ steps: [] });
    await refused('confederation', draft.no, 'accept', 403, 'AccessDenied');
    await refused('player', draft.no, 'accept', 403, 'AccessDenied');
    expect((await api('administrator', 'PUT', '/api/legal/settings', {})).statusCode).toBe(422);
    expect((await api('federation', 'PUT', '/api/legal/settings', {})).statusCode).toBe(403);
  });

  it('hides a case from a federation not party to it', async () => {
    const brazilian = await db()
      .select({ no: persons.no })
      .from(persons)
      .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
      .innerJoin(federations, eq(federations.no, persons.federationNo))
      .where(eq(federations.code, 'BRA'))
      .limit(1);
    const draft = await open('federation', brazilian[0]!.no);
    await stepOk('federation', draft.no, 'submit');
    expect((await api('federation2', 'GET', `/api/legal/cases/${draft.no}`)).statusCode).toBe(404);
    await refused('federation2', draft.no, 'withdraw', 404, 'NotFound', { text: 'Not ours.' });
    const list = await t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie: cookies.get('federation2')!, 'content-type': 'application/xml', accept: 'application/json' },
      payload: buildRequest({ type: 'GetFederationOfOriginChangeList', fields: ['No'], attributes: { Take: 500 } }),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { data: { no: number }[] }).data.map((row) => row.no)).not.toContain(draft.no);
  });

  it('refuses a step taken on a stale version', async () => {
    const draft = await open('federation', await italianPlayer());
    const response = await api('federation', 'POST', `/api/legal/cases/${draft.no}/steps/submit`, {
      version: draft.version - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('Conflict');
  });
});

describe('deadlines', () => {
  it('marks an overdue step and reminds the party awaited once, through the mail queue', async () => {
    const draft = await open('federation', await italianPlayer());
    await stepOk('federation', draft.no, 'submit');
    await stepOk('administrator', draft.no, 'accept');
    await db().update(legalCases).set({ dueDay: '2020-01-01' }).where(eq(legalCases.no, draft.no));
    const overdue = await dossier(draft.no);
    expect(overdue).toMatchObject({ overdue: true, awaited: 'currentFederation' });
    expect(overdue.timeline.at(-1)).toMatchObject({ step: 'remind' });
    await dossier(draft.no);
    const [italy] = await db().select().from(federations).where(eq(federations.code, 'ITA'));
    const reminders = (await mailsOf(draft.no)).filter((mail) => mail.kind === 'legal-reminder');
    expect(reminders.map((mail) => mail.recipients)).toEqual([[italy!.email]]);
    // The step taken, the new one has its own deadline and no mark.
    const answered = await stepOk('federation2', draft.no, 'consent');
    expect(answered).toMatchObject({ overdue: false, awaited: 'applicant' });
  });
});

describe('drafts through the gateway', () => {
  const save = (user: User, attributes: Record<string, string | number>) =>
    t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie: cookies.get(user)!, 'content-type': 'application/xml', accept: 'application/json' },
      payload: buildRequest({
        type: 'SaveFederationOfOriginChange',
        node: { name: 'FederationOfOriginChange', attributes },
      }),
    });

  it('creates and edits a draft with SaveFederationOfOriginChange, its parties checked', async () => {
    const playerNo = await italianPlayer();
    const created = await save('federation', { NoPlayer: playerNo, ApplicantStatement: 'Moved to Kenya.' });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json().data as { no: number; version: number };
    expect(await dossier(record.no)).toMatchObject({ status: 'draft', applicant: { code: 'KEN' } });
    const edited = await save('federation', { No: record.no, Version: record.version, PlayerStatement: 'I agree.' });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await save('federation', { No: record.no, Version: record.version, PlayerStatement: 'Again.' });
    expect(stale.statusCode).toBe(409);
    // Italy cannot apply in Kenya's name, nor touch Kenya's draft.
    expect((await save('federation2', { NoPlayer: playerNo, NoFederationTo: kenya })).statusCode).toBe(403);
    const latest = edited.json().data as { version: number };
    const touched = await save('federation2', { No: record.no, Version: latest.version, PlayerStatement: 'Forged.' });
    // A draft is its applicant's: to another federation it does not exist.
    expect(touched.statusCode).toBe(404);
  });
});
