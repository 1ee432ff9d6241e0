import { eq } from 'drizzle-orm';
import {
  APPLICATION_TRANSITIONS,
  REASONED_APPLICATION_STEPS,
  type ApplicationRole,
  type ApplicationStep,
} from '@libero/shared/empowerment/applications';
import {
  budgetTotal,
  type TApplicationDetails,
  type TBudgetLine,
  type TCallInput,
} from '@libero/shared/empowerment/empowerment-api';
import { INVOICE_TRANSITIONS, type InvoiceStep } from '@libero/shared/empowerment/invoices';
import { SHIPMENT_TRANSITIONS, type ShipmentStatus, type ShipmentStep } from '@libero/shared/empowerment/shipments';
import type { ApplicationStatus, InvoiceStatus } from '@libero/shared/statuses/statuses';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
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
import { personRoles } from '../../db/schema/people';
import type { DemoSeeder } from '../../db/seed/seed-demo';
import { collect, field, heading, newDocument } from '../../lib/pdf-layout';
import { newStorageKey, type DocumentStorage } from '../documents';
import { scoreTotalOf } from './application-review';
import {
  DEMO_APPLICATIONS,
  DEMO_CALLS,
  type CallKey,
  type DemoApplication,
  type DemoCall,
  type DemoInvoice,
  type DemoProject,
  type DemoReport,
  type DemoShipment,
} from './demo-empowerment-data';

const DAY_MS = 86_400_000;
/** Days between two steps of a record's workflow. */
const STEP_DAYS = 5;

/** The steps that led each record to its demo status, in order. */
const APPLICATION_PATHS: Record<ApplicationStatus, readonly ApplicationStep[]> = {
  draft: [],
  submitted: ['submit'],
  review: ['submit', 'startReview'],
  approved: ['submit', 'startReview', 'approve'],
  notApproved: ['submit', 'startReview', 'decline'],
};
const INVOICE_PATHS: Record<InvoiceStatus, readonly InvoiceStep[]> = {
  0: [],
  1: ['upload'],
  5: ['upload', 'accept'],
  3: ['upload', 'accept', 'startPayment'],
  2: ['upload', 'accept', 'startPayment', 'markPaid'],
  4: ['upload', 'reject'],
};
const SHIPMENT_PATHS: Record<ShipmentStatus, readonly ShipmentStep[]> = {
  ordered: [],
  shipped: ['ship'],
  inCustoms: ['ship', 'enterCustoms'],
  delivered: ['ship', 'enterCustoms', 'confirmDelivery'],
};

/** Who a timeline line names. */
type Author = { userNo: number | null; userName: string };
type Call = { no: number; criteria: TCallInput['criteria'] };
type Federation = { no: number; code: string; name: string };

/** What the seeding works with; the timeline lines are gathered and inserted at the end. */
type Seeding = {
  db: Db;
  storage: DocumentStorage;
  orgCode: string;
  at: (offset: number) => Date;
  day: (offset: number) => string;
  federation: (code: string) => Federation;
  author: (role: ApplicationRole, federation: Federation) => Author;
  coach: Author & { personNo: number };
  catalogue: Map<string, { name: string; unitPriceMinor: number }>;
  calls: Map<CallKey, Call>;
  events: (typeof empowermentEvents.$inferInsert)[];
};

/**
 * The empowerment demo (issue #23): calls open today for each project type and last year's, the
 * applications of the programme's federations in every status with their timelines, and the
 * projects of last year's call with their invoices (and documents), reports and shipments.
 */
export function demoEmpowermentSeeder(storage: DocumentStorage, orgCode: string): DemoSeeder {
  return async (db) => {
    const seeding = await startSeeding(db, storage, orgCode);
    for (const demo of DEMO_APPLICATIONS) await seedApplication(seeding, demo);
    await db.insert(empowermentEvents).values(seeding.events);
  };
}

/** A demo user, who signs the timeline; a network's own database (uat…) has no users. */
async function demoUser(db: Db, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return user ? { userNo: user.no, userName: `${user.firstName} ${user.lastName}`, typeNo: user.typeNo } : undefined;
}

/** The person the demo `coach` user stands for, else (no users in this database) the first coach. */
async function demoCoach(db: Db, user: { typeNo: number } | undefined): Promise<number> {
  if (user) return user.typeNo;
  const [coach] = await db
    .select({ no: personRoles.personNo })
    .from(personRoles)
    .where(eq(personRoles.role, 'coach'))
    .orderBy(personRoles.personNo)
    .limit(1);
  if (!coach) throw new Error('Empowerment demo: no coach in the registry');
  return coach.no;
}

