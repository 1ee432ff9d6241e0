import { z } from 'zod';
import { ZCaseUpdate, ZRegistration, type TCaseDossier, type TRegistration } from '@libero/shared/legal/legal-api';
import { dateFormat, required } from '../../lib/forms/rules';

/** A registration as the form holds it: the selects' strings, the day as an ISO date (`''`: none yet). */
type RegistrationValues = { federationNo: string; kind: string; day: string; note: string };

/** What a draft's form holds: the statements and, for a determination, the registrations. */
export type CaseFieldsValues = {
  applicantStatement: string;
  playerStatement: string;
  registrations: RegistrationValues[];
};

const ZRegistrationRow = z.object({
  federationNo: z.string().min(1),
  kind: z.string().min(1),
  day: z.string().check(required(), dateFormat('yyyy-MM-dd')),
  note: ZRegistration.shape.note,
});

/** The most registrations a case holds, as the API takes them. */
export const MAX_REGISTRATIONS = 50;

/** The draft's fields, checked with the API's own schemas (statements of at most 5000 characters). */
export const caseFieldsShape = {
  applicantStatement: ZCaseUpdate.shape.applicantStatement,
  playerStatement: ZCaseUpdate.shape.playerStatement,
  registrations: z.array(ZRegistrationRow).max(MAX_REGISTRATIONS),
};

export const NO_REGISTRATION: RegistrationValues = { federationNo: '', kind: '', day: '', note: '' };

/** The registrations the API takes, from the form's rows (already checked). */
export function registrationsOf(rows: readonly RegistrationValues[]): TRegistration[] {
  return rows.map((row) => ZRegistration.parse(row));
}

/** A draft's form values, as the dossier has them. */
export function caseFieldsOf(dossier: TCaseDossier): CaseFieldsValues {
  return {
    applicantStatement: dossier.applicantStatement,
    playerStatement: dossier.playerStatement,
    registrations: dossier.registrations.map((registration) => ({
      federationNo: String(registration.federationNo),
      kind: registration.kind,
      day: registration.day,
      note: registration.note,
    })),
  };
}
