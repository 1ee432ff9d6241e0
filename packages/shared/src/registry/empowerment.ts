import { PROJECT_TYPES } from '../empowerment/applications';
import { PROJECT_STATUSES } from '../empowerment/empowerment-api';
import { REPORT_KINDS } from '../empowerment/reports';
import { SHIPMENT_STATUSES } from '../empowerment/shipments';
import { APPLICATION_STATUS, INVOICE_STATUS } from '../statuses/statuses';
import type { EntityDef, FieldDef, FilterDef, RoleRule } from './types';

/**
 * The empowerment programme (issue #23), read by admins and by holders of the `empowerment` grant
 * (which a Federation user holds while its federation takes part in the programme): an empowerment
 * administrator every record, a federation its own, a coach the projects it is sent to. The
 * workflow's writes are `/api/empowerment/…`.
 */
const READERS: RoleRule = {
  types: ['Federation', 'ZonalDevProject', 'Coach', 'Official', 'CourseOrganizer'],
  scope: 'party',
  grant: 'empowerment',
};
const RULES = { get: READERS, list: READERS } as const;

const FEDERATION_FIELDS = {
  NoFederation: { type: 'integer', label: 'empowerment:fields.federation' },
  FederationCode: { type: 'text', label: 'empowerment:fields.federation', sortable: true },
  FederationName: { type: 'text', label: 'empowerment:fields.federationName', sortable: true },
} as const satisfies Record<string, FieldDef>;

const PROJECT_FIELDS = {
  NoProject: { type: 'integer', label: 'empowerment:fields.project' },
  ProjectTitle: { type: 'text', label: 'empowerment:fields.project', sortable: true },
} as const satisfies Record<string, FieldDef>;

const COMMON_FILTERS = {
  No: { field: 'No', operator: 'in', type: 'integer' },
  NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
  Search: { operator: 'search', type: 'text' },
} as const satisfies Record<string, FilterDef>;

const FEDERATION_RELATION = { Federation: { target: 'Federation', key: 'NoFederation' } } as const;

