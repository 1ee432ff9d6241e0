import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectType } from '@libero/shared/empowerment/applications';
import type { TApplicationDetails, TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { INVOICE_STEPS, INVOICE_TRANSITIONS } from '@libero/shared/empowerment/invoices';
import { INVOICE_STATUS, type InvoiceStatus } from '@libero/shared/statuses/statuses';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { multipartBody, TINY_PDF } from '../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { bankAccounts } from '../../db/schema/bank-accounts';
import { federations } from '../../db/schema/bodies';
import {
  applications,
  developmentProjects,
  empowermentCalls,
  empowermentEvents,
  invoices,
  shipments,
} from '../../db/schema/empowerment';
import { userAccesses, users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { personRoles, persons } from '../../db/schema/people';
import { hashPassword } from '../auth/passwords';

/**
 * federation: Kenya, in the programme; rwanda: Rwanda's Federation user, in it too; federation2:
 * Italy, not in it; zonaldevproject: a reviewer (empowerment.admin), not an admin; coach: the
 * demo Coach, sent to the projects as their coach; coach2: another Coach, sent as an expert.
 */
const USERS = ['administrator', 'federation', 'rwanda', 'federation2', 'zonaldevproject', 'coach', 'coach2'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const userNos = new Map<User, number>();
let kenya: number;
let callNo: number;
let coachPersonNo: number;
let coach2PersonNo: number;
const db = () => t.app.identityDb.db;

async function userNamed(username: string) {
  const [user] = await db().select().from(users).where(eq(users.username, username));
  return user!;
}

/** A person holding the coach role, and a Coach user for it holding the programme's grant. */
async function newCoachUser(username: string): Promise<number> {
  const [person] = await db()
    .insert(persons)
    .values({ firstName: 'Chris', lastName: 'Expert', gender: 0 })
    .returning({ no: persons.no });
  await db().insert(personRoles).values({ personNo: person!.no, role: 'coach' });
  await newUser(username, 19, person!.no);
  return person!.no;
}

async function newUser(username: string, type: number, typeNo: number): Promise<void> {
  const [user] = await db()
    .insert(users)
    .values({
      type,
      typeNo,
      username,
      firstName: username,
      lastName: 'Test',
      passwordHash: await hashPassword('volleyball'),
    })
    .returning({ no: users.no });
  if (type === 19) await db().insert(userAccesses).values({ userNo: user!.no, access: 'empowerment' });
}

beforeAll(async () => {
  t = await createTestApp();
  const code = async (c: string) => (await db().select().from(federations).where(eq(federations.code, c)))[0]!.no;
  kenya = await code('KEN');
  const coach = await userNamed('coach');
  coachPersonNo = coach.typeNo;
  await db().insert(userAccesses).values({ userNo: coach.no, access: 'empowerment' }).onConflictDoNothing();
  coach2PersonNo = await newCoachUser('coach2');
  await newUser('rwanda', 5, await code('RWA'));
  for (const user of USERS) {
    cookies.set(user, await signIn(t.app, user));
    userNos.set(user, (await userNamed(user)).no);
  }
  const [call] = await db()
    .insert(empowermentCalls)
    .values({
      title: 'Projects test call',
      opensOn: '2026-01-01',
      closesOn: '2026-12-31',
      budgetMinor: 10_000_000,
      currency: 'USD',
      projectTypes: ['coachSupport', 'volleyballEquipment', 'knowledgeTransfer'],
      criteria: [{ key: 'impact', label: 'Impact', weight: 1 }],
    })
    .returning({ no: empowermentCalls.no });
  callNo = call!.no;
});
afterAll(() => t?.close());

const DETAILS: Record<ProjectType, TApplicationDetails> = {
  coachSupport: {
    type: 'coachSupport',
    startDay: '2026-03-01',
    endDay: '2026-09-30',
    level: 'youth',
    profile: 'Youth',
  },
  volleyballEquipment: {
    type: 'volleyballEquipment',
    items: [{ code: 'BALL-INDOOR', quantity: 20 }],
    deliveryAddress: 'Nairobi',
  },
  knowledgeTransfer: {
    type: 'knowledgeTransfer',
    topic: 'Refereeing',
    experts: '',
    participants: 20,
    startDay: '2026-03-01',
    endDay: '2026-03-05',
  },
};

/** A running project of Kenya from an approved application; the demo coach its coach, coach2 an expert. */
async function newProject(type: ProjectType = 'coachSupport', status: 'running' | 'completed' = 'running') {
  const [application] = await db()
    .insert(applications)
    .values({
      callNo,
      federationNo: kenya,
      projectType: type,
      status: 'approved',
      title: `Project of ${type}`,
      details: DETAILS[type],
      budget: [],
      budgetTotalMinor: 500_000,
    })
    .returning({ no: applications.no });
  const [project] = await db()
    .insert(developmentProjects)
    .values({
      applicationNo: application!.no,
      federationNo: kenya,
      projectType: type,
      title: `Project of ${type}`,
      status,
      currency: 'USD',
      budgetTotalMinor: 500_000,
      startDay: '2026-03-01',
      endDay: '2026-09-30',
      coachPersonNo,
      expertPersonNos: [coach2PersonNo],
    })
    .returning({ no: developmentProjects.no });
  return project!.no;
}

async function newInvoice(projectNo: number, status: InvoiceStatus = INVOICE_STATUS.NeedsUpload) {
  const [invoice] = await db()
    .insert(invoices)
    .values({ projectNo, description: 'Flights', amountMinor: 120_000, status })
    .returning();
  return invoice!;
}

function api(user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload && { payload }) });
}

