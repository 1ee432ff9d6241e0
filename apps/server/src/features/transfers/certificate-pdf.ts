import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type CertificateData = {
  orgCode: string;
  itcNumber: string;
  /** `YYYY-MM-DD`, the server's day. */
  issuedOn: string;
  player: { no: number; name: string; birthDate: string | null; nationality: string | null };
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

type Doc = InstanceType<typeof PDFDocument>;

// Names may hold any letter (Turkish ı, Polish ł, …), beyond the PDF standard fonts' Latin-1, so
// DejaVu is embedded. Found through Node's resolution, like flag-icons: build.mjs leaves node_modules
// packages external, so this works from src/ under tsx and from the bundled dist/main.js alike.
const resolve = createRequire(import.meta.url).resolve;
const REGULAR = resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 56;
const LABEL_WIDTH = 150;
const MUTED = '#475569';
const NONE = '—';

/** `ITC-2026-10001` → `ITC-2026-10001.pdf`. */
export function certificateFileName(itcNumber: string): string {
  return `${itcNumber}.pdf`;
}

/** The certificate as a PDF file (A4). */
export async function renderCertificate(data: CertificateData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR,
    info: {
      Title: `${data.orgCode} International Transfer Certificate ${data.itcNumber}`,
      Author: data.orgCode,
      Subject: data.player.name,
      // The issue day rather than "now": the same certificate renders to the same bytes.
      CreationDate: new Date(`${data.issuedOn}T00:00:00Z`),
    },
  });
  const bytes = collect(doc);
  writeHeader(doc, data);
  writePlayer(doc, data);
  writeTransfer(doc, data);
  writeSignatures(doc, data.signatures);
  doc.end();
  return bytes;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolveBytes, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolveBytes(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
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

function heading(doc: Doc, title: string): void {
  doc.moveDown(1);
  doc.x = MARGIN;
  doc.font(BOLD).fontSize(13).text(title).moveDown(0.3);
}

/** A label and its value side by side; the value wraps within its own column. */
function field(doc: Doc, label: string, value: string): void {
  const y = doc.y;
  const valueX = MARGIN + LABEL_WIDTH;
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
  const labelBottom = doc.y;
  doc.fillColor('black').text(value, valueX, y, { width: doc.page.width - MARGIN - valueX });
  doc.y = Math.max(doc.y, labelBottom) + 3;
  doc.x = MARGIN;
}

function rule(doc: Doc): void {
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.y = y;
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