/** A federation's application for a development project, in a call for applications. */
export const Application = {
  name: 'Application',
  plural: 'Applications',
  area: 'empowerment',
  fields: {
    No: { type: 'integer', label: 'empowerment:fields.no', sortable: true },
    NoCall: { type: 'integer', label: 'empowerment:fields.call' },
    CallTitle: { type: 'text', label: 'empowerment:fields.call', sortable: true },
    ...FEDERATION_FIELDS,
    /** `coachSupport`, `volleyballEquipment` or `knowledgeTransfer`. */
    ProjectType: {
      type: 'text',
      label: 'empowerment:fields.projectType',
      sortable: true,
      codes: 'empowerment:projectTypes',
      codeValues: PROJECT_TYPES,
    },
    Title: { type: 'text', label: 'empowerment:fields.title', sortable: true },
    Status: {
      type: 'text',
      label: 'empowerment:fields.status',
      sortable: true,
      codes: 'empowerment:applicationStatuses',
      codeValues: APPLICATION_STATUS,
    },
    /** The budget's total, in minor units of `Currency`. */
    BudgetTotal: { type: 'integer', label: 'empowerment:fields.budgetTotal', sortable: true },
    Currency: { type: 'text', label: 'empowerment:fields.currency' },
    /** The reviewers' weighted score out of 100. */
    ScoreTotal: { type: 'integer', label: 'empowerment:fields.score', sortable: true },
    SubmittedAt: { type: 'dateTime', label: 'empowerment:fields.submittedAt', sortable: true },
    DecidedAt: { type: 'dateTime', label: 'empowerment:fields.decidedAt', sortable: true },
    /** The project created from it, once approved. */
    NoProject: { type: 'integer', label: 'empowerment:fields.project' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    ...COMMON_FILTERS,
    NoCall: { field: 'NoCall', operator: 'in', type: 'integer' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
    ProjectTypes: { field: 'ProjectType', operator: 'in', type: 'text' },
  },
  relations: { ...FEDERATION_RELATION, Project: { target: 'DevelopmentProject', key: 'NoProject' } },
  defaultSort: ['-No'],
  defaultFields: ['No', 'Title', 'FederationCode', 'ProjectType', 'CallTitle', 'BudgetTotal', 'Currency', 'Status'],
  rules: RULES,
} as const satisfies EntityDef;

/** A project funded by the programme, created from an approved application. */
export const DevelopmentProject = {
  name: 'DevelopmentProject',
  plural: 'DevelopmentProjects',
  area: 'empowerment',
  fields: {
    No: { type: 'integer', label: 'empowerment:fields.no', sortable: true },
    NoApplication: { type: 'integer', label: 'empowerment:fields.application' },
    ...FEDERATION_FIELDS,
    Title: { type: 'text', label: 'empowerment:fields.title', sortable: true },
    ProjectType: {
      type: 'text',
      label: 'empowerment:fields.projectType',
      sortable: true,
      codes: 'empowerment:projectTypes',
      codeValues: PROJECT_TYPES,
    },
    /** `running` or `completed`. */
    Status: {
      type: 'text',
      label: 'empowerment:fields.status',
      sortable: true,
      codes: 'empowerment:projectStatuses',
      codeValues: PROJECT_STATUSES,
    },
    StartDate: { type: 'date', label: 'empowerment:fields.startDate', sortable: true },
    EndDate: { type: 'date', label: 'empowerment:fields.endDate', sortable: true },
    BudgetTotal: { type: 'integer', label: 'empowerment:fields.budgetTotal', sortable: true },
    /** Sum of its paid invoices. */
    PaidTotal: { type: 'integer', label: 'empowerment:fields.paidTotal', sortable: true },
    Currency: { type: 'text', label: 'empowerment:fields.currency' },
    NoCoach: { type: 'integer', label: 'empowerment:fields.coach' },
    CoachName: { type: 'text', label: 'empowerment:fields.coach', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    ...COMMON_FILTERS,
    NoApplication: { field: 'NoApplication', operator: 'in', type: 'integer' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
    ProjectTypes: { field: 'ProjectType', operator: 'in', type: 'text' },
  },
  relations: {
    ...FEDERATION_RELATION,
    Application: { target: 'Application', key: 'NoApplication' },
    Coach: { target: 'Coach', key: 'NoCoach', labelField: 'CoachName' },
  },
  defaultSort: ['-No'],
  defaultFields: [
    'No',
    'Title',
    'FederationCode',
    'ProjectType',
    'StartDate',
    'EndDate',
    'BudgetTotal',
    'Currency',
    'Status',
  ],
  rules: RULES,
} as const satisfies EntityDef;

/** An invoice of a project (SPEC §4 statuses, numbers as the public service writes them). */
export const Invoice = {
  name: 'Invoice',
  plural: 'Invoices',
  area: 'empowerment',
  fields: {
    No: { type: 'integer', label: 'empowerment:fields.no', sortable: true },
    ...PROJECT_FIELDS,
    ...FEDERATION_FIELDS,
    Description: { type: 'text', label: 'empowerment:fields.description', sortable: true },
    Reference: { type: 'text', label: 'empowerment:fields.reference', sortable: true },
    IssuedOn: { type: 'date', label: 'empowerment:fields.issuedOn', sortable: true },
    Amount: { type: 'integer', label: 'empowerment:fields.amount', sortable: true },
    Currency: { type: 'text', label: 'empowerment:fields.currency' },
    /** 0 Needs Upload, 1 In Review, 2 Paid, 3 Payment In Progress, 4 Rejected, 5 Accepted. */
    Status: {
      type: 'integer',
      label: 'empowerment:fields.status',
      sortable: true,
      codes: 'empowerment:invoiceStatuses',
      codeNames: INVOICE_STATUS,
    },
    UpdatedAt: { type: 'dateTime', label: 'empowerment:fields.updatedAt', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    ...COMMON_FILTERS,
    NoProject: { field: 'NoProject', operator: 'in', type: 'integer' },
    Statuses: { field: 'Status', operator: 'in', type: 'integer' },
  },
  relations: { ...FEDERATION_RELATION, Project: { target: 'DevelopmentProject', key: 'NoProject' } },
  defaultSort: ['-No'],
  defaultFields: ['No', 'ProjectTitle', 'FederationCode', 'Description', 'Amount', 'Currency', 'Status'],
  rules: RULES,
} as const satisfies EntityDef;

/**
 * A project's report: a progress or final report by its federation, a coach report by its coach.
 * SPEC §6: a coach report only for the coach who wrote it (`CoachId`, a user no), in lists for
 * admins only; a final report only for its federation's users (and admins).
 */
export const ProgressReport = {
  name: 'ProgressReport',
  plural: 'ProgressReports',
  area: 'empowerment',
  fields: {
    No: { type: 'integer', label: 'empowerment:fields.no', sortable: true },
    ...PROJECT_FIELDS,
    ...FEDERATION_FIELDS,
    /** `progress`, `coach` or `final`. */
    Kind: {
      type: 'text',
      label: 'empowerment:fields.reportKind',
      sortable: true,
      codes: 'empowerment:reportKinds',
      codeValues: REPORT_KINDS,
    },
    Title: { type: 'text', label: 'empowerment:fields.title', sortable: true },
    CoachId: { type: 'integer', label: 'empowerment:fields.coachId' },
    PeriodStart: { type: 'date', label: 'empowerment:fields.periodStart', sortable: true },
    PeriodEnd: { type: 'date', label: 'empowerment:fields.periodEnd', sortable: true },
    Author: { type: 'text', label: 'empowerment:fields.author' },
    SubmittedAt: { type: 'dateTime', label: 'empowerment:fields.submittedAt', sortable: true },
  },
  filters: {
    ...COMMON_FILTERS,
    NoProject: { field: 'NoProject', operator: 'in', type: 'integer' },
    Kinds: { field: 'Kind', operator: 'in', type: 'text' },
  },
  relations: { ...FEDERATION_RELATION, Project: { target: 'DevelopmentProject', key: 'NoProject' } },
  defaultSort: ['-SubmittedAt'],
  defaultFields: ['No', 'ProjectTitle', 'FederationCode', 'Kind', 'Title', 'SubmittedAt'],
  rules: RULES,
} as const satisfies EntityDef;

/** A shipment of equipment to a project's federation: ordered → shipped → in customs → delivered. */
export const Shipment = {
  name: 'Shipment',
  plural: 'Shipments',
  area: 'empowerment',
  fields: {
    No: { type: 'integer', label: 'empowerment:fields.no', sortable: true },
    ...PROJECT_FIELDS,
    ...FEDERATION_FIELDS,
    Status: {
      type: 'text',
      label: 'empowerment:fields.status',
      sortable: true,
      codes: 'empowerment:shipmentStatuses',
      codeValues: SHIPMENT_STATUSES,
    },
    Carrier: { type: 'text', label: 'empowerment:fields.carrier', sortable: true },
    TrackingNumber: { type: 'text', label: 'empowerment:fields.trackingNumber' },
    /** The items, `quantity × name`, comma-separated. */
    Items: { type: 'text', label: 'empowerment:fields.items' },
    ShippedAt: { type: 'dateTime', label: 'empowerment:fields.shippedAt', sortable: true },
    DeliveredAt: { type: 'dateTime', label: 'empowerment:fields.deliveredAt', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    ...COMMON_FILTERS,
    NoProject: { field: 'NoProject', operator: 'in', type: 'integer' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
  },
  relations: { ...FEDERATION_RELATION, Project: { target: 'DevelopmentProject', key: 'NoProject' } },
  defaultSort: ['-No'],
  defaultFields: ['No', 'ProjectTitle', 'FederationCode', 'Status', 'Carrier', 'TrackingNumber'],
  rules: RULES,
} as const satisfies EntityDef;
