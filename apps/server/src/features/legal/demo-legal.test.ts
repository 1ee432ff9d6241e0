import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CASE_STATUSES } from '@libero/shared/legal/legal-cases';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { federationOfOriginChanges, legalCaseDocuments, legalCases } from '../../db/schema/legal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the legal demo', () => {
  it('holds changes in every state and determinations, with readable evidence and the effects of decisions', async () => {
    const db = t.app.identityDb.db;
    const cases = await db.select().from(legalCases);
    const changes = new Set(cases.filter((c) => c.kind === 'originChange').map((c) => c.status));
    expect([...changes].sort()).toEqual([...CASE_STATUSES].sort());
    expect(cases.filter((c) => c.kind === 'determination').length).toBeGreaterThanOrEqual(4);
    const history = await db.select().from(federationOfOriginChanges);
    const approved = cases.filter((c) => c.decidedFederationNo !== null);
    expect(history.map((h) => h.caseNo).sort()).toEqual(approved.map((c) => c.no).sort());

    const [document] = await db.select().from(legalCaseDocuments).limit(1);
    const admin = await signIn(t.app, 'administrator');
    const file = await t.app.inject({
      url: `/api/legal/cases/${document!.caseNo}/documents/${document!.no}`,
      headers: { cookie: admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const overdue = cases.find((c) => c.status === 'awaitingCurrentFederation');
    expect(overdue?.dueDay && overdue.dueDay < new Date().toISOString().slice(0, 10)).toBe(true);
    // Reminded when it fell due: a new server mails no one.
    expect(overdue?.remindedAt).not.toBeNull();
    expect(await db.select().from(legalCases).where(eq(legalCases.status, 'draft'))).not.toHaveLength(0);
  });
});
