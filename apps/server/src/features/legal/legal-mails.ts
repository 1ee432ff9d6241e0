import { eq, inArray } from 'drizzle-orm';
import { languageOfCountry } from '@libero/shared/countries/countries';
import type { Language } from '@libero/shared/i18n/languages';
import {
  awaitedRole,
  isWaiting,
  type CaseKind,
  type CaseRole,
  type CaseStatus,
} from '@libero/shared/legal/legal-cases';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import type { QueuedMail } from '../mail';
import type { CaseRow } from './legal-records';

type Wording = {
  hello: string;
  kind: Record<CaseKind, string>;
  status: Record<CaseStatus, string>;
  role: Record<CaseRole, string>;
  /** "The case is now {status}." */
  now: (status: string) => string;
  /** "It awaits {role} until {day}." */
  awaits: (role: string, day: string) => string;
  reminderSubject: string;
  reminder: (role: string, day: string) => string;
  statement: string;
};

const WORDING: Record<Language, Wording> = {
  en: {
    hello: 'Hello,',
    kind: { originChange: 'Change of federation of origin', determination: 'Determination of federation' },
    status: {
      draft: 'a draft',
      submitted: 'submitted to the legal office',
      awaitingCurrentFederation: "awaiting the current federation's answer",
      awaitingNewFederation: "awaiting the new federation's confirmation",
      underReview: 'under review by the legal office',
      approved: 'approved',
      refused: 'refused',
      closed: 'closed',
      withdrawn: 'withdrawn',
    },
    role: {
      applicant: 'the applicant federation',
      currentFederation: 'the current federation',
      office: 'the legal office',
    },
    now: (status) => `The case is now ${status}.`,
    awaits: (role, day) => `It awaits ${role} until ${day}.`,
    reminderSubject: 'step overdue',
    reminder: (role, day) => `The step of ${role} was due on ${day} and is overdue. Please act on the case.`,
    statement: 'Statement:',
  },
  fr: {
    hello: 'Bonjour,',
    kind: { originChange: "Changement de fédération d'origine", determination: 'Détermination de fédération' },
    status: {
      draft: 'un brouillon',
      submitted: 'soumis au service juridique',
      awaitingCurrentFederation: 'en attente de la réponse de la fédération actuelle',
      awaitingNewFederation: 'en attente de la confirmation de la nouvelle fédération',
      underReview: "à l'examen du service juridique",
      approved: 'approuvé',
      refused: 'refusé',
      closed: 'clos',
      withdrawn: 'retiré',
    },
    role: {
      applicant: 'la fédération requérante',
      currentFederation: 'la fédération actuelle',
      office: 'le service juridique',
    },
    now: (status) => `Le dossier est maintenant ${status}.`,
    awaits: (role, day) => `Il attend ${role} jusqu'au ${day}.`,
    reminderSubject: 'étape en retard',
    reminder: (role, day) => `L'étape de ${role} était due le ${day} et est en retard. Merci de traiter le dossier.`,
    statement: 'Déclaration :',
  },
  es: {
    hello: 'Hola:',
    kind: { originChange: 'Cambio de federación de origen', determination: 'Determinación de federación' },
    status: {
      draft: 'un borrador',
      submitted: 'presentado a la oficina jurídica',
      awaitingCurrentFederation: 'a la espera de la respuesta de la federación actual',
      awaitingNewFederation: 'a la espera de la confirmación de la nueva federación',
      underReview: 'en examen por la oficina jurídica',
      approved: 'aprobado',
      refused: 'rechazado',
      closed: 'cerrado',
      withdrawn: 'retirado',
    },
    role: {
      applicant: 'la federación solicitante',
      currentFederation: 'la federación actual',
      office: 'la oficina jurídica',
    },
    now: (status) => `El expediente está ahora ${status}.`,
    awaits: (role, day) => `Espera a ${role} hasta el ${day}.`,
    reminderSubject: 'paso vencido',
    reminder: (role, day) => `El paso de ${role} vencía el ${day} y está atrasado. Por favor, actúe en el expediente.`,
    statement: 'Declaración:',
  },
};

/** Where the news of a case goes: its federations, the player and the legal office, in their language. */
export type CaseMailSettings = { orgCode: string; publicUrl: string; officeEmail: string };

