import { eq } from 'drizzle-orm';
import { languageOfCountry } from '@libero/shared/countries/countries';
import type { InvoiceStep } from '@libero/shared/empowerment/invoices';
import type { Language } from '@libero/shared/i18n/languages';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import type { QueuedMail } from '../mail';
import type { EmpowermentMailSettings } from './empowerment-context';
import type { InvoiceRow, ProjectRow, ReportRow, ShipmentRow } from './project-records';

/** The invoice steps its federation hears of. */
export type AnnouncedInvoiceStep = Extract<InvoiceStep, 'accept' | 'reject' | 'markPaid'>;

const ANNOUNCED: ReadonlySet<InvoiceStep> = new Set<AnnouncedInvoiceStep>(['accept', 'reject', 'markPaid']);

export const isAnnounced = (step: InvoiceStep): step is AnnouncedInvoiceStep => ANNOUNCED.has(step);

type Wording = {
  hello: string;
  invoiceSubject: Record<AnnouncedInvoiceStep, string>;
  /** "Your invoice {invoice} of the project {project} was accepted…" */
  invoiceNews: Record<AnnouncedInvoiceStep, (invoice: string, project: string) => string>;
  reason: string;
  shippedSubject: string;
  shipped: (project: string, carrier: string, trackingNumber: string) => string;
};

const WORDING: Record<Language, Wording> = {
  en: {
    hello: 'Hello,',
    invoiceSubject: { accept: 'invoice accepted', reject: 'invoice rejected', markPaid: 'invoice paid' },
    invoiceNews: {
      accept: (invoice, project) =>
        `Your invoice ${invoice} of the project “${project}” was accepted. Its payment follows.`,
      reject: (invoice, project) =>
        `Your invoice ${invoice} of the project “${project}” was rejected. Once it is reopened, please correct it and upload it again.`,
      markPaid: (invoice, project) => `Your invoice ${invoice} of the project “${project}” was paid.`,
    },
    reason: 'Reason:',
    shippedSubject: 'equipment shipped',
    shipped: (project, carrier, trackingNumber) =>
      `The equipment of the project “${project}” was shipped by ${carrier} (tracking number ${trackingNumber}). Please confirm its delivery on the project page once it arrives.`,
  },
  fr: {
    hello: 'Bonjour,',
    invoiceSubject: { accept: 'facture acceptée', reject: 'facture rejetée', markPaid: 'facture payée' },
    invoiceNews: {
      accept: (invoice, project) =>
        `Votre facture ${invoice} du projet « ${project} » a été acceptée. Son paiement va suivre.`,
      reject: (invoice, project) =>
        `Votre facture ${invoice} du projet « ${project} » a été rejetée. Une fois rouverte, merci de la corriger et de la téléverser à nouveau.`,
      markPaid: (invoice, project) => `Votre facture ${invoice} du projet « ${project} » a été payée.`,
    },
    reason: 'Motif :',
    shippedSubject: 'équipement expédié',
    shipped: (project, carrier, trackingNumber) =>
      `L'équipement du projet « ${project} » a été expédié par ${carrier} (numéro de suivi ${trackingNumber}). Merci de confirmer sa livraison sur la page du projet dès son arrivée.`,
  },
  es: {
    hello: 'Hola:',
    invoiceSubject: { accept: 'factura aceptada', reject: 'factura rechazada', markPaid: 'factura pagada' },
    invoiceNews: {
      accept: (invoice, project) => `Su factura ${invoice} del proyecto «${project}» fue aceptada. Su pago seguirá.`,
      reject: (invoice, project) =>
        `Su factura ${invoice} del proyecto «${project}» fue rechazada. Una vez reabierta, corríjala y súbala de nuevo.`,
      markPaid: (invoice, project) => `Su factura ${invoice} del proyecto «${project}» fue pagada.`,
    },
    reason: 'Motivo:',
    shippedSubject: 'equipamiento enviado',
    shipped: (project, carrier, trackingNumber) =>
      `El equipamiento del proyecto «${project}» fue enviado por ${carrier} (número de seguimiento ${trackingNumber}). Confirme su entrega en la página del proyecto cuando llegue.`,
  },
};

/** The project page. */
const projectLink = (settings: EmpowermentMailSettings, no: number) =>
  `${settings.publicUrl.replace(/\/$/, '')}/empowerment/projects/${no}`;

/** An amount in minor units, as a mail writes it: `1250.00 USD`. */
const money = (amountMinor: number, currency: string) => `${(amountMinor / 100).toFixed(2)} ${currency}`;

/** The project's federation, if it has an address, and the language of its country. */
async function federationOf(db: Db, project: ProjectRow): Promise<{ email: string; language: Language } | null> {
  const [body] = await db
    .select({ email: federations.email, country: federations.countryCode })
    .from(federations)
    .where(eq(federations.no, project.federationNo));
  return body?.email ? { email: body.email, language: languageOfCountry(body.country) } : null;
}

/** Tells the project's federation, in its language, that a reviewer accepted, rejected or paid its invoice. */
export async function invoiceNews(
  db: Db,
  settings: EmpowermentMailSettings,
  project: ProjectRow,
  invoice: InvoiceRow,
  step: AnnouncedInvoiceStep,
  byUserNo: number,
): Promise<QueuedMail[]> {
  const federation = await federationOf(db, project);
  if (!federation) return [];
  const wording = WORDING[federation.language];
  const about = `“${invoice.description}” (${money(invoice.amountMinor, project.currency)})`;
  const reason = step === 'reject' ? `\n${wording.reason} ${invoice.rejectReason ?? ''}\n` : '';
  return [
    {
      kind: `empowerment-invoice-${step}`,
      to: federation.email,
      subject: `${settings.orgCode}: ${wording.invoiceSubject[step]} — ${invoice.description}`,
      text: `${wording.hello}\n\n${wording.invoiceNews[step](about, project.title)}\n${reason}\n${projectLink(settings, project.no)}\n`,
      queuedByUserNo: byUserNo,
      source: `empowerment invoice ${invoice.no}`,
    },
  ];
}

/** Tells the project's federation, in its language, that its equipment is on its way and how to follow it. */
export async function shipmentNews(
  db: Db,
  settings: EmpowermentMailSettings,
  project: ProjectRow,
  shipment: ShipmentRow,
  byUserNo: number,
): Promise<QueuedMail[]> {
  const federation = await federationOf(db, project);
  if (!federation) return [];
  const wording = WORDING[federation.language];
  return [
    {
      kind: 'empowerment-shipment-shipped',
      to: federation.email,
      subject: `${settings.orgCode}: ${wording.shippedSubject} — ${project.title}`,
      text: `${wording.hello}\n\n${wording.shipped(project.title, shipment.carrier, shipment.trackingNumber)}\n\n${projectLink(settings, project.no)}\n`,
      queuedByUserNo: byUserNo,
      source: `empowerment shipment ${shipment.no}`,
    },
  ];
}

/** Tells the programme office (in English, as the legal office) that a project's final report came in. */
export function finalReportNews(
  settings: EmpowermentMailSettings,
  officeEmail: string,
  project: ProjectRow,
  report: ReportRow,
): QueuedMail {
  return {
    kind: 'empowerment-final-report',
    to: officeEmail,
    subject: `${settings.orgCode}: final report — ${project.title}`,
    text: `Hello,\n\nThe final report “${report.title}” of the project “${project.title}” (no. ${project.no}) was submitted by ${report.authorName}.\n\n${projectLink(settings, project.no)}\n`,
    queuedByUserNo: report.authorUserNo,
    source: `empowerment project ${project.no}`,
  };
}
