import { z } from 'zod';
import { ZApplicationStatus, ZInvoiceStatus } from '../statuses/statuses';
import { APPLICATION_ROLES, APPLICATION_STEPS, PROJECT_TYPES } from './applications';
import { ELIGIBILITY_RULES } from './eligibility';
import { INVOICE_STEPS } from './invoices';
import { REPORT_KINDS } from './reports';
import { SHIPMENT_STATUSES, SHIPMENT_STEPS } from './shipments';

/** The JSON of the empowerment workflow (`/api/empowerment/…`); the lists are the gateway's. */
export const ZProjectType = z.enum(PROJECT_TYPES);
export const ZApplicationStep = z.enum(APPLICATION_STEPS);
export const ZApplicationRole = z.enum(APPLICATION_ROLES);
export const ZInvoiceStep = z.enum(INVOICE_STEPS);
export const ZReportKind = z.enum(REPORT_KINDS);
export const ZShipmentStatus = z.enum(SHIPMENT_STATUSES);
export const ZShipmentStep = z.enum(SHIPMENT_STEPS);

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const ZNo = z.coerce.number().int().min(1).max(2_147_483_647);
const ZVersion = z.coerce.number().int().min(0);
/** Money in minor units (cents) of the call's currency. */
const ZAmountMinor = z.number().int().min(0).max(10_000_000_000);
const ZCurrency = z.string().regex(/^[A-Z]{3}$/);
const ZText = (max: number) => z.string().trim().max(max);
const ZRequiredText = (max: number) => z.string().trim().min(1).max(max);

/** What a budget line pays for. */
export const BUDGET_CATEGORIES = ['staff', 'travel', 'accommodation', 'equipment', 'venue', 'other'] as const;
export const ZBudgetLine = z.strictObject({
  description: ZRequiredText(200),
  category: z.enum(BUDGET_CATEGORIES),
  quantity: z.number().int().min(1).max(100_000),
  unitAmountMinor: ZAmountMinor,
});
export type TBudgetLine = z.infer<typeof ZBudgetLine>;

export const budgetTotal = (lines: readonly TBudgetLine[]) =>
  lines.reduce((total, line) => total + line.quantity * line.unitAmountMinor, 0);

/** The level a coach support project works at. */
export const COACH_LEVELS = ['nationalTeam', 'youth', 'beach', 'clubs'] as const;

const endsAfterStart = (details: { startDay: string; endDay: string }) => details.endDay >= details.startDay;
const PERIOD_ERROR = { message: 'endBeforeStart', path: ['endDay'] };

/** A coach sent to the federation: for when, at what level, and the profile it wishes for. */
export const ZCoachSupportDetails = z
  .strictObject({
    type: z.literal('coachSupport'),
    startDay: ZDay,
    endDay: ZDay,
    level: z.enum(COACH_LEVELS),
    profile: ZRequiredText(2000),
  })
  .refine(endsAfterStart, PERIOD_ERROR);

