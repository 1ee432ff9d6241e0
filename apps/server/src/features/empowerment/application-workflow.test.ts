import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type {
  TApplicationDossier,
  TCall,
  TCallInput,
  TEmpowermentSummary,
} from '@libero/shared/empowerment/empowerment-api';
import { INVOICE_STATUS } from '@libero/shared/statuses/statuses';
import { multipartBody, TINY_PDF } from '../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { federations } from '../../db/schema/bodies';
import { applications, developmentProjects, invoices, progressReports, shipments } from '../../db/schema/empowerment';
import { users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { hashPassword } from '../auth/passwords';

/**
 * federation: Kenya, in the programme; federation2: Italy, not in it; rwanda: a Federation user of
 * Rwanda (in the programme, made here); zonaldevproject: a reviewer (empowerment.admin);
 * administrator: both roles; coach: reaches only the projects it is sent to.
 */
const USERS = ['federation', 'federation2', 'rwanda', 'zonaldevproject', 'administrator', 'coach'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
let kenya: number;
const db = () => t.app.identityDb.db;

const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const today = () => dayFrom(0);

const CALL: TCallInput = {
  title: 'Development call',
  description: 'Coaches, equipment and courses.',
  opensOn: dayFrom(-30),
  closesOn: dayFrom(30),
  budgetMinor: 50_000_000,
  currency: 'EUR',
  projectTypes: ['coachSupport', 'volleyballEquipment', 'knowledgeTransfer'],
  criteria: [
    { key: 'relevance', label: 'Relevance', weight: 2 },
    { key: 'budget', label: 'Budget', weight: 1 },
  ],
};

const COACH_SUPPORT = {
  type: 'coachSupport',
  startDay: dayFrom(60),
  endDay: dayFrom(240),
  level: 'youth',
  profile: 'A youth coach speaking English.',
} as const;

const EQUIPMENT = {
  type: 'volleyballEquipment',
  items: [
    { code: 'BALL-INDOOR', quantity: 20 },
    { code: 'NET-INDOOR', quantity: 2 },
  ],
  deliveryAddress: 'Kasarani Stadium, Nairobi',
} as const;

const BUDGET = [
  { description: 'Coach fee', category: 'staff', quantity: 6, unitAmountMinor: 300_000 },
  { description: 'Flights', category: 'travel', quantity: 2, unitAmountMinor: 90_000 },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const code = async (c: string) => (await db().select().from(federations).where(eq(federations.code, c)))[0]!.no;
  kenya = await code('KEN');
  await db()
    .insert(users)
    .values({
      type: UserTypeNo.Federation,
      typeNo: await code('RWA'),
      username: 'rwanda',
      firstName: 'Rose',
      lastName: 'Uwase',
      passwordHash: await hashPassword('volleyball'),
    });
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
  // The demo may hold an ended project of Kenya without its final report; the tests here set up their own.
  await db()
    .update(developmentProjects)
    .set({ endDay: dayFrom(3650) })
    .where(
      and(
        eq(developmentProjects.federationNo, kenya),
        lt(developmentProjects.endDay, today()),
        sql`not exists (select 1 from ${progressReports} where ${progressReports.projectNo} = ${developmentProjects.no}
          and ${progressReports.kind} = 'final')`,
      ),
    );
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function api(user: User, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload && { payload }) });
}

function expectError(response: Awaited<ReturnType<typeof api>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().errors[0].code).toBe(code);
}

