import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROJECT_TYPES } from '@libero/shared/empowerment/applications';
import { budgetTotal, ZApplicationDetails, ZBudgetLine, ZCriterion } from '@libero/shared/empowerment/empowerment-api';
import { APPLICATION_STATUS, INVOICE_STATUS } from '@libero/shared/statuses/statuses';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { federations } from '../../db/schema/bodies';
import {
  applications,
  developmentProjects,
  empowermentCalls,
  empowermentDocuments,
  empowermentEvents,
  equipmentCatalogue,
  invoices,
  progressReports,
  shipments,
} from '../../db/schema/empowerment';
import { users } from '../../db/schema/identity';
import { createDocumentStorage } from '../documents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;

async function userOf(username: string) {
  const [user] = await db().select().from(users).where(eq(users.username, username));
  return user!;
}

async function federationNo(code: string) {
  const [federation] = await db().select().from(federations).where(eq(federations.code, code));
  return federation!.no;
}

describe('the empowerment demo', () => {
  it('opens a call today for each project type', async () => {
    const today = utcDay(new Date());
    const calls = await db().select().from(empowermentCalls);
    const open = calls.filter((call) => call.opensOn <= today && today <= call.closesOn);
    for (const type of PROJECT_TYPES) expect(open.some((call) => call.projectTypes.includes(type))).toBe(true);
    expect(calls.some((call) => call.closesOn < today && call.projectTypes.length === PROJECT_TYPES.length)).toBe(true);
    for (const call of calls)
      expect(call.criteria.every((criterion) => ZCriterion.safeParse(criterion).success)).toBe(true);
  });

  it('holds applications in every status, each valid for its call, with its timeline', async () => {
    const rows = await db().select().from(applications);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([...APPLICATION_STATUS].sort());
    const calls = await db().select().from(empowermentCalls);
    const catalogue = new Set((await db().select().from(equipmentCatalogue)).map((item) => item.code));
    for (const row of rows) {
      const details = ZApplicationDetails.parse(row.details);
      expect(details.type).toBe(row.projectType);
      expect(row.budget.every((line) => ZBudgetLine.safeParse(line).success)).toBe(true);
      expect(row.budgetTotalMinor).toBe(budgetTotal(row.budget));
      if (details.type === 'volleyballEquipment')
        expect(details.items.every((item) => catalogue.has(item.code))).toBe(true);
      const call = calls.find((c) => c.no === row.callNo)!;
      expect(call.projectTypes).toContain(row.projectType);
      const keys = call.criteria.map((criterion) => criterion.key);
      expect(Object.keys(row.scores).every((key) => keys.includes(key))).toBe(true);
      expect(row.scoreTotal === null).toBe(Object.keys(row.scores).length === 0);
      expect(row.submittedAt === null).toBe(row.status === 'draft');
      expect(row.decidedAt === null).toBe(!['approved', 'notApproved'].includes(row.status));
    }
    const events = await db().select().from(empowermentEvents).where(eq(empowermentEvents.subject, 'application'));
    const declined = rows.find((row) => row.status === 'notApproved')!;
    const decline = events.find((event) => event.subjectNo === declined.no && event.step === 'decline');
    expect(decline?.text).toBe(declined.decisionReason);
    const reviewer = await userOf('zonaldevproject');
    expect(decline?.userNo).toBe(reviewer.no);
  });

  it('runs two projects with invoices in every status, within their budgets', async () => {
    const projects = await db().select().from(developmentProjects);
    expect(projects.filter((project) => project.status === 'running')).toHaveLength(2);
    const all = await db().select().from(invoices);
    expect([...new Set(all.map((invoice) => invoice.status))].sort()).toEqual(Object.values(INVOICE_STATUS).sort());
    for (const project of projects) {
      const spent = all
        .filter((invoice) => invoice.projectNo === project.no)
        .reduce((sum, i) => sum + i.amountMinor, 0);
      expect(spent).toBeLessThanOrEqual(project.budgetTotalMinor);
    }
    for (const invoice of all) expect(invoice.documentNo === null).toBe(invoice.status === INVOICE_STATUS.NeedsUpload);
    expect(all.find((invoice) => invoice.status === INVOICE_STATUS.Rejected)?.rejectReason).toBeTruthy();

    const coach = await userOf('coach');
    const kenya = await federationNo('KEN');
    const coached = projects.find((p) => p.federationNo === kenya && p.projectType === 'coachSupport')!;
    expect(coached.coachPersonNo).toBe(coach.typeNo);
    const toUpload = all.filter((i) => i.projectNo === coached.no && i.status === INVOICE_STATUS.NeedsUpload);
    expect(toUpload).not.toHaveLength(0);
  });

  it('holds a shipment in transit, a coach report, a final report and an ended project without one', async () => {
    const [shipped] = await db().select().from(shipments).where(eq(shipments.status, 'shipped'));
    expect(shipped?.carrier).not.toBe('');
    expect(shipped?.trackingNumber).not.toBe('');
    const reports = await db().select().from(progressReports);
    const coach = await userOf('coach');
    const coachReport = reports.find((report) => report.kind === 'coach');
    expect(coachReport?.coachUserNo).toBe(coach.no);
    expect(coachReport?.authorName).toBe(`${coach.firstName} ${coach.lastName}`);
    expect(reports.some((report) => report.kind === 'final')).toBe(true);

    const today = utcDay(new Date());
    const ended = await db().select().from(developmentProjects).where(eq(developmentProjects.status, 'completed'));
    const finals = new Set(reports.filter((report) => report.kind === 'final').map((report) => report.projectNo));
    expect(ended.some((project) => project.endDay < today && !finals.has(project.no))).toBe(true);
  });

  it('keeps the invoices’ documents in the store, owned by their invoice', async () => {
    const storage = createDocumentStorage(t.config);
    const documents = await db().select().from(empowermentDocuments);
    const invoiceDocuments = documents.filter((document) => document.ownerKind === 'invoice');
    expect(invoiceDocuments).not.toHaveLength(0);
    const owners = await db().select({ no: invoices.no, documentNo: invoices.documentNo }).from(invoices);
    for (const document of invoiceDocuments)
      expect(owners.find((invoice) => invoice.no === document.ownerNo)?.documentNo).toBe(document.no);
    for (const document of documents) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.open(document.storageKey)) chunks.push(chunk as Buffer);
      const content = Buffer.concat(chunks);
      expect(content.length).toBe(document.sizeBytes);
      expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
