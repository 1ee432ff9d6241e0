import type PDFDocument from 'pdfkit';
import { lazyModule } from '../../../lib/lazy-module';
import type { TAccreditation } from '@libero/shared/media/organizations';
import { BOLD, collect, MUTED, NONE, REGULAR } from '../../../lib/pdf-layout';
import { drawCode39 } from './code39';

const loadPDFDocument = lazyModule<typeof PDFDocument>('pdfkit');

const FUNCTION_TEXT: Record<TAccreditation['function'], string> = {
  journalist: 'Journalist',
  photographer: 'Photographer',
  tvCrew: 'TV crew',
  radio: 'Radio',
  editor: 'Editor',
};

/** A6, to print and wear: a credit card is too small for the photo and the barcode. */
const PAGE = { width: 297.64, height: 419.53, margin: 24 };
const PHOTO = { width: 90, height: 112 };

type Badge = Pick<
  TAccreditation,
  'personName' | 'organizationName' | 'eventName' | 'eventStartDate' | 'eventEndDate' | 'function'
> & { badgeNumber: string; issuedOn: string };

/** The badge of an approved accreditation: event, person (with their photo, if any), organisation, function, number. */
export async function renderBadge(orgCode: string, badge: Badge, photo: Buffer | null): Promise<Buffer> {
  const doc = new (loadPDFDocument())({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    font: REGULAR,
    info: {
      Title: `${orgCode} media accreditation ${badge.badgeNumber}`,
      Author: orgCode,
      Subject: badge.personName,
      CreationDate: new Date(`${badge.issuedOn}T00:00:00Z`),
    },
  });
  const bytes = collect(doc);
  const width = PAGE.width - 2 * PAGE.margin;
  doc.rect(0, 0, PAGE.width, 64).fill('#0f172a');
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor('white')
    .text(`${orgCode} — MEDIA`, PAGE.margin, 16, { width, characterSpacing: 2 });
  doc.font(REGULAR).fontSize(9).text(badge.eventName, { width });
  doc.fillColor('black');
  const top = 80;
  if (photo) doc.image(photo, PAGE.margin, top, { fit: [PHOTO.width, PHOTO.height] });
  else doc.rect(PAGE.margin, top, PHOTO.width, PHOTO.height).lineWidth(0.5).stroke(MUTED);
  const textX = PAGE.margin + PHOTO.width + 12;
  const textWidth = PAGE.width - PAGE.margin - textX;
  doc.font(BOLD).fontSize(14).text(badge.personName, textX, top, { width: textWidth });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(badge.organizationName ?? NONE, { width: textWidth });
  doc.moveDown(0.5).font(BOLD).fontSize(12).fillColor('black').text(FUNCTION_TEXT[badge.function].toUpperCase(), {
    width: textWidth,
  });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${badge.eventStartDate} – ${badge.eventEndDate}`, PAGE.margin, top + PHOTO.height + 20, { width });
  drawCode39(doc, badge.badgeNumber, { x: PAGE.margin, y: PAGE.height - 120, width, height: 56 });
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor('black')
    .text(badge.badgeNumber, PAGE.margin, PAGE.height - 56, { width, align: 'center', characterSpacing: 1 });
  doc.end();
  return bytes;
}

/** `badge-B-12-00034.pdf`. */
export const badgeFileName = (badgeNumber: string) => `badge-${badgeNumber}.pdf`;