async function startSeeding(db: Db, storage: DocumentStorage, orgCode: string): Promise<Seeding> {
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset * DAY_MS);
  const day = (offset: number) => utcDay(at(offset));
  const bodies = await db
    .select({ no: federations.no, code: federations.code, name: federations.name })
    .from(federations);
  const federationUser = await demoUser(db, 'federation');
  const reviewer = await demoUser(db, 'zonaldevproject');
  const coach = await demoUser(db, 'coach');
  const coachPersonNo = await demoCoach(db, coach);
  const catalogue = await db.select().from(equipmentCatalogue);
  const seeding: Seeding = {
    db,
    storage,
    orgCode,
    at,
    day,
    federation: (code) => bodies.find((body) => body.code === code)!,
    author: (role, federation) => {
      if (role === 'reviewer') return reviewer ?? { userNo: null, userName: `${orgCode} Empowerment` };
      return federationUser && federation.no === federationUser.typeNo
        ? federationUser
        : { userNo: null, userName: federation.name };
    },
    coach: { userNo: coach?.userNo ?? null, userName: coach?.userName ?? '', personNo: coachPersonNo },
    catalogue: new Map(catalogue.map((item) => [item.code, item])),
    calls: new Map(),
    events: [],
  };
  for (const call of DEMO_CALLS) seeding.calls.set(call.key, await seedCall(seeding, call));
  return seeding;
}

async function seedCall(s: Seeding, call: DemoCall): Promise<Call> {
  const closesOn = s.day(call.closesIn);
  const [row] = await s.db
    .insert(empowermentCalls)
    .values({
      title: call.title.replace('{year}', closesOn.slice(0, 4)),
      description: call.description,
      opensOn: s.day(call.opensIn),
      closesOn,
      budgetMinor: call.budgetMinor,
      currency: 'USD',
      projectTypes: call.projectTypes,
      criteria: call.criteria,
      createdAt: s.at(call.opensIn - 14),
      updatedAt: s.at(call.opensIn - 14),
    })
    .returning({ no: empowermentCalls.no });
  return { no: row!.no, criteria: call.criteria };
}

type TimelineLine = { step: string; by: ApplicationRole; in: number; from?: string; to?: string; text?: string };

/** Creation, then the steps (and the scoring once under review), `STEP_DAYS` apart. */
function applicationTimeline(demo: DemoApplication): TimelineLine[] {
  const lines: Omit<TimelineLine, 'in'>[] = [{ step: 'create', by: 'federation', to: 'draft' }];
  let status: ApplicationStatus = 'draft';
  for (const step of APPLICATION_PATHS[demo.status]) {
    const { to, by } = APPLICATION_TRANSITIONS[step];
    lines.push({ step, by, from: status, to, text: REASONED_APPLICATION_STEPS.has(step) ? demo.reason : '' });
    status = to;
    if (step === 'startReview' && demo.scores) lines.push({ step: 'score', by: 'reviewer' });
  }
  return lines.map((line, index) => ({ ...line, in: demo.createdIn + index * STEP_DAYS }));
}

function addEvents(
  s: Seeding,
  subject: (typeof empowermentEvents.$inferInsert)['subject'],
  subjectNo: number,
  federation: Federation,
  lines: readonly TimelineLine[],
) {
  for (const line of lines)
    s.events.push({
      subject,
      subjectNo,
      step: line.step,
      fromStatus: line.from ?? null,
      toStatus: line.to ?? null,
      ...s.author(line.by, federation),
      text: line.text ?? '',
      at: s.at(line.in),
    });
}

/** An equipment application's budget: its items at the catalogue's prices, then its other lines. */
function budgetOf(s: Seeding, demo: DemoApplication, details: TApplicationDetails): TBudgetLine[] {
  if (details.type !== 'volleyballEquipment') return demo.budget;
  const items = details.items.map(({ code, quantity }): TBudgetLine => {
    const item = s.catalogue.get(code)!;
    return { description: item.name, category: 'equipment', quantity, unitAmountMinor: item.unitPriceMinor };
  });
  return [...items, ...demo.budget];
}

