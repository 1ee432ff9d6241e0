import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { INVOICE_STATUS } from '@libero/shared/statuses/statuses';
import {
  Application,
  DevelopmentProject,
  Invoice,
  ProgressReport,
  Shipment,
} from '@libero/shared/registry/empowerment';
import { federations } from '../../db/schema/bodies';
import {
  applications,
  developmentProjects,
  empowermentCalls,
  equipmentCatalogue,
  invoices,
  progressReports,
  shipments,
} from '../../db/schema/empowerment';
import { persons } from '../../db/schema/people';
import type { EntityBinding } from '../../gateway/binding';
import type { AuthUser } from '../../lib/request-auth';
import { federationRecords, projectRecords, sentToProject } from './empowerment-records';

const FEDERATION_COLUMNS = {
  NoFederation: sql`${federations.no}`,
  FederationCode: sql`${federations.code}`,
  FederationName: sql`${federations.name}`,
};

const PROJECT_COLUMNS = {
  NoProject: sql`${developmentProjects.no}`,
  ProjectTitle: sql`${developmentProjects.title}`,
};

/** A project's records (invoices, reports, shipments) joined to their project and its federation. */
const ofProject = (table: SQL, projectNo: SQL) => sql`${table}
  join ${developmentProjects} on ${developmentProjects.no} = ${projectNo}
  join ${federations} on ${federations.no} = ${developmentProjects.federationNo}`;

export const applicationBinding: EntityBinding = {
  entity: Application,
  from: sql`${applications}
    join ${empowermentCalls} on ${empowermentCalls.no} = ${applications.callNo}
    join ${federations} on ${federations.no} = ${applications.federationNo}
    left join ${developmentProjects} on ${developmentProjects.applicationNo} = ${applications.no}`,
  columns: {
    No: sql`${applications.no}`,
    NoCall: sql`${applications.callNo}`,
    CallTitle: sql`${empowermentCalls.title}`,
    ...FEDERATION_COLUMNS,
    ProjectType: sql`${applications.projectType}`,
    Title: sql`${applications.title}`,
    Status: sql`${applications.status}`,
    BudgetTotal: sql`${applications.budgetTotalMinor}`,
    Currency: sql`${empowermentCalls.currency}`,
    ScoreTotal: sql`${applications.scoreTotal}`,
    SubmittedAt: sql`${applications.submittedAt}`,
    DecidedAt: sql`${applications.decidedAt}`,
    NoProject: sql`${developmentProjects.no}`,
    Version: sql`${applications.version}`,
  },
  searchText: sql`${applications.title} || ' ' || ${federations.code} || ' ' || ${federations.name} || ' ' || ${applications.no}`,
  partyScope: (viewer) => federationRecords(viewer, applications.federationNo),
};

export const developmentProjectBinding: EntityBinding = {
  entity: DevelopmentProject,
  from: sql`${developmentProjects}
    join ${federations} on ${federations.no} = ${developmentProjects.federationNo}
    left join ${persons} on ${persons.no} = ${developmentProjects.coachPersonNo}`,
  columns: {
    No: sql`${developmentProjects.no}`,
    NoApplication: sql`${developmentProjects.applicationNo}`,
    ...FEDERATION_COLUMNS,
    Title: sql`${developmentProjects.title}`,
    ProjectType: sql`${developmentProjects.projectType}`,
    Status: sql`${developmentProjects.status}`,
    StartDate: sql`${developmentProjects.startDay}`,
    EndDate: sql`${developmentProjects.endDay}`,
    BudgetTotal: sql`${developmentProjects.budgetTotalMinor}`,
    PaidTotal: sql`(select coalesce(sum(${invoices.amountMinor}), 0) from ${invoices}
      where ${invoices.projectNo} = ${developmentProjects.no} and ${invoices.status} = ${INVOICE_STATUS.Paid})`,
    Currency: sql`${developmentProjects.currency}`,
    NoCoach: sql`${developmentProjects.coachPersonNo}`,
    CoachName: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
    Version: sql`${developmentProjects.version}`,
  },
  searchText: sql`${developmentProjects.title} || ' ' || ${federations.code} || ' ' || ${federations.name} || ' ' || ${developmentProjects.no}`,
  partyScope: projectRecords,
};

