import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { collect, field, heading, MUTED, newDocument, NONE, REGULAR, rule, BOLD, type Doc } from '../../lib/pdf-layout';

const KIND_TITLE = {
  originChange: 'Change of federation of origin',
  determination: 'Determination of federation',
} as const;

const RULE_TEXT: Record<TCaseDossier['rules'][number]['rule'], string> = {
  onceInLifetime: 'Once in a lifetime',
  neverBackToFormer: 'Never back to a former federation',
  nationality: "Holds the new federation's nationality",
  passport: 'Passport on file',
  waitingPeriod: 'Waiting period since the last national team match',
  seniorMatches: 'Official senior matches for the current federation',
};

const federationText = (federation: { code: string; name: string } | null) =>
  federation ? `${federation.code} — ${federation.name}` : NONE;

/** The decision letter of a decided case (A4, English): parties, rules, decision and reasons. */
export async function renderDecision(orgCode: string, dossier: TCaseDossier): Promise<Buffer> {
  const issuedOn = (dossier.decidedAt ?? dossier.createdAt).slice(0, 10);
  const doc = newDocument({
    title: `${orgCode} ${KIND_TITLE[dossier.kind]} ${dossier.no}: decision`,
    author: orgCode,
    subject: dossier.player.name,
    issuedOn,
  });
  const bytes = collect(doc);
  doc.font(BOLD).fontSize(12).fillColor(MUTED).text(orgCode, { characterSpacing: 2 });
  doc.fillColor('black').fontSize(20).text(`${KIND_TITLE[dossier.kind]}: decision`);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Case ${dossier.no} — decided on ${issuedOn}`)
    .fillColor('black');
  rule(doc);
  heading(doc, 'Player');
  field(doc, 'Name', dossier.player.name);
  field(doc, `${orgCode} number`, String(dossier.player.no));
  field(doc, 'Date of birth', dossier.player.birthDate ?? NONE);
  field(doc, 'Nationality', dossier.player.nationality ?? NONE);
  heading(doc, 'Parties');
  field(doc, dossier.kind === 'originChange' ? 'New federation' : 'Applicant', federationText(dossier.applicant));
  if (dossier.kind === 'originChange') {
    field(doc, 'Current federation', federationText(dossier.currentFederation));
    field(doc, "Current federation's statement", dossier.currentFederationStatement || NONE);
  }
  writeRules(doc, dossier.rules);
  heading(doc, 'Decision');
  field(doc, 'Outcome', dossier.decidedFederation ? 'Approved' : 'Refused');
  field(doc, 'Federation of origin', federationText(dossier.decidedFederation ?? dossier.player.federationOfOrigin));
  field(doc, 'Reasons', dossier.decisionReasons || NONE);
  doc.end();
  return bytes;
}

function writeRules(doc: Doc, rules: TCaseDossier['rules']): void {
  if (rules.length === 0) return;
  heading(doc, 'Eligibility rules');
  for (const verdict of rules) field(doc, RULE_TEXT[verdict.rule], verdict.passed ? 'Met' : 'Not met');
}

/** `case-12-decision.pdf`. */
export const decisionFileName = (no: number) => `case-${no}-decision.pdf`;