async function seedApplication(s: Seeding, demo: DemoApplication) {
  const call = s.calls.get(demo.call)!;
  const federation = s.federation(demo.federation);
  const details = demo.details(s.day);
  const budget = budgetOf(s, demo, details);
  const timeline = applicationTimeline(demo);
  const dayOf = (step: string) => timeline.find((line) => line.step === step)?.in;
  const decidedIn = dayOf('approve') ?? dayOf('decline');
  const submittedIn = dayOf('submit');
  const [row] = await s.db
    .insert(applications)
    .values({
      callNo: call.no,
      federationNo: federation.no,
      projectType: details.type,
      status: demo.status,
      title: demo.title,
      summary: demo.summary,
      details,
      budget,
      budgetTotalMinor: budgetTotal(budget),
      scores: demo.scores ?? {},
      scoreTotal: scoreTotalOf(call.criteria, demo.scores ?? {}),
      decisionReason: demo.reason ?? null,
      submittedAt: submittedIn === undefined ? null : s.at(submittedIn),
      decidedAt: decidedIn === undefined ? null : s.at(decidedIn),
      createdByUserNo: s.author('federation', federation).userNo,
      createdAt: s.at(demo.createdIn),
      updatedAt: s.at(timeline.at(-1)!.in),
    })
    .returning({ no: applications.no });
  const applicationNo = row!.no;
  addEvents(s, 'application', applicationNo, federation, timeline);
  for (const kind of demo.attachments ?? []) {
    const pdf = await demoPdf(s, `Demo ${kind}`, s.day(demo.createdIn), [
      ['Federation', federation.name],
      ['Application', demo.title],
    ]);
    const document = { ownerKind: 'application', ownerNo: applicationNo, kind, fileName: `${kind}.pdf` } as const;
    await storeDocument(s, document, pdf, s.author('federation', federation).userNo, demo.createdIn);
  }
  if (demo.project && decidedIn !== undefined)
    await seedProject(s, demo.project, { applicationNo, title: demo.title, details, federation, budget, decidedIn });
}

/** An approved application, and when it was approved. */
type Approved = {
  applicationNo: number;
  title: string;
  details: TApplicationDetails;
  federation: Federation;
  budget: TBudgetLine[];
  decidedIn: number;
};
type ProjectOf = { no: number; federation: Federation; title: string; startIn: number };

async function seedProject(s: Seeding, project: DemoProject, approved: Approved) {
  const { details } = approved;
  const completedIn = project.endIn + 2;
  const [row] = await s.db
    .insert(developmentProjects)
    .values({
      applicationNo: approved.applicationNo,
      federationNo: approved.federation.no,
      projectType: details.type,
      title: approved.title,
      status: project.status,
      currency: 'USD',
      budgetTotalMinor: budgetTotal(approved.budget),
      startDay: s.day(project.startIn),
      endDay: s.day(project.endIn),
      coachPersonNo: project.coached ? s.coach.personNo : null,
      milestones: project.milestones.map((milestone) => ({
        title: milestone.title,
        dueDay: s.day(milestone.dueIn),
        doneDay: milestone.doneIn === null ? null : s.day(milestone.doneIn),
      })),
      createdAt: s.at(approved.decidedIn),
      updatedAt: s.at(project.status === 'completed' ? completedIn : approved.decidedIn),
    })
    .returning({ no: developmentProjects.no });
  const of: ProjectOf = {
    no: row!.no,
    federation: approved.federation,
    title: approved.title,
    startIn: project.startIn,
  };
  const completion = { step: 'edit', by: 'reviewer', from: 'running', to: 'completed', in: completedIn } as const;
  addEvents(s, 'project', of.no, of.federation, [
    { step: 'create', by: 'reviewer', to: 'running', in: approved.decidedIn },
    ...(project.status === 'completed' ? [completion] : []),
  ]);
  for (const invoice of project.invoices ?? []) await seedInvoice(s, of, invoice);
  for (const report of project.reports ?? []) await seedReport(s, of, report);
  const items = details.type === 'volleyballEquipment' ? details.items : [];
  const deliveryAddress = details.type === 'volleyballEquipment' ? details.deliveryAddress : '';
  for (const shipment of project.shipments ?? []) await seedShipment(s, of, { items, deliveryAddress }, shipment);
}

/** Expected from the project's start; uploaded two days after it is issued, then taken through its steps. */
async function seedInvoice(s: Seeding, project: ProjectOf, invoice: DemoInvoice) {
  const uploadIn = (invoice.issuedIn ?? project.startIn) + 2;
  const lines: TimelineLine[] = [{ step: 'create', by: 'reviewer', to: '0', in: project.startIn }];
  let status: InvoiceStatus = 0;
  for (const [index, step] of INVOICE_PATHS[invoice.status].entries()) {
    const { to, by } = INVOICE_TRANSITIONS[step];
    const text = step === 'reject' ? invoice.rejectReason : '';
    lines.push({ step, by: by[0]!, from: String(status), to: String(to), text, in: uploadIn + index * STEP_DAYS });
    status = to;
  }
  const documentNo = invoice.status === 0 ? null : await invoiceDocument(s, project, invoice, uploadIn);
  const [row] = await s.db
    .insert(invoices)
    .values({
      projectNo: project.no,
      description: invoice.description,
      reference: invoice.reference,
      issuedOn: invoice.issuedIn === null ? null : s.day(invoice.issuedIn),
      amountMinor: invoice.amountMinor,
      status: invoice.status,
      rejectReason: invoice.rejectReason ?? null,
      documentNo,
      createdByUserNo: s.author('reviewer', project.federation).userNo,
      createdAt: s.at(project.startIn),
      updatedAt: s.at(lines.at(-1)!.in),
    })
    .returning({ no: invoices.no });
  // The invoice and its document name each other: the document gets its owner once the invoice exists.
  if (documentNo !== null)
    await s.db.update(empowermentDocuments).set({ ownerNo: row!.no }).where(eq(empowermentDocuments.no, documentNo));
  addEvents(s, 'invoice', row!.no, project.federation, lines);
}