async function newCall(input: Partial<TCallInput> = {}): Promise<TCall> {
  const response = await api('zonaldevproject', 'POST', '/api/empowerment/calls', { ...CALL, ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let mainCall: TCall;
const call = async () => (mainCall ??= await newCall());

async function apply(user: User = 'federation', fields: object = {}): Promise<TApplicationDossier> {
  const response = await api(user, 'POST', '/api/empowerment/applications', {
    callNo: (await call()).no,
    title: 'A youth coach for Nairobi',
    summary: 'Six months with the youth teams.',
    details: COACH_SUPPORT,
    budget: BUDGET,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function dossier(no: number, user: User = 'administrator'): Promise<TApplicationDossier> {
  const response = await api(user, 'GET', `/api/empowerment/applications/${no}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function step(user: User, no: number, name: string, body: object = {}) {
  const { version } = await dossier(no);
  return api(user, 'POST', `/api/empowerment/applications/${no}/steps/${name}`, { version, ...body });
}

async function stepOk(user: User, no: number, name: string, body: object = {}): Promise<TApplicationDossier> {
  const response = await step(user, no, name, body);
  expect(response.statusCode, `${user} ${name}: ${response.body}`).toBe(200);
  return response.json();
}

/** What a refused request must leave as it was: the version, the status and the timeline. */
const trace = async (no: number) => {
  const { version, status, timeline } = await dossier(no);
  return { version, status, timeline: timeline.length };
};

/** A step refused with `status` and `code`, the application unchanged. */
async function refused(user: User, no: number, name: string, status: number, code: string, body: object = {}) {
  const before = await trace(no);
  expectError(await step(user, no, name, body), status, code);
  expect(await trace(no)).toEqual(before);
}

/** Through review to the decision `last`. */
async function decide(no: number, last: 'approve' | 'decline', text = 'Well prepared.') {
  await stepOk('federation', no, 'submit');
  await stepOk('zonaldevproject', no, 'startReview');
  return stepOk('zonaldevproject', no, last, { text });
}

function upload(user: User, no: number, kind: string) {
  const { payload, headers } = multipartBody({ kind });
  return t.app.inject({
    method: 'POST',
    url: `/api/empowerment/applications/${no}/documents`,
    payload,
    headers: { ...headers, cookie: cookies.get(user) ?? '' },
  });
}

const mailsOf = (no: number) =>
  db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.source, `application ${no}`));

const summary = async (user: User): Promise<TEmpowermentSummary> => {
  const response = await api(user, 'GET', '/api/empowerment/summary');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('calls and the catalogue', () => {
  it('are written by reviewers, at the version read, and read by the programme', async () => {
    const created = await newCall({ title: 'Spring call' });
    expect(created).toMatchObject({ title: 'Spring call', open: true, committedMinor: 0, currency: 'EUR' });
    expectError(await api('federation', 'POST', '/api/empowerment/calls', CALL), 403, 'AccessDenied');
    const saved = await api('zonaldevproject', 'PUT', `/api/empowerment/calls/${created.no}`, {
      ...CALL,
      title: 'Spring call, extended',
      version: created.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Spring call, extended' });
    const stale = await api('zonaldevproject', 'PUT', `/api/empowerment/calls/${created.no}`, {
      ...CALL,
      version: created.version,
    });
    expectError(stale, 409, 'Conflict');
    const listed = (await api('federation', 'GET', '/api/empowerment/calls')).json() as { calls: TCall[] };
    expect(listed.calls.find((c) => c.no === created.no)).toMatchObject({ title: 'Spring call, extended' });
  });

  it('offers the active equipment, priced in US dollars', async () => {
    const response = await api('federation', 'GET', '/api/empowerment/catalogue');
    expect(response.statusCode).toBe(200);
    const catalogue = response.json() as { items: { code: string; unitPriceMinor: number }[]; currency: string };
    expect(catalogue.currency).toBe('USD');
    expect(catalogue.items).toContainEqual(expect.objectContaining({ code: 'BALL-INDOOR', unitPriceMinor: 6500 }));
  });
});

describe('an application, from draft to decision', () => {
  it('is its federation’s draft until submitted, then the reviewers’, who approve it into a project', async () => {
    const draft = await apply();
    expect(draft).toMatchObject({
      status: 'draft',
      federation: { code: 'KEN' },
      projectType: 'coachSupport',
      budgetTotalMinor: 6 * 300_000 + 2 * 90_000,
      roles: ['federation'],
      steps: ['submit'],
      canEdit: true,
      canScore: false,
      projectNo: null,
    });
    expect(draft.eligibility.every((verdict) => verdict.passed)).toBe(true);
    expect((await dossier(draft.no, 'zonaldevproject')).steps).toEqual([]);

    // Refused steps: not the role's, or not from this status; nothing is written.
    await refused('zonaldevproject', draft.no, 'submit', 403, 'AccessDenied');
    await refused('federation', draft.no, 'startReview', 403, 'AccessDenied');
    await refused('zonaldevproject', draft.no, 'startReview', 409, 'EmpowermentStepRefused');

    const submitted = await stepOk('federation', draft.no, 'submit');
    expect(submitted).toMatchObject({ status: 'submitted', steps: [], canEdit: false });
    expect(submitted.submittedAt).not.toBeNull();
    await refused('federation', draft.no, 'submit', 409, 'EmpowermentStepRefused');
    await refused('federation', draft.no, 'approve', 403, 'AccessDenied', { text: 'Ours.' });
    await refused('zonaldevproject', draft.no, 'approve', 409, 'EmpowermentStepRefused', { text: 'Early.' });
    expect((await dossier(draft.no, 'zonaldevproject')).steps).toEqual(['startReview', 'sendBack']);

    const review = await stepOk('zonaldevproject', draft.no, 'startReview');
    expect(review).toMatchObject({ status: 'review', canScore: true });
    expect((await dossier(draft.no, 'federation')).canScore).toBe(false);
    // A reason is required, and the federation decides nothing.
    await refused('zonaldevproject', draft.no, 'sendBack', 422, 'InvalidData', { text: ' ' });
    await refused('federation', draft.no, 'sendBack', 403, 'AccessDenied', { text: 'Back.' });
    await refused('federation', draft.no, 'decline', 403, 'AccessDenied', { text: 'No.' });

    const sentBack = await stepOk('zonaldevproject', draft.no, 'sendBack', { text: 'Please detail the flights.' });
    expect(sentBack).toMatchObject({ status: 'draft', decisionReason: 'Please detail the flights.' });
    expect((await dossier(draft.no, 'federation')).canEdit).toBe(true);

    const approved = await decide(draft.no, 'approve', 'A clear plan.');
    expect(approved).toMatchObject({ status: 'approved', decisionReason: 'A clear plan.', steps: [] });
    expect(approved.decidedAt).not.toBeNull();
    expect(approved.timeline.map((line) => line.step)).toEqual([
      'create',
      'submit',
      'startReview',
      'sendBack',
      'submit',
      'startReview',
      'approve',
    ]);
    expect(approved.timeline.at(-1)).toMatchObject({ toStatus: 'approved', text: 'A clear plan.' });

    const [project] = await db()
      .select()
      .from(developmentProjects)
      .where(eq(developmentProjects.applicationNo, draft.no));
    expect(approved.projectNo).toBe(project!.no);
    expect(project).toMatchObject({
      federationNo: kenya,
      currency: 'EUR',
      budgetTotalMinor: approved.budgetTotalMinor,
      startDay: COACH_SUPPORT.startDay,
      endDay: COACH_SUPPORT.endDay,
      status: 'running',
    });
    expect(project!.milestones).toEqual([{ title: 'Final report', dueDay: expect.any(String), doneDay: null }]);
    const expected = await db().select().from(invoices).where(eq(invoices.projectNo, project!.no));
    expect(expected.map((invoice) => [invoice.description, invoice.amountMinor, invoice.status])).toEqual([
      ['Coach fee', 1_800_000, INVOICE_STATUS.NeedsUpload],
      ['Flights', 180_000, INVOICE_STATUS.NeedsUpload],
    ]);
    expect(await db().select().from(shipments).where(eq(shipments.projectNo, project!.no))).toEqual([]);
    const calls = (await api('federation', 'GET', '/api/empowerment/calls')).json() as { calls: TCall[] };
    expect(calls.calls.find((c) => c.no === draft.call.no)!.committedMinor).toBeGreaterThanOrEqual(
      approved.budgetTotalMinor,
    );

    // The office heard of the submissions, the federation of the send-back and the decision.
    const sent = await mailsOf(draft.no);
    const to = (kind: string) => sent.filter((mail) => mail.kind === kind).map((mail) => mail.recipients);
    expect(to('empowerment-submit')).toEqual([['empowerment@localhost'], ['empowerment@localhost']]);
    const [ken] = await db().select().from(federations).where(eq(federations.no, kenya));
    expect(to('empowerment-sendBack')).toEqual([[ken!.email]]);
    expect(to('empowerment-approve')).toEqual([[ken!.email]]);
    expect(sent.find((mail) => mail.kind === 'empowerment-approve')!.text).toContain('A clear plan.');
  });

  it('declined with a reason, makes no project', async () => {
    const draft = await apply();
    const declined = await decide(draft.no, 'decline', 'Out of the call’s scope.');
    expect(declined).toMatchObject({
      status: 'notApproved',
      decisionReason: 'Out of the call’s scope.',
      projectNo: null,
    });
    await refused('zonaldevproject', draft.no, 'sendBack', 409, 'EmpowermentStepRefused', { text: 'Again?' });
    expect((await mailsOf(draft.no)).map((mail) => mail.kind)).toContain('empowerment-decline');
  });

  it('for equipment, names catalogue items and orders their shipment once approved', async () => {
    const unknown = await api('federation', 'POST', '/api/empowerment/applications', {
      callNo: (await call()).no,
      title: 'Balls',
      summary: '',
      details: { ...EQUIPMENT, items: [{ code: 'NO-SUCH-ITEM', quantity: 1 }] },
      budget: [],
    });
    expectError(unknown, 422, 'InvalidData');
    expect(unknown.json().errors[0].detail ?? unknown.body).toContain('details.items.0.code');
    const draft = await apply('federation', {
      title: 'Balls and nets',
      details: EQUIPMENT,
      budget: [{ description: 'Balls and nets', category: 'equipment', quantity: 1, unitAmountMinor: 186_000 }],
    });
    const approved = await decide(draft.no, 'approve');
    const [shipment] = await db().select().from(shipments).where(eq(shipments.projectNo, approved.projectNo!));
    expect(shipment).toMatchObject({
      status: 'ordered',
      items: EQUIPMENT.items,
      deliveryAddress: EQUIPMENT.deliveryAddress,
    });
    const [project] = await db()
      .select()
      .from(developmentProjects)
      .where(eq(developmentProjects.no, approved.projectNo!));
    expect(project).toMatchObject({ startDay: today(), endDay: dayFrom(180) });
  });

  it('is applied for by an admin naming the federation', async () => {
    const named = await apply('administrator', { federationNo: kenya });
    expect(named.federation.code).toBe('KEN');
    expect(named.roles.toSorted()).toEqual(['federation', 'reviewer']);
    const unnamed = await api('administrator', 'POST', '/api/empowerment/applications', {
      callNo: (await call()).no,
      title: 'Nobody’s',
      summary: '',
      details: COACH_SUPPORT,
      budget: [],
    });
    expectError(unnamed, 422, 'InvalidData');
    const forged = await api('federation', 'POST', '/api/empowerment/applications', {
      callNo: (await call()).no,
      federationNo: kenya + 1,
      title: 'For another',
      summary: '',
      details: COACH_SUPPORT,
      budget: [],
    });
    expectError(forged, 403, 'AccessDenied');
    // A reviewer reviews; it does not apply.
    const reviewer = await api('zonaldevproject', 'POST', '/api/empowerment/applications', {
      callNo: (await call()).no,
      federationNo: kenya,
      title: 'Reviewer’s',
      summary: '',
      details: COACH_SUPPORT,
      budget: [],
    });
    expectError(reviewer, 403, 'AccessDenied');
  });
});

describe('editing', () => {
  const edit = (user: User, no: number, version: number, fields: object = {}) =>
    api(user, 'PUT', `/api/empowerment/applications/${no}`, {
      version,
      title: 'A youth coach for Mombasa',
      summary: 'Edited.',
      details: COACH_SUPPORT,
      budget: BUDGET,
      ...fields,
    });

  it('is its federation’s, while a draft, at the version read, keeping its type', async () => {
    const draft = await apply();
    const edited = await edit('federation', draft.no, draft.version, { budget: [BUDGET[0]] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'A youth coach for Mombasa', budgetTotalMinor: 1_800_000 });
    expect(edited.json().version).not.toBe(draft.version);
    expect(edited.json().timeline.at(-1)).toMatchObject({ step: 'edit' });

    const before = await trace(draft.no);
    expectError(await edit('federation', draft.no, draft.version), 409, 'Conflict');
    const current = (await dossier(draft.no)).version;
    expectError(await edit('federation', draft.no, current, { details: EQUIPMENT }), 422, 'InvalidData');
    expectError(await edit('zonaldevproject', draft.no, current), 403, 'AccessDenied');
    expectError(await edit('rwanda', draft.no, current), 404, 'NotFound');
    expect(await trace(draft.no)).toEqual(before);

    await stepOk('federation', draft.no, 'submit');
    const submitted = await trace(draft.no);
    expectError(await edit('federation', draft.no, submitted.version), 409, 'EmpowermentStepRefused');
    expect(await trace(draft.no)).toEqual(submitted);
  });

  it('refuses a step taken on a stale version', async () => {
    const draft = await apply();
    const response = await api('federation', 'POST', `/api/empowerment/applications/${draft.no}/steps/submit`, {
      version: draft.version - 1,
    });
    expectError(response, 409, 'Conflict');
    expectError(
      await api('federation', 'POST', `/api/empowerment/applications/${draft.no}/steps/publish`, { version: 1 }),
      400,
      'BadParameter',
    );
  });

  it('needs a budget line to submit', async () => {
    const draft = await apply('federation', { budget: [] });
    await refused('federation', draft.no, 'submit', 422, 'InvalidData');
  });
});

describe('eligibility', () => {
  const verdict = async (no: number, rule: string) => (await dossier(no)).eligibility.find((v) => v.rule === rule)!;

  it('is asked by a federation for itself, and by a reviewer naming the federation', async () => {
    const { no } = await call();
    const own = await api('federation', 'GET', `/api/empowerment/eligibility?callNo=${no}&type=coachSupport`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ federation: { code: 'KEN' }, eligible: true });
    const other = `/api/empowerment/eligibility?callNo=${no}&type=coachSupport&federationNo=${kenya + 1}`;
    expectError(await api('federation', 'GET', other), 403, 'AccessDenied');
    const unnamed = `/api/empowerment/eligibility?callNo=${no}&type=coachSupport`;
    expectError(await api('zonaldevproject', 'GET', unnamed), 422, 'InvalidData');
    const named = await api('zonaldevproject', 'GET', `${unnamed}&federationNo=${kenya}`);
    expect(named.json()).toMatchObject({ federation: { code: 'KEN' }, eligible: true });
    expectError(await api('federation2', 'GET', unnamed), 403, 'AccessDenied');
  });

  it('fails for a suspended federation', async () => {
    const draft = await apply();
    await db().update(federations).set({ status: 'suspended' }).where(eq(federations.no, kenya));
    try {
      expect(await verdict(draft.no, 'notSuspended')).toMatchObject({ passed: false });
      await refused('federation', draft.no, 'submit', 409, 'NotEligible');
    } finally {
      await db().update(federations).set({ status: 'active' }).where(eq(federations.no, kenya));
    }
  });

  it('fails for a federation that left the programme', async () => {
    const draft = await apply();
    await db().update(federations).set({ empowerment: false }).where(eq(federations.no, kenya));
    try {
      expect(await verdict(draft.no, 'inProgramme')).toMatchObject({ passed: false });
      await refused('administrator', draft.no, 'submit', 409, 'NotEligible');
    } finally {
      await db().update(federations).set({ empowerment: true }).where(eq(federations.no, kenya));
    }
  });

  it('fails out of the call’s window, and for a type the call does not offer', async () => {
    const narrow = await newCall({ title: 'Coaches only', projectTypes: ['coachSupport'] });
    const base = { callNo: narrow.no, title: 'Course', summary: '', budget: BUDGET };
    const course = {
      type: 'knowledgeTransfer',
      topic: 'Scouting',
      experts: '',
      participants: 20,
      startDay: dayFrom(40),
      endDay: dayFrom(45),
    };
    const offTopic = await api('federation', 'POST', '/api/empowerment/applications', { ...base, details: course });
    expectError(offTopic, 409, 'NotEligible');

    const draft = await apply('federation', { callNo: narrow.no });
    const save = (changes: Partial<TCallInput>, version: number) =>
      api('zonaldevproject', 'PUT', `/api/empowerment/calls/${narrow.no}`, { ...CALL, ...changes, version });
    const closed = await save({ opensOn: dayFrom(-60), closesOn: dayFrom(-1) }, narrow.version);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ open: false });
    expect(await verdict(draft.no, 'callOpen')).toMatchObject({
      passed: false,
      params: { opensOn: dayFrom(-60), closesOn: dayFrom(-1) },
    });
    await refused('federation', draft.no, 'submit', 409, 'NotEligible');
    expectError(
      await api('federation', 'POST', '/api/empowerment/applications', { ...base, details: COACH_SUPPORT }),
      409,
      'NotEligible',
    );

    const reopened = await save({ projectTypes: ['knowledgeTransfer'] }, closed.json().version);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await verdict(draft.no, 'callOpen')).toMatchObject({ passed: true });
    expect(await verdict(draft.no, 'typeOffered')).toMatchObject({ passed: false });
    await refused('federation', draft.no, 'submit', 409, 'NotEligible');
  });

  it('fails while an ended project of the federation lacks its final report', async () => {
    const earlier = await decide((await apply()).no, 'approve');
    const projectNo = earlier.projectNo!;
    await db()
      .update(developmentProjects)
      .set({ startDay: dayFrom(-300), endDay: dayFrom(-10) })
      .where(eq(developmentProjects.no, projectNo));
    const draft = await apply();
    const missing = await verdict(draft.no, 'finalReportsIn');
    expect(missing.passed).toBe(false);
    expect(String(missing.params.projects).split(', ')).toContain(String(projectNo));
    await refused('federation', draft.no, 'submit', 409, 'NotEligible');
    const todo = (await summary('federation')).todo.filter((item) => item.kind === 'writeFinalReport');
    expect(todo).toContainEqual(expect.objectContaining({ path: `/empowerment/projects/${projectNo}`, count: 1 }));

    await db()
      .insert(progressReports)
      .values({ projectNo, kind: 'final', title: 'Final', body: 'Done.', authorName: 'Faith Wanjiru' });
    expect(await verdict(draft.no, 'finalReportsIn')).toMatchObject({ passed: true });
    expect((await stepOk('federation', draft.no, 'submit')).status).toBe('submitted');
  });
});

describe('scores', () => {
  it('are a reviewer’s, under review only, against the call’s criteria, at the version read', async () => {
    const draft = await apply();
    await stepOk('federation', draft.no, 'submit');
    const put = (user: User, version: number, scores: Record<string, number>) =>
      api(user, 'PUT', `/api/empowerment/applications/${draft.no}/scores`, { version, scores });
    let { version } = await dossier(draft.no);
    expectError(await put('zonaldevproject', version, { relevance: 4 }), 409, 'EmpowermentStepRefused');
    version = (await stepOk('zonaldevproject', draft.no, 'startReview')).version;
    expectError(await put('federation', version, { relevance: 4 }), 403, 'AccessDenied');
    expectError(await put('zonaldevproject', version, { beauty: 4 }), 422, 'InvalidData');
    expectError(await put('zonaldevproject', version - 1, { relevance: 4 }), 409, 'Conflict');
    expect((await dossier(draft.no)).scoreTotal).toBeNull();

    const scored = await put('zonaldevproject', version, { relevance: 4, budget: 3 });
    expect(scored.statusCode, scored.body).toBe(200);
    // (4 × 2 + 3 × 1) / (5 × 3) = 73 %.
    expect(scored.json()).toMatchObject({ scores: { relevance: 4, budget: 3 }, scoreTotal: 73 });
    expect(scored.json().timeline.at(-1)).toMatchObject({ step: 'score' });
    const [row] = await db().select().from(applications).where(eq(applications.no, draft.no));
    expect(row!.scoreTotal).toBe(73);
  });
});

describe('comments', () => {
  it('go on the timeline and to the other side', async () => {
    const draft = await apply();
    const comment = (user: User, text: string) =>
      api(user, 'POST', `/api/empowerment/applications/${draft.no}/comments`, { text });
    const ours = await comment('federation', 'Is a beach coach possible?');
    expect(ours.statusCode, ours.body).toBe(200);
    const theirs = await comment('zonaldevproject', 'Yes, name it in the profile.');
    expect(theirs.json().timeline.slice(-2)).toMatchObject([
      { step: 'comment', text: 'Is a beach coach possible?' },
      { step: 'comment', text: 'Yes, name it in the profile.' },
    ]);
    expectError(await comment('federation', '  '), 422, 'InvalidData');
    expectError(await comment('rwanda', 'Hello'), 404, 'NotFound');
    expectError(await comment('coach', 'Hello'), 404, 'NotFound');
    const [ken] = await db().select().from(federations).where(eq(federations.no, kenya));
    const sent = (await mailsOf(draft.no)).filter((mail) => mail.kind === 'empowerment-comment');
    expect(sent.map((mail) => mail.recipients)).toEqual([['empowerment@localhost'], [ken!.email]]);
  });
});

describe('documents', () => {
  it('are attached by the federation to a draft and by a reviewer at any time, and read by both', async () => {
    const draft = await apply();
    const added = await upload('federation', draft.no, 'letter');
    expect(added.statusCode, added.body).toBe(201);
    const [document] = (added.json() as TApplicationDossier).documents;
    expect(document).toMatchObject({ kind: 'letter', fileName: 'scan.pdf', sizeBytes: TINY_PDF.length });
    expectError(await upload('federation', draft.no, 'passport'), 422, 'InvalidData');

    const url = `/api/empowerment/applications/${draft.no}/documents/${document!.no}`;
    const read = await api('zonaldevproject', 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(TINY_PDF)).toBe(true);
    expectError(await api('rwanda', 'GET', url), 404, 'NotFound');
    expectError(await api('zonaldevproject', 'DELETE', url), 403, 'AccessDenied');

    const removed = await api('federation', 'DELETE', url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ documents: [] });
    expect(removed.json().timeline.at(-1)).toMatchObject({ step: 'deleteDocument' });
    expectError(await api('federation', 'GET', url), 404, 'NotFound');

    expect((await upload('federation', draft.no, 'quote')).statusCode).toBe(201);
    await stepOk('federation', draft.no, 'submit');
    const before = await dossier(draft.no);
    expectError(await upload('federation', draft.no, 'other'), 409, 'EmpowermentStepRefused');
    const quote = `/api/empowerment/applications/${draft.no}/documents/${before.documents[0]!.no}`;
    expectError(await api('federation', 'DELETE', quote), 409, 'EmpowermentStepRefused');
    expect((await dossier(draft.no)).documents).toEqual(before.documents);
    const reviewers = await upload('zonaldevproject', draft.no, 'programme');
    expect(reviewers.statusCode, reviewers.body).toBe(201);
    expect((reviewers.json() as TApplicationDossier).documents.map((d) => d.kind)).toEqual(['quote', 'programme']);
  });
});

describe('who reaches what', () => {
  it('refuses every route to a federation outside the programme, writing nothing', async () => {
    const draft = await apply();
    const before = await trace(draft.no);
    const base = `/api/empowerment/applications/${draft.no}`;
    const requests: [Method, string, object?][] = [
      ['GET', '/api/empowerment/summary'],
      ['GET', '/api/empowerment/calls'],
      ['POST', '/api/empowerment/calls', CALL],
      ['PUT', `/api/empowerment/calls/${draft.call.no}`, { ...CALL, version: 1 }],
      ['GET', '/api/empowerment/catalogue'],
      ['GET', `/api/empowerment/eligibility?callNo=${draft.call.no}&type=coachSupport`],
      ['POST', '/api/empowerment/applications', { callNo: draft.call.no }],
      ['GET', base],
      ['PUT', base, { version: draft.version }],
      ['POST', `${base}/steps/submit`, { version: draft.version }],
      ['PUT', `${base}/scores`, { version: draft.version, scores: {} }],
      ['POST', `${base}/comments`, { text: 'Hello' }],
      ['POST', `${base}/documents`, {}],
      ['GET', `${base}/documents/1`],
      ['DELETE', `${base}/documents/1`],
    ];
    for (const [method, url, body] of requests)
      expectError(await api('federation2', method, url, body), 403, 'AccessDenied');
    expect(await trace(draft.no)).toEqual(before);
  });

  it('hides an application from another federation and from a coach', async () => {
    const draft = await apply();
    const before = await trace(draft.no);
    expectError(await api('rwanda', 'GET', `/api/empowerment/applications/${draft.no}`), 404, 'NotFound');
    expectError(await api('coach', 'GET', `/api/empowerment/applications/${draft.no}`), 404, 'NotFound');
    await refused('rwanda', draft.no, 'submit', 404, 'NotFound');
    expect(await trace(draft.no)).toEqual(before);
  });
});

describe('the summary', () => {
  it('tells a federation its applications and what it must do, and the reviewers their queue', async () => {
    const draft = await apply('federation', { title: 'Draft to submit' });
    const waiting = await apply('federation', { title: 'Awaiting review' });
    await stepOk('federation', waiting.no, 'submit');
    const equipment = await decide(
      (
        await apply('federation', {
          title: 'Equipment for Kisumu',
          details: EQUIPMENT,
          budget: [{ description: 'Nets', category: 'equipment', quantity: 2, unitAmountMinor: 28_000 }],
        })
      ).no,
      'approve',
    );
    const projectPath = `/empowerment/projects/${equipment.projectNo}`;

    const federation = await summary('federation');
    expect(federation.applications.length).toBeLessThanOrEqual(10);
    expect(federation.applications[0]).toMatchObject({ no: equipment.no, status: 'approved' });
    expect(federation.todo).toContainEqual({
      kind: 'submitApplication',
      path: `/empowerment/applications/${draft.no}`,
      title: 'Draft to submit',
      count: 1,
    });
    expect(federation.todo).toContainEqual({
      kind: 'uploadInvoice',
      path: projectPath,
      title: 'Equipment for Kisumu',
      count: 1,
    });
    expect(federation.todo.map((item) => item.kind)).not.toContain('reviewApplication');
    expect(federation.openCalls).toContainEqual(expect.objectContaining({ no: (await call()).no }));

    const reviewer = await summary('zonaldevproject');
    expect(reviewer.applications.map((a) => a.no)).toContain(waiting.no);
    expect(reviewer.applications.every((a) => a.status === 'submitted' || a.status === 'review')).toBe(true);
    expect(reviewer.todo).toContainEqual(
      expect.objectContaining({ kind: 'reviewApplication', path: `/empowerment/applications/${waiting.no}` }),
    );
    expect(reviewer.todo).toContainEqual({
      kind: 'shipEquipment',
      path: projectPath,
      title: 'Equipment for Kisumu',
      count: 1,
    });
    expect(reviewer.todo.map((item) => item.kind)).not.toContain('submitApplication');

    const rwanda = await summary('rwanda');
    expect(rwanda.applications.map((a) => a.no)).not.toContain(draft.no);
  });
});
