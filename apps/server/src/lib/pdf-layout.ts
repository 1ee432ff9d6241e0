import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { lazyModule } from './lazy-module';

const loadPDFDocument = lazyModule<typeof PDFDocument>('pdfkit');

/** The layout our PDF documents share (transfer certificates, legal decisions): A4, DejaVu, labelled fields. */
export type Doc = InstanceType<typeof PDFDocument>;

// Names may hold any letter (Turkish ı, Polish ł, …), beyond the PDF standard fonts' Latin-1, so
// DejaVu is embedded. Found through Node's resolution, like flag-icons: build.mjs leaves node_modules
// packages external, so this works from src/ under tsx and from the bundled dist/main.js alike.
const resolve = createRequire(import.meta.url).resolve;
export const REGULAR = resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const BOLD = resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const MARGIN = 56;
const LABEL_WIDTH = 150;
export const MUTED = '#475569';
export const NONE = '—';

/** A new A4 document; `issuedOn` (`YYYY-MM-DD`) is its creation date, so that it renders to the same bytes. */
export function newDocument(info: { title: string; author: string; subject: string; issuedOn: string }): Doc {
  return new (loadPDFDocument())({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: new Date(`${info.issuedOn}T00:00:00Z`),
    },
  });
}

/** The document's bytes once it ends. */
export function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolveBytes, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolveBytes(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export function heading(doc: Doc, title: string): void {
  doc.moveDown(1);
  doc.x = MARGIN;
  doc.font(BOLD).fontSize(13).text(title).moveDown(0.3);
}

/** A label and its value side by side; the value wraps within its own column. */
export function field(doc: Doc, label: string, value: string): void {
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

/** A thin line across the page, under a header. */
export function rule(doc: Doc): void {
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.y = y;
}
