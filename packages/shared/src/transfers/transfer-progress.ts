import type { TransferStatus } from '../statuses/statuses';
import { ladderState, type LadderTransfer, type TransferParty } from './signature-ladder';

/**
 * Where a transfer stands before approval, and what holds it up (issue #9). The status of an open
 * transfer follows from its signatures and payments: removing a signature moves it back.
 */
export type TransferProgress = LadderTransfer & {
  /** Sent to the parties by the receiving club or federation (a draft is not yet). */
  submitted: boolean;
  signed: ReadonlySet<TransferParty>;
  /** No fee is due (an exempt transfer). */
  exempt: boolean;
  /** The fee due, in the currency's minor units; null while no fee table covers the handling body. */
  feeMinor: number | null;
  /** What the recorded payments add up to, in the fee's currency. */
  paidMinor: number;
  hasContractDates: boolean;
  hasContractDocument: boolean;
};

/** Statuses a transfer leaves only by an explicit action (approval, then the clock; or an ending). */
export const CLOSED_STATUSES: readonly TransferStatus[] = ['ended', 'released', 'cancelled', 'rejected'];
export const CERTIFIED_STATUSES: readonly TransferStatus[] = ['approved', 'active', 'ended', 'released'];

export function feeSettled(progress: Pick<TransferProgress, 'exempt' | 'feeMinor' | 'paidMinor'>): boolean {
  return progress.exempt || (progress.feeMinor !== null && progress.paidMinor >= progress.feeMinor);
}

/** The status of a transfer not yet approved, from what it holds. */
export function openStatus(progress: TransferProgress): TransferStatus {
  if (!progress.submitted) return 'draft';
  const ladder = ladderState(progress, progress.signed);
  if (!ladder.paymentDetailsShown) return 'inProgress';
  if (ladder.awaiting.some((party) => party !== 'handlingBody')) return 'awaitingFederations';
  return feeSettled(progress) ? 'paymentInReview' : 'awaitingPayment';
}

/** Why a transfer cannot move on, for the page to say (and translate). */
export type BlockingReason =
  | { code: 'notSubmitted' }
  | { code: 'signatureAwaited'; party: TransferParty }
  | { code: 'contractDatesMissing' }
  | { code: 'contractDocumentMissing' }
  | { code: 'noFeeTable' }
  | { code: 'paymentDue'; dueMinor: number; paidMinor: number }
  | { code: 'windowClosed'; season: number };

/**
 * What stands between an open transfer and its approval; empty when the handling body may approve.
 * `closedWindow` names the season whose transfer window is closed to this transfer, if it is.
 */
export function blockingReasons(progress: TransferProgress, closedWindow?: number): BlockingReason[] {
  const reasons: BlockingReason[] = [];
  if (!progress.submitted) reasons.push({ code: 'notSubmitted' });
  const ladder = ladderState(progress, progress.signed);
  for (const party of ladder.awaiting) if (party !== 'handlingBody') reasons.push({ code: 'signatureAwaited', party });
  if (!progress.hasContractDates) reasons.push({ code: 'contractDatesMissing' });
  if (!progress.hasContractDocument) reasons.push({ code: 'contractDocumentMissing' });
  if (!progress.exempt) {
    if (progress.feeMinor === null) reasons.push({ code: 'noFeeTable' });
    else if (progress.paidMinor < progress.feeMinor) {
      reasons.push({ code: 'paymentDue', dueMinor: progress.feeMinor, paidMinor: progress.paidMinor });
    }
  }
  return closedWindow === undefined ? reasons : [{ code: 'windowClosed', season: closedWindow }, ...reasons];
}

/** Whether the handling body may approve: everything but its own signature is there. */
export function readyForApproval(progress: TransferProgress): boolean {
  return blockingReasons(progress).length === 0;
}

/**
 * The parties who must act next on a transfer in `status`: the receiving side submits a draft and
 * pays; the signatories sign in their turn; the handling body reviews and approves.
 */
export function nextToAct(
  progress: TransferProgress & { receivingClubNo: number | null },
  status: TransferStatus,
): TransferParty[] {
  const receiving: TransferParty = progress.receivingClubNo !== null ? 'receivingClub' : 'receivingFederation';
  switch (status) {
    case 'draft':
    case 'awaitingPayment':
      return [receiving];
    case 'inProgress':
    case 'awaitingFederations':
      return ladderState(progress, progress.signed).awaiting;
    case 'paymentInReview':
      return ['handlingBody'];
    default:
      return [];
  }
}

/**
 * Where an approved transfer stands by the calendar on `today` (all days `YYYY-MM-DD`): active from
 * the day its contract starts, ended after the day it ends. Other statuses do not move by dates.
 */
export function calendarStatus(
  status: TransferStatus,
  startsOn: string,
  endsOn: string,
  today: string,
): TransferStatus {
  if (status !== 'approved' && status !== 'active') return status;
  if (endsOn < today) return 'ended';
  return startsOn <= today ? 'active' : status;
}