function form(user: User, url: string, fields: Record<string, string>, file?: Buffer) {
  const { payload, headers } = file ? multipartBody(fields, file) : fieldsOnly(fields);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: cookies.get(user) ?? '' } });
}

/** A multipart body of text fields and no file. */
function fieldsOnly(fields: Record<string, string>) {
  const boundary = '----libero-fields';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function proxy(user: User, request: Parameters<typeof buildRequest>[0]) {
  return t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie: cookies.get(user)!, 'content-type': 'application/xml', accept: 'application/json' },
    payload: buildRequest(request),
  });
}

async function dossier(no: number, user: User = 'administrator'): Promise<TProjectDossier> {
  const response = await api(user, 'GET', `/api/empowerment/projects/${no}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectError(
  response: { statusCode: number; json: () => { errors: { code: string }[] } },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errors[0]!.code).toBe(code);
}

const invoiceRow = async (no: number) => (await db().select().from(invoices).where(eq(invoices.no, no)))[0]!;
const eventsOf = (subject: 'invoice' | 'shipment' | 'project', no: number) =>
  db()
    .select()
    .from(empowermentEvents)
    .where(and(eq(empowermentEvents.subject, subject), eq(empowermentEvents.subjectNo, no)));

const STATUSES = Object.values(INVOICE_STATUS);
const STEPPERS = ['federation', 'zonaldevproject', 'administrator'] as const;
const ROLES_OF: Record<(typeof STEPPERS)[number], readonly string[]> = {
  federation: ['federation'],
  zonaldevproject: ['reviewer'],
  administrator: ['federation', 'reviewer'],
};

describe('invoice steps', () => {
  it('takes every transition by the roles it names and refuses every other, writing nothing', async () => {
    const projectNo = await newProject();
    for (const step of INVOICE_STEPS.filter((name) => name !== 'upload')) {
      const transition = INVOICE_TRANSITIONS[step];
      for (const user of STEPPERS) {
        for (const status of STATUSES) {
          const invoice = await newInvoice(projectNo, status);
          const url = `/api/empowerment/invoices/${invoice.no}/steps/${step}`;
          const response = await api(user, 'POST', url, { version: invoice.version, text: 'Checked.' });
          const byRole = transition.by.some((role) => ROLES_OF[user].includes(role));
          const expected = !byRole ? 403 : transition.from.includes(status) ? 200 : 409;
          expect(response.statusCode, `${user} ${step} from ${status}: ${response.body}`).toBe(expected);
          const after = await invoiceRow(invoice.no);
          if (expected === 200) {
            expect(after.status).toBe(transition.to);
            expect((await eventsOf('invoice', invoice.no)).map((event) => event.step)).toEqual([step]);
          } else {
            expect(after).toEqual(invoice);
            expect(await eventsOf('invoice', invoice.no)).toEqual([]);
          }
        }
      }
    }
  });

  it('asks a reason to reject, keeps it until reopened, and tells the federation', async () => {
    const projectNo = await newProject();
    const invoice = await newInvoice(projectNo, INVOICE_STATUS.InReview);
    const url = `/api/empowerment/invoices/${invoice.no}/steps`;
    expectError(
      await api('zonaldevproject', 'POST', `${url}/reject`, { version: invoice.version }),
      422,
      'InvalidData',
    );
    const rejected = await api('zonaldevproject', 'POST', `${url}/reject`, {
      version: invoice.version,
      text: 'The amount is not the quote.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const shown = (rejected.json() as TProjectDossier).invoices.find((line) => line.no === invoice.no)!;
    expect(shown).toMatchObject({ status: INVOICE_STATUS.Rejected, rejectReason: 'The amount is not the quote.' });
    // Either side may reopen it; the federation does, and sees it editable again.
    expect(shown.steps).toEqual(['reopen']);
    const reopened = await api('federation', 'POST', `${url}/reopen`, { version: shown.version });
    const again = (reopened.json() as TProjectDossier).invoices.find((line) => line.no === invoice.no)!;
    expect(again).toMatchObject({ status: INVOICE_STATUS.NeedsUpload, rejectReason: null, canEdit: true });
    expect(again.steps).toEqual(['upload']);

    const paid = await newInvoice(projectNo, INVOICE_STATUS.InReview);
    for (const step of ['accept', 'startPayment', 'markPaid']) {
      const { version } = await invoiceRow(paid.no);
      const response = await api('zonaldevproject', 'POST', `/api/empowerment/invoices/${paid.no}/steps/${step}`, {
        version,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await dossier(projectNo)).paidMinor).toBe(120_000);
    const [kenyaBody] = await db().select().from(federations).where(eq(federations.no, kenya));
    const mails = await db().select().from(mailOutbox).orderBy(mailOutbox.id);
    const about = (no: number) => mails.filter((mail) => mail.source === `empowerment invoice ${no}`);
    expect(about(invoice.no).map((mail) => mail.kind)).toEqual(['empowerment-invoice-reject']);
    expect(about(invoice.no)[0]!.text).toContain('The amount is not the quote.');
    expect(about(paid.no).map((mail) => mail.kind)).toEqual([
      'empowerment-invoice-accept',
      'empowerment-invoice-markPaid',
    ]);
    expect(about(paid.no).every((mail) => mail.recipients.includes(kenyaBody!.email!))).toBe(true);
  });

  it("pays into the federation's verified bank account, named on the invoice, and waits while there is none", async () => {
    const projectNo = await newProject();
    const invoice = await newInvoice(projectNo, INVOICE_STATUS.Accepted);
    const url = `/api/empowerment/invoices/${invoice.no}/steps/startPayment`;
    const active = and(eq(bankAccounts.federationNo, kenya), eq(bankAccounts.status, 'active'));
    const [account] = await db().select().from(bankAccounts).where(active);
    await db().update(bankAccounts).set({ status: 'replaced' }).where(eq(bankAccounts.no, account!.no));
    expectError(await api('zonaldevproject', 'POST', url, { version: invoice.version }), 409, 'NoActiveBankAccount');
    expect(await invoiceRow(invoice.no)).toEqual(invoice);
    await db().update(bankAccounts).set({ status: 'active' }).where(eq(bankAccounts.no, account!.no));
    const started = await api('zonaldevproject', 'POST', url, { version: invoice.version });
    expect(started.statusCode, started.body).toBe(200);
    const shown = (started.json() as TProjectDossier).invoices.find((line) => line.no === invoice.no)!;
    expect(shown.paidTo).toBe('Equity Bank Kenya Limited, Kenya Volleyball Federation, •••• 4567 (KES)');
  });

  it('refuses a stale version, an upload through the steps and an unknown step', async () => {
    const invoice = await newInvoice(await newProject(), INVOICE_STATUS.InReview);
    const url = `/api/empowerment/invoices/${invoice.no}/steps`;
    expectError(
      await api('zonaldevproject', 'POST', `${url}/accept`, { version: invoice.version - 1 }),
      409,
      'Conflict',
    );
    expectError(await api('federation', 'POST', `${url}/upload`, { version: invoice.version }), 400, 'BadParameter');
    expectError(await api('federation', 'POST', `${url}/pay`, { version: invoice.version }), 400, 'BadParameter');
    // Invoices are not the coach's business, nor another federation's.
    for (const user of ['coach', 'rwanda'] as const)
      expectError(await api(user, 'POST', `${url}/accept`, { version: invoice.version }), 404, 'NotFound');
    expect(await invoiceRow(invoice.no)).toEqual(invoice);
  });
});

describe('invoice editing and upload', () => {
  /** Longer than a form field of the documents' forms. */
  const LONG_DESCRIPTION =
    'Return flights Nairobi–Madrid for the head coach and two assistants, March camp, economy class, two bags each';
  const upload = (user: User, no: number, fields: Record<string, string>) =>
    form(user, `/api/empowerment/invoices/${no}/upload`, fields, TINY_PDF);
  const filled = (version: number) => ({
    version: String(version),
    description: LONG_DESCRIPTION,
    reference: 'INV-2026-7',
    issuedOn: '2026-04-02',
    amountMinor: '98000',
  });

  it('lets its federation add and edit an invoice while it needs upload, and nobody else', async () => {
    const projectNo = await newProject();
    const added = await api('federation', 'POST', `/api/empowerment/projects/${projectNo}/invoices`, {
      description: 'Coach fees',
      reference: '',
      issuedOn: null,
      amountMinor: 300_000,
    });
    expect(added.statusCode, added.body).toBe(201);
    const invoice = (added.json() as TProjectDossier).invoices[0]!;
    expect(invoice).toMatchObject({ status: INVOICE_STATUS.NeedsUpload, canEdit: true, steps: ['upload'] });
    const edit = { description: 'Coach fees, April', reference: 'A-1', issuedOn: '2026-04-30', amountMinor: 280_000 };
    const url = `/api/empowerment/invoices/${invoice.no}`;
    expectError(await api('zonaldevproject', 'PUT', url, { ...edit, version: invoice.version }), 403, 'AccessDenied');
    expectError(await api('rwanda', 'PUT', url, { ...edit, version: invoice.version }), 404, 'NotFound');
    expectError(await api('coach', 'PUT', url, { ...edit, version: invoice.version }), 404, 'NotFound');
    expectError(await api('federation', 'PUT', url, { ...edit, version: invoice.version - 1 }), 409, 'Conflict');
    expect((await invoiceRow(invoice.no)).version).toBe(invoice.version);
    const edited = await api('federation', 'PUT', url, { ...edit, version: invoice.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as TProjectDossier).invoices[0]).toMatchObject({
      ...edit,
      status: INVOICE_STATUS.NeedsUpload,
    });
    // The reviewer expects invoices too; a project completed takes none.
    const byReviewer = await api('zonaldevproject', 'POST', `/api/empowerment/projects/${projectNo}/invoices`, edit);
    expect(byReviewer.statusCode).toBe(201);
    const completed = await newProject('coachSupport', 'completed');
    expectError(
      await api('federation', 'POST', `/api/empowerment/projects/${completed}/invoices`, edit),
      409,
      'EmpowermentStepRefused',
    );
    expectError(
      await api('coach', 'POST', `/api/empowerment/projects/${projectNo}/invoices`, edit),
      403,
      'AccessDenied',
    );
  });

  it('stores the uploaded invoice, sends it In Review and ends its editing', async () => {
    const projectNo = await newProject();
    const invoice = await newInvoice(projectNo);
    expectError(await upload('zonaldevproject', invoice.no, filled(invoice.version)), 403, 'AccessDenied');
    expectError(
      await upload('federation', invoice.no, { ...filled(invoice.version), amountMinor: 'lots' }),
      422,
      'InvalidData',
    );
    expectError(await upload('federation', invoice.no, filled(invoice.version - 1)), 409, 'Conflict');
    expect(await invoiceRow(invoice.no)).toEqual(invoice);

    const response = await upload('federation', invoice.no, filled(invoice.version));
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = (response.json() as TProjectDossier).invoices[0]!;
    expect(uploaded).toMatchObject({
      status: INVOICE_STATUS.InReview,
      description: LONG_DESCRIPTION,
      reference: 'INV-2026-7',
      issuedOn: '2026-04-02',
      amountMinor: 98_000,
      canEdit: false,
      steps: [],
      document: { kind: 'invoice', fileName: 'scan.pdf', sizeBytes: TINY_PDF.length },
    });
    for (const user of ['federation', 'zonaldevproject'] as const) {
      const file = await api(user, 'GET', `/api/empowerment/invoices/${invoice.no}/document`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(TINY_PDF)).toBe(true);
    }
    expect((await api('coach', 'GET', `/api/empowerment/invoices/${invoice.no}/document`)).statusCode).toBe(404);
    const edit = { description: 'Changed', reference: '', issuedOn: null, amountMinor: 1, version: uploaded.version };
    expectError(
      await api('federation', 'PUT', `/api/empowerment/invoices/${invoice.no}`, edit),
      409,
      'EmpowermentStepRefused',
    );
    expectError(await upload('federation', invoice.no, filled(uploaded.version)), 409, 'EmpowermentStepRefused');
    // The reviewer now decides.
    expect((await dossier(projectNo, 'zonaldevproject')).invoices[0]!.steps).toEqual(['accept', 'reject']);
  });
});

describe('reports (SPEC §6)', () => {
  /** Longer than a form field of the documents' forms. */
  const BODY = 'What was done in the camp, day by day. '.repeat(100).trim();
  const report = (user: User, projectNo: number, kind: string, file?: Buffer) =>
    form(
      user,
      `/api/empowerment/projects/${projectNo}/reports`,
      { kind, title: `A ${kind} report`, periodStart: '2026-03-01', periodEnd: '', body: BODY },
      file,
    );
  const reportNos = async (projectNo: number, user: User) =>
    (await dossier(projectNo, user)).reports.map((line) => line.no);
  const getReport = (user: User, no: number) =>
    proxy(user, { type: 'GetProgressReport', fields: ['No', 'Kind', 'CoachId'], attributes: { No: no } });
  const listed = async (user: User, projectNo: number) => {
    const response = await proxy(user, {
      type: 'GetProgressReportList',
      fields: ['No'],
      filter: { NoProject: projectNo },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { no: number }[]).map((row) => row.no);
  };

  it('shows a coach report to the coach who wrote it (and admins), lists it to admins only', async () => {
    const projectNo = await newProject();
    const coachView = await dossier(projectNo, 'coach');
    expect(coachView).toMatchObject({ isCoach: true, roles: [], invoices: [], reportKinds: ['coach'] });
    expectError(await report('federation', projectNo, 'coach'), 403, 'AccessDenied');
    expectError(await report('coach', projectNo, 'progress'), 403, 'AccessDenied');
    const written = await report('coach', projectNo, 'coach', TINY_PDF);
    expect(written.statusCode, written.body).toBe(201);
    const [coachReport] = (written.json() as TProjectDossier).reports;
    expect(coachReport).toMatchObject({ kind: 'coach', coachId: userNos.get('coach'), document: { kind: 'report' } });
    const no = coachReport!.no;

    expect(await reportNos(projectNo, 'coach')).toEqual([no]);
    expect(await reportNos(projectNo, 'administrator')).toEqual([no]);
    for (const user of ['coach2', 'federation', 'zonaldevproject'] as const) {
      expect(await reportNos(projectNo, user), user).toEqual([]);
      expect((await getReport(user, no)).statusCode, user).toBe(404);
      expect((await api(user, 'GET', `/api/empowerment/reports/${no}/document`)).statusCode, user).toBe(404);
    }
    const asCoach = await getReport('coach', no);
    expect(asCoach.statusCode, asCoach.body).toBe(200);
    expect(asCoach.json().data).toMatchObject({ no, kind: 'coach', coachId: userNos.get('coach') });
    const file = await api('coach', 'GET', `/api/empowerment/reports/${no}/document`);
    expect(file.rawPayload.equals(TINY_PDF)).toBe(true);

    expect(await listed('administrator', projectNo)).toEqual([no]);
    for (const user of ['coach', 'zonaldevproject', 'federation'] as const)
      expect(await listed(user, projectNo)).toEqual([]);
  });

  it('shows a final report to its federation and admins only, once, and tells the programme office', async () => {
    const projectNo = await newProject();
    expect((await dossier(projectNo, 'federation')).reportKinds).toEqual(['progress', 'final']);
    const written = await report('federation', projectNo, 'final');
    expect(written.statusCode, written.body).toBe(201);
    const finalReport = (written.json() as TProjectDossier).reports[0]!;
    expect(finalReport).toMatchObject({
      kind: 'final',
      periodStart: '2026-03-01',
      periodEnd: null,
      body: BODY,
      document: null,
    });
    expect((await dossier(projectNo, 'federation')).reportKinds).toEqual(['progress']);
    expectError(await report('federation', projectNo, 'final'), 409, 'EmpowermentStepRefused');

    expect(await reportNos(projectNo, 'administrator')).toEqual([finalReport.no]);
    expect((await getReport('federation', finalReport.no)).statusCode).toBe(200);
    for (const user of ['zonaldevproject', 'coach'] as const) {
      expect(await reportNos(projectNo, user), user).toEqual([]);
      expect((await getReport(user, finalReport.no)).statusCode, user).toBe(404);
    }
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.source, `empowerment project ${projectNo}`));
    expect(mail).toMatchObject({ kind: 'empowerment-final-report', recipients: [t.config.EMPOWERMENT_OFFICE_EMAIL] });
  });

  it('shows progress reports to whoever reaches the project', async () => {
    const projectNo = await newProject();
    const written = await report('federation', projectNo, 'progress');
    expect(written.statusCode, written.body).toBe(201);
    const [progress] = (written.json() as TProjectDossier).reports;
    for (const user of ['federation', 'zonaldevproject', 'coach', 'coach2', 'administrator'] as const)
      expect(await reportNos(projectNo, user), user).toEqual([progress!.no]);
    expect((await api('rwanda', 'GET', `/api/empowerment/projects/${projectNo}`)).statusCode).toBe(404);
    expectError(
      await report('federation', projectNo, 'progress', Buffer.from('not a document')),
      415,
      'FileTypeNotAccepted',
    );
  });
});

describe('shipments', () => {
  const order = (user: User, projectNo: number, code = 'BALL-INDOOR') =>
    api(user, 'POST', `/api/empowerment/projects/${projectNo}/shipments`, {
      items: [{ code, quantity: 24 }],
      deliveryAddress: 'Kasarani, Nairobi',
    });
  const shipmentRow = async (no: number) => (await db().select().from(shipments).where(eq(shipments.no, no)))[0]!;
  const step = async (user: User, no: number, name: string, body: object = {}) =>
    api(user, 'POST', `/api/empowerment/shipments/${no}/steps/${name}`, {
      version: (await shipmentRow(no)).version,
      ...body,
    });

  it('goes ordered → shipped → in customs → delivered, each step by its role', async () => {
    const projectNo = await newProject('volleyballEquipment');
    expect((await dossier(projectNo, 'zonaldevproject')).canAddShipment).toBe(true);
    expectError(await order('zonaldevproject', projectNo, 'GOLD-BALL'), 422, 'InvalidData');
    expectError(await order('zonaldevproject', await newProject()), 409, 'EmpowermentStepRefused');
    expect((await order('federation', projectNo)).statusCode).toBe(403);
    const ordered = await order('zonaldevproject', projectNo);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const shipment = (ordered.json() as TProjectDossier).shipments[0]!;
    expect(shipment).toMatchObject({
      status: 'ordered',
      items: [{ code: 'BALL-INDOOR', quantity: 24, name: 'Indoor match ball' }],
      steps: ['ship'],
    });

    const before = await shipmentRow(shipment.no);
    expectError(
      await step('federation', shipment.no, 'ship', { carrier: 'DHL', trackingNumber: '1Z' }),
      403,
      'AccessDenied',
    );
    expectError(await step('zonaldevproject', shipment.no, 'ship', { trackingNumber: '1Z' }), 422, 'InvalidData');
    const noTracking = await step('zonaldevproject', shipment.no, 'ship', { carrier: 'DHL' });
    expectError(noTracking, 422, 'InvalidData');
    expect(noTracking.json().errors[0].detail).toBe('trackingNumber');
    expectError(await step('zonaldevproject', shipment.no, 'enterCustoms'), 409, 'EmpowermentStepRefused');
    expectError(await step('federation', shipment.no, 'confirmDelivery'), 409, 'EmpowermentStepRefused');
    expectError(
      await api('zonaldevproject', 'POST', `/api/empowerment/shipments/${shipment.no}/steps/ship`, {
        version: before.version - 1,
        carrier: 'DHL',
        trackingNumber: '1Z',
      }),
      409,
      'Conflict',
    );
    expect(await shipmentRow(shipment.no)).toEqual(before);

    const shipped = await step('zonaldevproject', shipment.no, 'ship', { carrier: 'DHL', trackingNumber: '1Z999' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await shipmentRow(shipment.no)).shippedAt).not.toBeNull();
    expect((await dossier(projectNo, 'federation')).shipments[0]!.steps).toEqual(['confirmDelivery']);
    expect((await step('zonaldevproject', shipment.no, 'enterCustoms')).statusCode).toBe(200);
    expectError(await step('zonaldevproject', shipment.no, 'confirmDelivery'), 403, 'AccessDenied');
    const delivered = await step('federation', shipment.no, 'confirmDelivery', { text: 'All 24 balls arrived.' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const done = (delivered.json() as TProjectDossier).shipments[0]!;
    expect(done).toMatchObject({ status: 'delivered', carrier: 'DHL', trackingNumber: '1Z999', steps: [] });
    expect(done.timeline.map((line) => line.status)).toEqual(['ordered', 'shipped', 'inCustoms', 'delivered']);
    expect(done.timeline.at(-1)).toMatchObject({ text: 'All 24 balls arrived.' });
    expect((await shipmentRow(shipment.no)).deliveredAt).not.toBeNull();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.source, `empowerment shipment ${shipment.no}`));
    expect(mails.map((mail) => mail.kind)).toEqual(['empowerment-shipment-shipped']);
  });
});

describe('project editing', () => {
  const edit = (project: TProjectDossier, change: object = {}) => ({
    version: project.version,
    startDay: '2026-04-01',
    endDay: '2026-10-31',
    coachPersonNo: coach2PersonNo,
    expertPersonNos: [],
    milestones: [{ title: 'First camp', dueDay: '2026-05-01', doneDay: null }],
    status: 'running',
    ...change,
  });

  it('lets reviewers set the period, the people and the milestones, at the version read', async () => {
    const projectNo = await newProject();
    const project = await dossier(projectNo, 'zonaldevproject');
    expect(project).toMatchObject({ canEdit: true, roles: ['reviewer'], coach: { no: coachPersonNo } });
    const url = `/api/empowerment/projects/${projectNo}`;
    expect((await api('federation', 'PUT', url, edit(project))).statusCode).toBe(403);
    const [player] = await db().select().from(personRoles).where(eq(personRoles.role, 'player')).limit(1);
    const notACoach = await api('zonaldevproject', 'PUT', url, edit(project, { coachPersonNo: player!.personNo }));
    expectError(notACoach, 422, 'InvalidData');
    expect(notACoach.json().errors[0].detail).toContain('coachPersonNo');
    const noSuchExpert = await api('zonaldevproject', 'PUT', url, edit(project, { expertPersonNos: [2_000_000_000] }));
    expect(noSuchExpert.json().errors[0].detail).toContain('expertPersonNos');
    expectError(
      await api('zonaldevproject', 'PUT', url, edit(project, { version: project.version - 1 })),
      409,
      'Conflict',
    );
    expect((await dossier(projectNo)).version).toBe(project.version);

    const saved = await api('zonaldevproject', 'PUT', url, edit(project));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      startDay: '2026-04-01',
      coach: { no: coach2PersonNo, name: 'Chris Expert' },
      experts: [],
      milestones: [{ title: 'First camp' }],
    });
    expect((await eventsOf('project', projectNo)).map((event) => event.step)).toEqual(['edit']);
    // The demo coach is no longer sent to it.
    expect((await api('coach', 'GET', url)).statusCode).toBe(404);
  });
});

describe('a federation outside the programme', () => {
  it('is refused every project, invoice, report and shipment route', async () => {
    const projectNo = await newProject('volleyballEquipment');
    const invoice = await newInvoice(projectNo);
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
      ['GET', `/api/empowerment/projects/${projectNo}`],
      ['PUT', `/api/empowerment/projects/${projectNo}`],
      ['POST', `/api/empowerment/projects/${projectNo}/invoices`],
      ['PUT', `/api/empowerment/invoices/${invoice.no}`],
      ['POST', `/api/empowerment/invoices/${invoice.no}/upload`],
      ['POST', `/api/empowerment/invoices/${invoice.no}/steps/accept`],
      ['GET', `/api/empowerment/invoices/${invoice.no}/document`],
      ['POST', `/api/empowerment/projects/${projectNo}/reports`],
      ['GET', `/api/empowerment/reports/1/document`],
      ['POST', `/api/empowerment/projects/${projectNo}/shipments`],
      ['POST', `/api/empowerment/shipments/1/steps/ship`],
    ];
    for (const [method, url] of routes) {
      const response = await api('federation2', method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
