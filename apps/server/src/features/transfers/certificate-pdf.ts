import {
  BOLD,
  collect,
  field,
  heading,
  MARGIN,
  MUTED,
  newDocument,
  NONE,
  REGULAR,
  rule,
  type Doc,
} from '../../lib/pdf-layout';

export type CertificateData = {
  orgCode: string;
  itcNumber: string;
  /** `YYYY-MM-DD`, the server's day. */
  issuedOn: string;
  player: { no: number; name: string; birthDate: string | null; nationality: string | null };
  /** The player's agent on the transfer, where one was on record. */
  agent: { name: string; licenceNumber: string } | null;
  releasingFederation: { code: string; name: string };
  releasingClub: string | null;
  receivingFederation: { code: string; name: string };
  receivingClub: string | null;
  /** The world federation or confederation that approved the transfer. */
  handlingBody: string;
  firstSeason: number;
  lastSeason: number;
  contractStart: string | null;
  contractEnd: string | null;
  /** `party` is already an English label; `signedAt` an ISO date-time. */
  signatures: { party: string; signedBy: string; onBehalfOf: string | null; signedAt: string }[];
};

/** `ITC-2026-10001` → `ITC-2026-10001.pdf`. */
export function certificateFileName(itcNumber: string): string {
  return `${itcNumber}.pdf`;
}

/** The certificate as a PDF file (A4). */
export async function renderCertificate(data: CertificateData): Promise<Buffer> {
  const doc = newDocument({
    title: `${data.orgCode} International Transfer Certificate ${data.itcNumber}`,
    author: data.orgCode,
    subject: data.player.name,
    issuedOn: data.issuedOn,
  });
  const bytes = collect(doc);
  writeHeader(doc, data);
  writePlayer(doc, data);
  writeTransfer(doc, data);
  writeSignatures(doc, data.signatures);
  doc.end();
  return bytes;
}

function writeHeader(doc: Doc, data: CertificateData): void {
  doc.font(BOLD).fontSize(12).fillColor(MUTED).text(data.orgCode, { characterSpacing: 2 });
  doc.fillColor('black').fontSize(22).text('International Transfer Certificate');
  doc.moveDown(0.3).fontSize(18).text(data.itcNumber);
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(`Issued on ${data.issuedOn}`).fillColor('black');
  rule(doc);
}

function writePlayer(doc: Doc, data: CertificateData): void {
  const { player } = data;
  heading(doc, 'Player');
  field(doc, 'Name', player.name);
  field(doc, `${data.orgCode} number`, String(player.no));
  field(doc, 'Date of birth', player.birthDate ?? NONE);
  field(doc, 'Nationality', player.nationality ?? NONE);
  if (data.agent) field(doc, "Players' agent", `${data.agent.name} (licence ${data.agent.licenceNumber})`);
}

function writeTransfer(doc: Doc, data: CertificateData): void {
  heading(doc, 'Transfer');
  field(doc, 'From', side(data.releasingFederation, data.releasingClub));
  field(doc, 'To', side(data.receivingFederation, data.receivingClub));
  field(doc, 'Seasons covered', seasons(data.firstSeason, data.lastSeason));
  field(doc, 'Contract period', period(data.contractStart, data.contractEnd));
  field(doc, 'Handled and approved by', data.handlingBody);
}

function writeSignatures(doc: Doc, signatures: CertificateData['signatures']): void {
  heading(doc, 'Signatures');
  if (signatures.length === 0) {
    doc.font(REGULAR).fontSize(10).fillColor(MUTED).text('No signatures').fillColor('black');
    return;
  }
  const header = ['Party', 'Signed by', 'On behalf of', 'Signed at (UTC)'].map((text) => ({
    text,
    font: { src: BOLD },
  }));
  const rows = signatures.map((s) => [s.party, s.signedBy, s.onBehalfOf ?? NONE, utcDateTime(s.signedAt)]);
  doc
    .font(REGULAR)
    .fontSize(9)
    .table({
      position: { x: MARGIN },
      columnStyles: ['*', '*', '*', 110],
      defaultStyle: { border: 0.5, borderColor: '#94a3b8', padding: 5 },
      rowStyles: (row) => (row === 0 ? { backgroundColor: '#e2e8f0' } : undefined),
      data: [header, ...rows],
    });
}

function side(federation: { code: string; name: string }, club: string | null): string {
  return `${federation.code} — ${federation.name}, ${club ?? 'no club'}`;
}

/** Season 2026 is "2026/2027". */
function seasonName(year: number): string {
  return `${year}/${year + 1}`;
}

function seasons(first: number, last: number): string {
  return first === last ? seasonName(first) : `${seasonName(first)} to ${seasonName(last)}`;
}

function period(start: string | null, end: string | null): string {
  if (!start && !end) return 'Not given';
  return `${start ?? NONE} to ${end ?? NONE}`;
}

/** `2026-03-14T09:05:00.000Z` → `2026-03-14 09:05`; anything unparsable is shown as given. */
function utcDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 16).replace('T', ' ');
}