/** Invoices are the federation's and the reviewers' business: not its coach's. */
export const invoiceBinding: EntityBinding = {
  entity: Invoice,
  from: ofProject(sql`${invoices}`, sql`${invoices.projectNo}`),
  columns: {
    No: sql`${invoices.no}`,
    ...PROJECT_COLUMNS,
    ...FEDERATION_COLUMNS,
    Description: sql`${invoices.description}`,
    Reference: sql`${invoices.reference}`,
    IssuedOn: sql`${invoices.issuedOn}`,
    Amount: sql`${invoices.amountMinor}`,
    Currency: sql`${developmentProjects.currency}`,
    Status: sql`${invoices.status}`,
    UpdatedAt: sql`${invoices.updatedAt}`,
    Version: sql`${invoices.version}`,
  },
  searchText: sql`${invoices.description} || ' ' || ${invoices.reference} || ' ' || ${developmentProjects.title} || ' ' || ${federations.code}`,
  partyScope: (viewer) => federationRecords(viewer, developmentProjects.federationNo),
};

/**
 * SPEC §6 on reports: a coach report is read by admins and by the coach who wrote it (`coachId`);
 * a final report by admins and its federation's users. Other reports: whoever reaches the project.
 */
function reportsReached(viewer: AuthUser): SQL {
  if (isAdmin(viewer)) return sql`true`;
  const ownFederation = viewer.type === UserTypeNo.Federation ? viewer.typeNo : 0;
  return sql`(case ${progressReports.kind}
    when 'coach' then ${progressReports.coachUserNo} = ${viewer.no}
    when 'final' then ${developmentProjects.federationNo} = ${ownFederation}
    else ${projectRecords(viewer)} end)`;
}

export const progressReportBinding: EntityBinding = {
  entity: ProgressReport,
  from: ofProject(sql`${progressReports}`, sql`${progressReports.projectNo}`),
  columns: {
    No: sql`${progressReports.no}`,
    ...PROJECT_COLUMNS,
    ...FEDERATION_COLUMNS,
    Kind: sql`${progressReports.kind}`,
    Title: sql`${progressReports.title}`,
    CoachId: sql`${progressReports.coachUserNo}`,
    PeriodStart: sql`${progressReports.periodStart}`,
    PeriodEnd: sql`${progressReports.periodEnd}`,
    Author: sql`${progressReports.authorName}`,
    SubmittedAt: sql`${progressReports.submittedAt}`,
  },
  searchText: sql`${progressReports.title} || ' ' || ${developmentProjects.title} || ' ' || ${federations.code}`,
  partyScope: reportsReached,
  // The list of coach reports is for admins only (SPEC §6).
  listedTo: (viewer) => (viewer && isAdmin(viewer) ? undefined : sql`${progressReports.kind} <> 'coach'`),
};

/** A shipment's items as `quantity × name`, comma-separated. */
const ITEMS = sql`(select string_agg((item->>'quantity') || ' × ' || coalesce(${equipmentCatalogue.name}, item->>'code'), ', ')
  from jsonb_array_elements(${shipments.items}) as item
  left join ${equipmentCatalogue} on ${equipmentCatalogue.code} = item->>'code')`;

export const shipmentBinding: EntityBinding = {
  entity: Shipment,
  from: ofProject(sql`${shipments}`, sql`${shipments.projectNo}`),
  columns: {
    No: sql`${shipments.no}`,
    ...PROJECT_COLUMNS,
    ...FEDERATION_COLUMNS,
    Status: sql`${shipments.status}`,
    Carrier: sql`${shipments.carrier}`,
    TrackingNumber: sql`${shipments.trackingNumber}`,
    Items: ITEMS,
    ShippedAt: sql`${shipments.shippedAt}`,
    DeliveredAt: sql`${shipments.deliveredAt}`,
    Version: sql`${shipments.version}`,
  },
  searchText: sql`${developmentProjects.title} || ' ' || ${shipments.trackingNumber} || ' ' || ${federations.code}`,
  partyScope: (viewer) =>
    sql`(${federationRecords(viewer, developmentProjects.federationNo)} or ${sentToProject(viewer)})`,
};

export const EMPOWERMENT_BINDINGS: readonly EntityBinding[] = [
  applicationBinding,
  developmentProjectBinding,
  invoiceBinding,
  progressReportBinding,
  shipmentBinding,
];
