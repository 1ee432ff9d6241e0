import { eq } from 'drizzle-orm';
import { languageOfCountry } from '@libero/shared/countries/countries';
import type { Language } from '@libero/shared/i18n/languages';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import type { QueuedMail } from '../mail';
import type { ApplicationRow } from './application-records';
import type { EmpowermentMailSettings } from './empowerment-context';

/** Where the news of applications goes: the federations, in their language, and the programme's office. */
export type ApplicationMailSettings = EmpowermentMailSettings & { officeEmail: string };

/** What a federation is told of: a reviewer's step or comment. */
export type FederationNews = 'sendBack' | 'approve' | 'decline' | 'comment';
/** What the office is told of: a federation's submission or comment. */
export type OfficeNews = 'submit' | 'comment';

type Wording = {
  hello: string;
  application: string;
  subject: Record<FederationNews | OfficeNews, string>;
  toFederation: Record<FederationNews, string>;
  toOffice: Record<OfficeNews, (federation: string) => string>;
  /** Introduces the reviewer's reason or comment. */
  said: Record<FederationNews | OfficeNews, string>;
};

const WORDING: Record<Language, Wording> = {
  en: {
    hello: 'Hello,',
    application: 'Empowerment application',
    subject: {
      submit: 'submitted',
      sendBack: 'sent back',
      approve: 'approved',
      decline: 'not approved',
      comment: 'new comment',
    },
    toFederation: {
      sendBack: 'The application was sent back to you as a draft: please edit it and submit it again.',
      approve: 'The application was approved: its development project is now open.',
      decline: 'The application was not approved.',
      comment: 'A reviewer commented on the application.',
    },
    toOffice: {
      submit: (federation) => `${federation} submitted the application: it awaits review.`,
      comment: (federation) => `${federation} commented on the application.`,
    },
    said: { submit: 'Comment:', sendBack: 'Comment:', approve: 'Reason:', decline: 'Reason:', comment: 'Comment:' },
  },
  fr: {
    hello: 'Bonjour,',
    application: "Demande d'empowerment",
    subject: {
      submit: 'soumise',
      sendBack: 'renvoyée',
      approve: 'approuvée',
      decline: 'non approuvée',
      comment: 'nouveau commentaire',
    },
    toFederation: {
      sendBack: 'La demande vous a été renvoyée comme brouillon : merci de la modifier et de la soumettre à nouveau.',
      approve: 'La demande a été approuvée : son projet de développement est maintenant ouvert.',
      decline: "La demande n'a pas été approuvée.",
      comment: 'Un évaluateur a commenté la demande.',
    },
    toOffice: {
      submit: (federation) => `${federation} a soumis la demande : elle attend son examen.`,
      comment: (federation) => `${federation} a commenté la demande.`,
    },
    said: {
      submit: 'Commentaire :',
      sendBack: 'Commentaire :',
      approve: 'Motif :',
      decline: 'Motif :',
      comment: 'Commentaire :',
    },
  },
  es: {
    hello: 'Hola:',
    application: 'Solicitud de empowerment',
    subject: {
      submit: 'presentada',
      sendBack: 'devuelta',
      approve: 'aprobada',
      decline: 'no aprobada',
      comment: 'nuevo comentario',
    },
    toFederation: {
      sendBack: 'La solicitud se le devolvió como borrador: modifíquela y preséntela de nuevo.',
      approve: 'La solicitud fue aprobada: su proyecto de desarrollo ya está abierto.',
      decline: 'La solicitud no fue aprobada.',
      comment: 'Un evaluador comentó la solicitud.',
    },
    toOffice: {
      submit: (federation) => `${federation} presentó la solicitud: espera su evaluación.`,
      comment: (federation) => `${federation} comentó la solicitud.`,
    },
    said: {
      submit: 'Comentario:',
      sendBack: 'Comentario:',
      approve: 'Motivo:',
      decline: 'Motivo:',
      comment: 'Comentario:',
    },
  },
};

/** The application's page. */
const applicationLink = (settings: EmpowermentMailSettings, no: number) =>
  `${settings.publicUrl.replace(/\/$/, '')}/empowerment/applications/${no}`;

type Letter = { language: Language; to: string; news: FederationNews | OfficeNews; body: (w: Wording) => string };

function compose(settings: EmpowermentMailSettings, row: ApplicationRow, letter: Letter, text: string, by: number) {
  const wording = WORDING[letter.language];
  const about = `${wording.application} ${row.no}: ${row.title}`;
  const said = text ? `\n${wording.said[letter.news]} ${text}\n` : '';
  return {
    kind: `empowerment-${letter.news}`,
    to: letter.to,
    subject: `${settings.orgCode}: ${about} — ${wording.subject[letter.news]}`,
    text: `${wording.hello}\n\n${about}\n${letter.body(wording)}\n${said}\n${applicationLink(settings, row.no)}\n`,
    queuedByUserNo: by,
    source: `application ${row.no}`,
  } satisfies QueuedMail;
}

async function federationOf(db: Db, no: number) {
  const [federation] = await db
    .select({ name: federations.name, email: federations.email, country: federations.countryCode })
    .from(federations)
    .where(eq(federations.no, no));
  return federation;
}

/** The mail telling the application's federation, in its language, of a reviewer's step or comment. */
export async function newsForFederation(
  db: Db,
  settings: EmpowermentMailSettings,
  row: ApplicationRow,
  news: FederationNews,
  text: string,
  byUserNo: number,
): Promise<QueuedMail[]> {
  const federation = await federationOf(db, row.federationNo);
  if (!federation?.email) return [];
  const letter: Letter = {
    language: languageOfCountry(federation.country),
    to: federation.email,
    news,
    body: (wording) => wording.toFederation[news],
  };
  return [compose(settings, row, letter, text, byUserNo)];
}

/** The mail telling the programme's office of a federation's submission or comment. */
export async function newsForOffice(
  db: Db,
  settings: ApplicationMailSettings,
  row: ApplicationRow,
  news: OfficeNews,
  text: string,
  byUserNo: number,
): Promise<QueuedMail[]> {
  const name = (await federationOf(db, row.federationNo))?.name ?? String(row.federationNo);
  const letter: Letter = {
    language: 'en',
    to: settings.officeEmail,
    news,
    body: (wording) => wording.toOffice[news](name),
  };
  return [compose(settings, row, letter, text, byUserNo)];
}
