import { languageOfCountry } from '@libero/shared/countries/countries';
import type { Language } from '@libero/shared/i18n/languages';
import type { AccreditationStatus } from '@libero/shared/media/organizations';
import type { QueuedMail } from '../../mail';
import type { AccreditationRow } from './accreditation-records';

type Decided = Exclude<AccreditationStatus, 'requested'>;

type Wording = {
  hello: string;
  subject: Record<Decided, string>;
  body: (event: string) => Record<Decided, string>;
  badge: (number: string) => string;
  reason: string;
};

const WORDING: Record<Language, Wording> = {
  en: {
    hello: 'Hello,',
    subject: {
      approved: 'accreditation approved',
      refused: 'accreditation refused',
      withdrawn: 'accreditation withdrawn',
    },
    body: (event) => ({
      approved: `Your accreditation for ${event} has been approved.`,
      refused: `Your accreditation for ${event} has been refused.`,
      withdrawn: `Your accreditation for ${event} has been withdrawn.`,
    }),
    badge: (number) => `Your badge number is ${number}; the badge can be downloaded from your profile.`,
    reason: 'Reason:',
  },
  fr: {
    hello: 'Bonjour,',
    subject: {
      approved: 'accréditation approuvée',
      refused: 'accréditation refusée',
      withdrawn: 'accréditation retirée',
    },
    body: (event) => ({
      approved: `Votre accréditation pour ${event} a été approuvée.`,
      refused: `Votre accréditation pour ${event} a été refusée.`,
      withdrawn: `Votre accréditation pour ${event} a été retirée.`,
    }),
    badge: (number) => `Votre numéro de badge est ${number} ; le badge se télécharge depuis votre profil.`,
    reason: 'Motif :',
  },
  es: {
    hello: 'Hola:',
    subject: {
      approved: 'acreditación aprobada',
      refused: 'acreditación rechazada',
      withdrawn: 'acreditación retirada',
    },
    body: (event) => ({
      approved: `Su acreditación para ${event} ha sido aprobada.`,
      refused: `Su acreditación para ${event} ha sido rechazada.`,
      withdrawn: `Su acreditación para ${event} ha sido retirada.`,
    }),
    badge: (number) => `Su número de credencial es ${number}; la credencial se descarga desde su perfil.`,
    reason: 'Motivo:',
  },
};

/** The news of a decision to the accredited person, in the language of their nationality (none without an address). */
export function decisionMail(orgCode: string, row: AccreditationRow, byUserNo: number): QueuedMail[] {
  if (!row.personEmail || row.status === 'requested') return [];
  const wording = WORDING[languageOfCountry(row.personNationality)];
  const lines = [
    wording.hello,
    '',
    wording.body(row.eventName)[row.status],
    ...(row.badgeNumber && row.status === 'approved' ? [wording.badge(row.badgeNumber)] : []),
    ...(row.reason ? ['', `${wording.reason} ${row.reason}`] : []),
  ];
  return [
    {
      kind: `accreditation-${row.status}`,
      to: row.personEmail,
      subject: `${orgCode}: ${row.eventName} — ${wording.subject[row.status]}`,
      text: `${lines.join('\n')}\n`,
      queuedByUserNo: byUserNo,
      source: `media accreditation ${row.no}`,
    },
  ];
}