/** The case page, for the federations and the office. */
const caseLink = (settings: CaseMailSettings, no: number) =>
  `${settings.publicUrl.replace(/\/$/, '')}/legal/cases/${no}`;

type Recipient = { role: CaseRole | 'player'; email: string; language: Language };

/**
 * The parties of a case with an address: the applicant, and past the draft the current federation
 * and the player (in the language of their nationality); the office.
 */
async function recipientsOf(db: Db, row: CaseRow, office: string): Promise<Recipient[]> {
  const nos = [row.applicantFederationNo, ...(row.currentFederationNo === null ? [] : [row.currentFederationNo])];
  const bodies = await db
    .select({ no: federations.no, email: federations.email, country: federations.countryCode })
    .from(federations)
    .where(inArray(federations.no, nos));
  const federation = (no: number | null, role: CaseRole): Recipient[] => {
    const body = bodies.find((b) => b.no === no);
    return body?.email ? [{ role, email: body.email, language: languageOfCountry(body.country) }] : [];
  };
  const [player] = await db
    .select({ email: persons.email, nationality: persons.nationality })
    .from(persons)
    .where(eq(persons.no, row.playerNo));
  const submitted = row.status !== 'draft';
  return [
    ...federation(row.applicantFederationNo, 'applicant'),
    ...(submitted ? federation(row.currentFederationNo, 'currentFederation') : []),
    ...(submitted && player?.email
      ? [{ role: 'player' as const, email: player.email, language: languageOfCountry(player.nationality) }]
      : []),
    { role: 'office', email: office, language: 'en' },
  ];
}

function title(wording: Wording, row: CaseRow, playerName: string): string {
  return `${wording.kind[row.kind]} ${row.no}: ${playerName}`;
}

/** The mails telling every party, in its language, where the case now stands. */
export async function newsForParties(
  db: Db,
  settings: CaseMailSettings,
  row: CaseRow,
  playerName: string,
  byUserNo: number,
  statement: string,
): Promise<QueuedMail[]> {
  const link = caseLink(settings, row.no);
  return (await recipientsOf(db, row, settings.officeEmail)).map(({ role, email, language }) => {
    const wording = WORDING[language];
    const about = title(wording, row, playerName);
    const awaited = awaitedLine(wording, row);
    const said = statement ? `\n${wording.statement} ${statement}\n` : '';
    return {
      kind: `legal-${row.status}`,
      to: email,
      subject: `${settings.orgCode}: ${about} — ${wording.status[row.status]}`,
      // The player follows the case through the federations: the page is theirs.
      text: `${wording.hello}\n\n${about}\n${wording.now(wording.status[row.status])}${awaited}\n${said}${role === 'player' ? '' : `\n${link}\n`}`,
      queuedByUserNo: byUserNo,
      source: `legal case ${row.no}`,
    };
  });
}

function awaitedLine(wording: Wording, row: CaseRow): string {
  const role = awaitedRoleOf(row.status);
  return role && row.dueDay ? ` ${wording.awaits(wording.role[role], row.dueDay)}` : '';
}

/** Who the case waits for, while it waits in a step with a deadline. */
const awaitedRoleOf = (status: CaseStatus): CaseRole | null => (isWaiting(status) ? awaitedRole(status) : null);

/** The reminder to the party a case waits for that its step is overdue (the clock sends it once per step). */
export async function reminderToAwaited(
  db: Db,
  settings: CaseMailSettings,
  row: CaseRow,
  playerName: string,
): Promise<QueuedMail[]> {
  const role = awaitedRoleOf(row.status);
  const dueDay = row.dueDay;
  if (!role || !dueDay) return [];
  const link = caseLink(settings, row.no);
  return (await recipientsOf(db, row, settings.officeEmail))
    .filter((recipient) => recipient.role === role)
    .map(({ email, language }) => {
      const wording = WORDING[language];
      const about = title(wording, row, playerName);
      return {
        kind: 'legal-reminder',
        to: email,
        subject: `${settings.orgCode}: ${about} — ${wording.reminderSubject}`,
        text: `${wording.hello}\n\n${about}\n${wording.reminder(wording.role[role], dueDay)}\n\n${link}\n`,
        source: `legal case ${row.no}`,
      };
    });
}
