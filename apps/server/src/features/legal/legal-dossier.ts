import { asc, eq, inArray } from 'drizzle-orm';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { awaitedRole, FINAL_STATUSES, isWaiting, stepsFor } from '@libero/shared/legal/legal-cases';
import { checkOriginRules, federationOfOriginFrom } from '@libero/shared/legal/origin-rules';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { legalCaseDocuments, legalCaseEvents, legalCaseRegistrations } from '../../db/schema/legal';
import { persons } from '../../db/schema/people';
import type { AuthUser } from '../../lib/request-auth';
import { originChangeFacts } from './legal-facts';
import { originOf, rolesOf, visibleCase } from './legal-records';
import { readLegalSettings } from './legal-settings';

type Federation = { no: number; code: string; name: string };

/** The federations of `nos`, by number. */
async function federationsOf(db: Db, nos: readonly (number | null)[]): Promise<Map<number, Federation>> {
  const wanted = [...new Set(nos.filter((no): no is number => no !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ no: federations.no, code: federations.code, name: federations.name })
    .from(federations)
    .where(inArray(federations.no, wanted));
  return new Map(rows.map((row) => [row.no, row]));
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Everything the case page shows about case `no` on `today`, and what the viewer may do on it. */
export async function readCaseDossier(db: Db, viewer: AuthUser, no: number, today: string): Promise<TCaseDossier> {
  const row = await visibleCase(db, viewer, no);
  const settings = await readLegalSettings(db);
  const [player] = await db.select().from(persons).where(eq(persons.no, row.playerNo));
  const registrations = await db
    .select()
    .from(legalCaseRegistrations)
    .where(eq(legalCaseRegistrations.caseNo, no))
    .orderBy(asc(legalCaseRegistrations.day), asc(legalCaseRegistrations.no));
  const documents = await db
    .select()
    .from(legalCaseDocuments)
    .where(eq(legalCaseDocuments.caseNo, no))
    .orderBy(asc(legalCaseDocuments.no));
  const events = await db
    .select()
    .from(legalCaseEvents)
    .where(eq(legalCaseEvents.caseNo, no))
    .orderBy(asc(legalCaseEvents.at), asc(legalCaseEvents.no));
  const origin = player ? originOf(player) : null;
  const suggested =
    row.kind === 'determination'
      ? federationOfOriginFrom(player?.birthDate ?? null, registrations, settings.determinationMinAge)
      : null;
  const bodies = await federationsOf(db, [
    origin,
    row.applicantFederationNo,
    row.currentFederationNo,
    row.decidedFederationNo,
    suggested,
    ...registrations.map((r) => r.federationNo),
  ]);
  const federation = (fedNo: number | null) => (fedNo === null ? null : (bodies.get(fedNo) ?? null));
  const roles = rolesOf(viewer, row);
  const open = !FINAL_STATUSES.includes(row.status);
  return {
    no: row.no,
    version: row.version,
    kind: row.kind,
    status: row.status,
    player: {
      no: row.playerNo,
      name: player ? `${player.firstName} ${player.lastName}` : '',
      birthDate: player?.birthDate ?? null,
      nationality: player?.nationality ?? null,
      federationOfOrigin: federation(origin),
    },
    applicant: federation(row.applicantFederationNo)!,
    currentFederation: federation(row.currentFederationNo),
    decidedFederation: federation(row.decidedFederationNo),
    applicantStatement: row.applicantStatement,
    playerStatement: row.playerStatement,
    currentFederationStatement: row.currentFederationStatement,
    decisionReasons: row.decisionReasons,
    fee:
      row.feeMinor === null || row.feeCurrency === null
        ? null
        : { amountMinor: row.feeMinor, currency: row.feeCurrency },
    registrations: registrations.map((r) => ({
      federationNo: r.federationNo,
      kind: r.kind,
      day: r.day,
      note: r.note,
      federation: federation(r.federationNo)!,
    })),
    suggestedFederation: federation(suggested),
    rules:
      row.kind === 'originChange' ? checkOriginRules(settings.change, await originChangeFacts(db, row, today)) : [],
    documents: documents.map((d) => ({
      no: d.no,
      kind: d.kind,
      fileName: d.fileName,
      sizeBytes: d.sizeBytes,
      uploadedAt: d.createdAt.toISOString(),
    })),
    timeline: events.map((e) => ({
      step: e.step,
      toStatus: e.toStatus,
      by: e.userName,
      onBehalfOf: e.onBehalfOf,
      text: e.text,
      at: e.at.toISOString(),
    })),
    awaited: awaitedRole(row.status),
    dueDay: row.dueDay,
    overdue: isWaiting(row.status) && row.dueDay !== null && row.dueDay < today,
    roles: [...roles],
    steps: stepsFor(row.kind, row.status, roles),
    canEdit: row.status === 'draft' && (roles.has('applicant') || roles.has('office')),
    canUpload: open && roles.size > 0,
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
  };
}
