import type { Language } from '@libero/shared/i18n/languages';
import type { TransferParty } from '@libero/shared/transfers/signature-ladder';
import type { TransferContext } from './transfer-context';
import { stakeholderAddresses, type TransferParties } from './transfer-parties';
import type { TransferRow } from './transfer-records';

/** What happened to the transfer, as the stakeholders are told. */
export type TransferNews = 'modified' | 'approved' | 'rejected' | 'cancelled' | 'released';

type Facts = { title: string; itcNumber: string; reason: string };

type Wording = {
  hello: string;
  role: Record<TransferParty, string>;
  /** "You receive this message as {role}." */
  as: (role: string) => string;
  transfer: (title: string) => string;
  news: Record<TransferNews, { subject: string; text: (facts: Facts) => string }>;
};

/** The mails in English, French and Spanish: a body's language follows its country's. */
const WORDING: Record<Language, Wording> = {
  en: {
    hello: 'Hello,',
    role: {
      player: 'the player',
      receivingClub: 'the receiving club',
      releasingClub: 'the releasing club',
      receivingFederation: 'the receiving federation',
      releasingFederation: 'the releasing federation',
      handlingBody: 'the body handling the transfer',
    },
    as: (role) => `You receive this message as ${role}.`,
    transfer: (title) => `International transfer ${title}`,
    news: {
      modified: {
        subject: 'modified',
        text: () =>
          'The transfer was modified. Every signature given before was removed: please review it and sign it again.',
      },
      approved: {
        subject: 'approved',
        text: ({ itcNumber }) =>
          `The transfer was approved. The International Transfer Certificate ${itcNumber} can be downloaded from the transfer page.`,
      },
      rejected: { subject: 'rejected', text: ({ reason }) => `The transfer was rejected. Reason: ${reason}` },
      cancelled: { subject: 'cancelled', text: ({ reason }) => `The transfer was cancelled. Reason: ${reason}` },
      released: {
        subject: 'player released',
        text: ({ reason }) => `The transfer ended early: the player was released. Reason: ${reason}`,
      },
    },
  },
  fr: {
    hello: 'Bonjour,',
    role: {
      player: 'joueur ou joueuse',
      receivingClub: "club d'accueil",
      releasingClub: 'club quitté',
      receivingFederation: "fédération d'accueil",
      releasingFederation: 'fédération quittée',
      handlingBody: 'instance chargée du transfert',
    },
    as: (role) => `Vous recevez ce message en tant que ${role}.`,
    transfer: (title) => `Transfert international ${title}`,
    news: {
      modified: {
        subject: 'modifié',
        text: () =>
          'Le transfert a été modifié. Toutes les signatures données ont été retirées : veuillez le relire et le signer à nouveau.',
      },
      approved: {
        subject: 'approuvé',
        text: ({ itcNumber }) =>
          `Le transfert a été approuvé. Le certificat international de transfert ${itcNumber} peut être téléchargé depuis la page du transfert.`,
      },
      rejected: { subject: 'refusé', text: ({ reason }) => `Le transfert a été refusé. Motif : ${reason}` },
      cancelled: { subject: 'annulé', text: ({ reason }) => `Le transfert a été annulé. Motif : ${reason}` },
      released: {
        subject: 'joueur libéré',
        text: ({ reason }) => `Le transfert a pris fin avant son terme : le joueur a été libéré. Motif : ${reason}`,
      },
    },
  },
  es: {
    hello: 'Hola:',
    role: {
      player: 'jugador o jugadora',
      receivingClub: 'club de destino',
      releasingClub: 'club de origen',
      receivingFederation: 'federación de destino',
      releasingFederation: 'federación de origen',
      handlingBody: 'organismo que tramita la transferencia',
    },
    as: (role) => `Recibe este mensaje como ${role}.`,
    transfer: (title) => `Transferencia internacional ${title}`,
    news: {
      modified: {
        subject: 'modificada',
        text: () =>
          'La transferencia fue modificada. Se retiraron todas las firmas dadas: revísela y fírmela de nuevo.',
      },
      approved: {
        subject: 'aprobada',
        text: ({ itcNumber }) =>
          `La transferencia fue aprobada. El certificado internacional de transferencia ${itcNumber} puede descargarse desde la página de la transferencia.`,
      },
      rejected: { subject: 'rechazada', text: ({ reason }) => `La transferencia fue rechazada. Motivo: ${reason}` },
      cancelled: { subject: 'cancelada', text: ({ reason }) => `La transferencia fue cancelada. Motivo: ${reason}` },
      released: {
        subject: 'jugador liberado',
        text: ({ reason }) => `La transferencia terminó antes de tiempo: el jugador fue liberado. Motivo: ${reason}`,
      },
    },
  },
};

/**
 * Queues one e-mail to each stakeholder of the transfer (the player, both clubs, both federations,
 * the handling body) saying what happened, in its language; they commit with the change.
 */
export function tellStakeholders(
  context: TransferContext,
  news: TransferNews,
  transfer: TransferRow,
  parties: TransferParties,
): void {
  const link = `${context.publicUrl.replace(/\/$/, '')}/volley/transfers/${transfer.no}`;
  const facts: Facts = {
    title: `${transfer.no}: ${parties.player.name} (${parties.releasingFederation.code} → ${parties.receivingFederation.code})`,
    itcNumber: transfer.itcNumber ?? '',
    reason: transfer.closingReason ?? '',
  };
  for (const { party, email, language } of stakeholderAddresses(parties, transfer)) {
    const wording = WORDING[language];
    const about = wording.transfer(facts.title);
    context.mails.push({
      kind: `transfer-${news}`,
      to: email,
      subject: `${context.orgCode}: ${about} — ${wording.news[news].subject}`,
      text: `${wording.hello}\n\n${wording.as(wording.role[party])}\n\n${about}\n${wording.news[news].text(facts)}\n\n${link}\n`,
      queuedByUserNo: context.viewer.no,
      source: `transfer ${transfer.no}`,
    });
  }
}
