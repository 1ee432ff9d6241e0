import type { TransferParty } from '@libero/shared/transfers/signature-ladder';
import type { TransferContext } from './transfer-context';
import { stakeholderAddresses, type TransferParties } from './transfer-parties';
import type { TransferRow } from './transfer-records';

/** What happened to the transfer, as the stakeholders are told. */
export type TransferNews = 'modified' | 'approved' | 'rejected' | 'cancelled' | 'released';

const PARTY_ROLE: Record<TransferParty, string> = {
  player: 'the player',
  receivingClub: 'the receiving club',
  releasingClub: 'the releasing club',
  receivingFederation: 'the receiving federation',
  releasingFederation: 'the releasing federation',
  handlingBody: 'the body handling the transfer',
};

const WHAT: Record<TransferNews, (transfer: TransferRow) => string> = {
  modified: () => 'was modified. Every signature given before was removed: please review it and sign it again.',
  approved: (transfer) =>
    `was approved. The International Transfer Certificate ${transfer.itcNumber ?? ''} can be downloaded from the transfer page.`,
  rejected: (transfer) => `was rejected. Reason: ${transfer.closingReason ?? ''}`,
  cancelled: (transfer) => `was cancelled. Reason: ${transfer.closingReason ?? ''}`,
  released: (transfer) => `ended early: the player was released. Reason: ${transfer.closingReason ?? ''}`,
};

/**
 * Queues one e-mail to each stakeholder of the transfer (the player, both clubs, both federations,
 * the handling body) saying what happened; they commit with the change.
 */
export function tellStakeholders(context: TransferContext, news: TransferNews, transfer: TransferRow, parties: TransferParties): void {
  const link = `${context.publicUrl.replace(/\/$/, '')}/volley/transfers/${transfer.no}`;
  const title = `Transfer ${transfer.no} of ${parties.player.name} (${parties.releasingFederation.code} → ${parties.receivingFederation.code})`;
  for (const { party, email } of stakeholderAddresses(parties, transfer)) {
    context.mails.push({
      kind: `transfer-${news}`,
      to: email,
      subject: `${context.orgCode}: ${title} ${news}`,
      text: `Hello,\n\nYou receive this message as ${PARTY_ROLE[party]}.\n\nThe international ${title} ${WHAT[news](transfer)}\n\n${link}\n`,
      queuedByUserNo: context.viewer.no,
      source: `transfer ${transfer.no}`,
    });
  }
}