async function invoiceDocument(s: Seeding, project: ProjectOf, invoice: DemoInvoice, uploadIn: number) {
  const pdf = await demoPdf(s, `Invoice ${invoice.reference}`, s.day(invoice.issuedIn ?? uploadIn), [
    ['Billed to', project.federation.name],
    ['Project', project.title],
    ['Description', invoice.description],
    ['Amount', `USD ${(invoice.amountMinor / 100).toFixed(2)}`],
    ['Funded by', `${s.orgCode} empowerment programme`],
  ]);
  const uploadedBy = s.author('federation', project.federation).userNo;
  const document = { ownerKind: 'invoice', ownerNo: 0, kind: 'invoice', fileName: `${invoice.reference}.pdf` } as const;
  return storeDocument(s, document, pdf, uploadedBy, uploadIn);
}

async function seedReport(s: Seeding, project: ProjectOf, report: DemoReport) {
  // A coach report is its coach user's (SPEC's coachId): none where there are no users.
  if (report.kind === 'coach' && s.coach.userNo === null) return;
  const author = report.kind === 'coach' ? s.coach : s.author('federation', project.federation);
  await s.db.insert(progressReports).values({
    projectNo: project.no,
    kind: report.kind,
    title: report.title,
    periodStart: s.day(report.periodIn[0]),
    periodEnd: s.day(report.periodIn[1]),
    body: report.body,
    coachUserNo: report.kind === 'coach' ? s.coach.userNo : null,
    authorUserNo: author.userNo,
    authorName: author.userName,
    submittedAt: s.at(report.submittedIn),
  });
}

/** Ordered two weeks before it ships; its later steps follow `STEP_DAYS` apart. */
async function seedShipment(
  s: Seeding,
  project: ProjectOf,
  content: Pick<typeof shipments.$inferInsert, 'items' | 'deliveryAddress'>,
  shipment: DemoShipment,
) {
  const orderedIn = shipment.shippedIn - 14;
  const lines: TimelineLine[] = [{ step: 'create', by: 'reviewer', to: 'ordered', in: orderedIn }];
  let status: ShipmentStatus = 'ordered';
  for (const [index, step] of SHIPMENT_PATHS[shipment.status].entries()) {
    const { to, by } = SHIPMENT_TRANSITIONS[step];
    lines.push({ step, by, from: status, to, in: shipment.shippedIn + index * STEP_DAYS });
    status = to;
  }
  const shipped = shipment.status !== 'ordered';
  const [row] = await s.db
    .insert(shipments)
    .values({
      projectNo: project.no,
      status: shipment.status,
      ...content,
      carrier: shipped ? shipment.carrier : '',
      trackingNumber: shipped ? shipment.trackingNumber : '',
      shippedAt: shipped ? s.at(shipment.shippedIn) : null,
      deliveredAt: shipment.status === 'delivered' ? s.at(lines.at(-1)!.in) : null,
      createdAt: s.at(orderedIn),
      updatedAt: s.at(lines.at(-1)!.in),
    })
    .returning({ no: shipments.no });
  addEvents(s, 'shipment', row!.no, project.federation, lines);
}

async function demoPdf(s: Seeding, title: string, issuedOn: string, fields: [string, string][]): Promise<Buffer> {
  const doc = newDocument({ title, author: 'Libero demo', subject: `${s.orgCode} empowerment programme`, issuedOn });
  const bytes = collect(doc);
  heading(doc, title);
  for (const [label, value] of fields) field(doc, label, value);
  field(doc, 'Note', 'A sample document of the demonstration data.');
  doc.end();
  return bytes;
}

type DocumentOf = Pick<typeof empowermentDocuments.$inferInsert, 'ownerKind' | 'ownerNo' | 'kind' | 'fileName'>;

/** Stores the PDF and records it as the owner's document; its no. */
async function storeDocument(
  s: Seeding,
  document: DocumentOf,
  content: Buffer,
  uploadedByUserNo: number | null,
  uploadedIn: number,
): Promise<number> {
  const storageKey = newStorageKey();
  await s.storage.put(storageKey, content);
  const [row] = await s.db
    .insert(empowermentDocuments)
    .values({
      ...document,
      contentType: 'application/pdf',
      sizeBytes: content.length,
      storageKey,
      uploadedByUserNo,
      createdAt: s.at(uploadedIn),
    })
    .returning({ no: empowermentDocuments.no });
  return row!.no;
}