/** Equipment from the catalogue (`GET /api/empowerment/catalogue`), and where to deliver it. */
export const ZEquipmentDetails = z.strictObject({
  type: z.literal('volleyballEquipment'),
  items: z
    .array(z.strictObject({ code: ZRequiredText(30), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(50),
  deliveryAddress: ZRequiredText(500),
});

/** Experts sharing their knowledge (a course, a seminar): its topic, the experts wished for, who attends. */
export const ZKnowledgeTransferDetails = z
  .strictObject({
    type: z.literal('knowledgeTransfer'),
    topic: ZRequiredText(200),
    experts: ZText(1000),
    participants: z.number().int().min(1).max(1000),
    startDay: ZDay,
    endDay: ZDay,
  })
  .refine(endsAfterStart, PERIOD_ERROR);

export const ZApplicationDetails = z.discriminatedUnion('type', [
  ZCoachSupportDetails,
  ZEquipmentDetails,
  ZKnowledgeTransferDetails,
]);
export type TApplicationDetails = z.infer<typeof ZApplicationDetails>;

const APPLICATION_FIELDS = {
  title: ZRequiredText(200),
  summary: ZText(5000),
  details: ZApplicationDetails,
  budget: z.array(ZBudgetLine).max(100),
};

/**
 * `POST /api/empowerment/applications`: a draft, in an open call. A federation applies for itself;
 * an admin names the federation. The project type is the details' `type`.
 */
export const ZApplicationCreate = z.strictObject({
  callNo: ZNo,
  federationNo: ZNo.optional(),
  ...APPLICATION_FIELDS,
});
export type TApplicationCreate = z.infer<typeof ZApplicationCreate>;

/** `PUT /api/empowerment/applications/{no}`: a draft's content (its call, federation and type stay). */
export const ZApplicationUpdate = z.strictObject({ version: ZVersion, ...APPLICATION_FIELDS });
export type TApplicationUpdate = z.infer<typeof ZApplicationUpdate>;

/** `POST /api/empowerment/applications/{no}/steps/{step}`; `text` is required for reasoned steps. */
export const ZStepInput = z.strictObject({ version: ZVersion, text: ZText(5000).default('') });
export type TStepInput = z.infer<typeof ZStepInput>;

/** `PUT /api/empowerment/applications/{no}/scores`: a reviewer's score (0–5) per criterion of the call. */
export const ZScoresInput = z.strictObject({
  version: ZVersion,
  scores: z.record(z.string().max(40), z.number().int().min(0).max(5)),
});

/** `POST /api/empowerment/applications/{no}/comments`. */
export const ZCommentInput = z.strictObject({ text: ZRequiredText(5000) });

/** A criterion applications of a call are scored against, with its weight. */
export const ZCriterion = z.strictObject({
  key: z.string().regex(/^[a-z][A-Za-z0-9]{0,39}$/),
  label: ZRequiredText(120),
  weight: z.number().int().min(1).max(10),
});

/** A call for applications (data an empowerment admin edits): its window, budget, types and criteria. */
export const ZCallInput = z
  .strictObject({
    title: ZRequiredText(200),
    description: ZText(5000),
    opensOn: ZDay,
    closesOn: ZDay,
    budgetMinor: ZAmountMinor,
    currency: ZCurrency,
    projectTypes: z.array(ZProjectType).min(1),
    criteria: z.array(ZCriterion).min(1).max(12),
  })
  .refine((call) => call.closesOn >= call.opensOn, { message: 'endBeforeStart', path: ['closesOn'] });
export type TCallInput = z.infer<typeof ZCallInput>;
/** `PUT /api/empowerment/calls/{no}`: a call, at the version read. */
export const ZCallUpdate = ZCallInput.safeExtend({ version: ZVersion });

export const ZCall = z.object({
  no: z.number(),
  version: z.number(),
  title: z.string(),
  description: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  budgetMinor: z.number(),
  currency: z.string(),
  projectTypes: z.array(ZProjectType),
  criteria: z.array(ZCriterion),
  /** Open today (UTC). */
  open: z.boolean(),
  /** Sum of the approved applications' budgets. */
  committedMinor: z.number(),
});
export type TCall = z.infer<typeof ZCall>;

/** `GET /api/empowerment/calls`. */
export const ZCallList = z.object({ calls: z.array(ZCall) });

/** An item of the equipment catalogue (`GET /api/empowerment/catalogue`). */
export const ZCatalogueItem = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPriceMinor: z.number(),
});
export const ZCatalogue = z.object({ items: z.array(ZCatalogueItem), currency: z.string() });

export const ZEligibilityVerdict = z.object({
  rule: z.enum(ELIGIBILITY_RULES),
  passed: z.boolean(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** `GET /api/empowerment/eligibility?callNo=&type=[&federationNo=]`: the rules for a federation in a call. */
export const ZEligibility = z.object({
  federation: z.object({ no: z.number(), code: z.string(), name: z.string() }),
  verdicts: z.array(ZEligibilityVerdict),
  eligible: z.boolean(),
});
export type TEligibility = z.infer<typeof ZEligibility>;

const ZFederationRef = z.object({ no: z.number(), code: z.string(), name: z.string() });
const ZPersonRef = z.object({ no: z.number(), name: z.string() });

const ZDocumentRef = z.object({
  no: z.number(),
  kind: z.string(),
  fileName: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});

/** What an application's page shows, and what the viewer may do with it. */
export const ZApplicationDossier = z.object({
  no: z.number(),
  version: z.number(),
  status: ZApplicationStatus,
  call: z.object({
    no: z.number(),
    title: z.string(),
    opensOn: z.string(),
    closesOn: z.string(),
    currency: z.string(),
    criteria: z.array(ZCriterion),
  }),
  federation: ZFederationRef,
  projectType: ZProjectType,
  title: z.string(),
  summary: z.string(),
  details: ZApplicationDetails,
  budget: z.array(ZBudgetLine),
  budgetTotalMinor: z.number(),
  /** Scores per criterion key, and the weighted total out of 100 (null until scored). */
  scores: z.record(z.string(), z.number()),
  scoreTotal: z.number().nullable(),
  /** The reviewer's reason for the decision, or the last send-back comment. */
  decisionReason: z.string().nullable(),
  documents: z.array(ZDocumentRef),
  timeline: z.array(
    z.object({
      step: z.string(),
      toStatus: ZApplicationStatus.nullable(),
      by: z.string(),
      text: z.string(),
      at: z.string(),
    }),
  ),
  /** Shown before submission: the federation's eligibility in the call now. */
  eligibility: z.array(ZEligibilityVerdict),
  /** The project created from it, once approved. */
  projectNo: z.number().nullable(),
  roles: z.array(ZApplicationRole),
  steps: z.array(ZApplicationStep),
  canEdit: z.boolean(),
  canScore: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TApplicationDossier = z.infer<typeof ZApplicationDossier>;

/** Kinds of document an application holds. */
export const APPLICATION_DOCUMENT_KINDS = ['letter', 'programme', 'quote', 'other'] as const;
export const ZApplicationDocumentKind = z.enum(APPLICATION_DOCUMENT_KINDS);

export const PROJECT_STATUSES = ['running', 'completed'] as const;
export const ZProjectStatus = z.enum(PROJECT_STATUSES);

export const ZMilestone = z.strictObject({
  title: ZRequiredText(200),
  dueDay: ZDay,
  doneDay: ZDay.nullable(),
});

/** `PUT /api/empowerment/projects/{no}` (reviewers): the people, the period, the milestones, the status. */
export const ZProjectUpdate = z
  .strictObject({
    version: ZVersion,
    startDay: ZDay,
    endDay: ZDay,
    /** The coach sent (a person of the registry holding the coach role), for coach support. */
    coachPersonNo: ZNo.nullable(),
    /** The experts (persons of the registry), for knowledge transfer. */
    expertPersonNos: z.array(ZNo).max(20),
    milestones: z.array(ZMilestone).max(50),
    status: ZProjectStatus,
  })
  .refine((project) => project.endDay >= project.startDay, { message: 'endBeforeStart', path: ['endDay'] });
export type TProjectUpdate = z.infer<typeof ZProjectUpdate>;

/** `POST /api/empowerment/projects/{no}/invoices`: an invoice the programme expects, or one the federation adds. */
export const ZInvoiceInput = z.strictObject({
  description: ZRequiredText(200),
  /** The supplier's invoice number, once the federation has it. */
  reference: ZText(60),
  issuedOn: ZDay.nullable(),
  amountMinor: ZAmountMinor,
});
/** `PUT /api/empowerment/invoices/{no}`: only its federation, only while Needs Upload. */
export const ZInvoiceUpdate = ZInvoiceInput.extend({ version: ZVersion });

/**
 * `POST /api/empowerment/projects/{no}/reports` (multipart: the fields below as form fields, an
 * optional `file`): a progress or final report by the federation, a coach report by its coach.
 */
export const ZReportInput = z.strictObject({
  kind: ZReportKind,
  title: ZRequiredText(200),
  periodStart: ZDay.nullable(),
  periodEnd: ZDay.nullable(),
  body: ZRequiredText(20_000),
});

export const ZShipmentItem = z.strictObject({ code: ZRequiredText(30), quantity: z.number().int().min(1).max(10_000) });

/** `POST /api/empowerment/projects/{no}/shipments` (reviewers). */
export const ZShipmentInput = z.strictObject({
  items: z.array(ZShipmentItem).min(1).max(50),
  deliveryAddress: ZRequiredText(500),
});

/** `POST /api/empowerment/shipments/{no}/steps/{step}`: `ship` needs the carrier and tracking number. */
export const ZShipmentStepInput = z.strictObject({
  version: ZVersion,
  carrier: ZText(100).default(''),
  trackingNumber: ZText(100).default(''),
  text: ZText(2000).default(''),
});

export const ZInvoice = z.object({
  no: z.number(),
  version: z.number(),
  description: z.string(),
  reference: z.string(),
  issuedOn: z.string().nullable(),
  amountMinor: z.number(),
  status: ZInvoiceStatus,
  rejectReason: z.string().nullable(),
  /** The federation's bank account the payment went to (bank, holder, end of the number), once it started. */
  paidTo: z.string().nullable(),
  document: ZDocumentRef.nullable(),
  canEdit: z.boolean(),
  steps: z.array(ZInvoiceStep),
  updatedAt: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZReport = z.object({
  no: z.number(),
  kind: ZReportKind,
  title: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  body: z.string(),
  author: z.string(),
  /** A coach report's author (a user no; SPEC's `coachId`). */
  coachId: z.number().nullable(),
  document: ZDocumentRef.nullable(),
  submittedAt: z.string(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZShipment = z.object({
  no: z.number(),
  version: z.number(),
  status: ZShipmentStatus,
  items: z.array(ZShipmentItem.extend({ name: z.string() })),
  deliveryAddress: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** Each status reached, when and by whom. */
  timeline: z.array(z.object({ status: ZShipmentStatus, at: z.string(), by: z.string(), text: z.string() })),
  steps: z.array(ZShipmentStep),
});
export type TShipment = z.infer<typeof ZShipment>;

/** What a project's page shows: the reports the viewer may see (SPEC §6), and what it may do. */
export const ZProjectDossier = z.object({
  no: z.number(),
  version: z.number(),
  applicationNo: z.number(),
  title: z.string(),
  projectType: ZProjectType,
  status: ZProjectStatus,
  federation: ZFederationRef,
  currency: z.string(),
  budgetTotalMinor: z.number(),
  /** Sum of the paid invoices. */
  paidMinor: z.number(),
  startDay: z.string(),
  endDay: z.string(),
  coach: ZPersonRef.nullable(),
  experts: z.array(ZPersonRef),
  milestones: z.array(ZMilestone),
  invoices: z.array(ZInvoice),
  reports: z.array(ZReport),
  shipments: z.array(ZShipment),
  roles: z.array(ZApplicationRole),
  /** The viewer is the project's coach (writes coach reports). */
  isCoach: z.boolean(),
  canEdit: z.boolean(),
  /** Report kinds the viewer may add now (a final report once, by the federation). */
  reportKinds: z.array(ZReportKind),
  canAddInvoice: z.boolean(),
  canAddShipment: z.boolean(),
});
export type TProjectDossier = z.infer<typeof ZProjectDossier>;

/** `GET /api/empowerment/summary`: the dashboard panel of a federation (or the reviewers' queue counts). */
export const ZEmpowermentSummary = z.object({
  applications: z.array(
    z.object({ no: z.number(), title: z.string(), status: ZApplicationStatus, projectType: ZProjectType }),
  ),
  /** What the viewer must do next, most urgent first. */
  todo: z.array(
    z.object({
      kind: z.enum([
        'submitApplication',
        'reviewApplication',
        'uploadInvoice',
        'reviewInvoice',
        'payInvoice',
        'writeFinalReport',
        'confirmDelivery',
        'shipEquipment',
      ]),
      /** Where it is done: `/empowerment/applications/12`, `/empowerment/projects/3`. */
      path: z.string(),
      /** The application's or project's title. */
      title: z.string(),
      count: z.number(),
    }),
  ),
  openCalls: z.array(z.object({ no: z.number(), title: z.string(), closesOn: z.string() })),
});
export type TEmpowermentSummary = z.infer<typeof ZEmpowermentSummary>;
