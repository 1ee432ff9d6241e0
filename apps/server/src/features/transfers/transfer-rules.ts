import { isAdmin } from '@libero/shared/auth/permissions';
import type { TransferStatus } from '@libero/shared/statuses/statuses';
import { ladderState, SIGNATURE_STAGES, type TransferParty } from '@libero/shared/transfers/signature-ladder';
import type { TTransferActions } from '@libero/shared/transfers/transfer-api';
import { partiesOf, RECEIVING_SIDE } from '@libero/shared/transfers/transfer-parties';
import { CERTIFIED_STATUSES, CLOSED_STATUSES, readyForApproval } from '@libero/shared/transfers/transfer-progress';
import type { AuthUser } from '../../lib/request-auth';
import { partyRecordsOf, progressOf, signedParties, type TransferState } from './transfer-records';

/** Not yet approved, nor ended in any way: signatures, payments and approval still apply. */
export function isOpen(status: TransferStatus): boolean {
  return !CERTIFIED_STATUSES.includes(status) && !CLOSED_STATUSES.includes(status);
}

const stageOf = (party: TransferParty) => SIGNATURE_STAGES.findIndex((stage) => stage.includes(party));

/** A signature may be taken back while no signature of a later stage rests on it. */
function removable(party: TransferParty, signed: ReadonlySet<TransferParty>): boolean {
  return signed.has(party) && party !== 'handlingBody' && ![...signed].some((other) => stageOf(other) > stageOf(party));
}

/**
 * What `viewer` may do on a transfer now. `windowOpen`: the season's window is open, or an admin
 * let this transfer through it. Every command checks its own entry again before it writes.
 */
export function actionsFor(viewer: AuthUser, state: TransferState, windowOpen: boolean): TTransferActions {
  const { transfer } = state;
  const admin = isAdmin(viewer);
  const parties = partiesOf(viewer, partyRecordsOf(transfer));
  const receivingSide = parties.some((party) => RECEIVING_SIDE.includes(party));
  const open = isOpen(transfer.status);
  const submitted = transfer.submittedAt !== null;
  const signed = signedParties(state);
  const ladder = ladderState({ releasingClubNo: transfer.fromClubNo }, signed);
  const signing = open && submitted && windowOpen;
  return {
    sign: signing ? parties.filter((party) => party !== 'handlingBody' && ladder.awaiting.includes(party)) : [],
    removeSignature: open && windowOpen ? parties.filter((party) => removable(party, signed)) : [],
    submit: open && !submitted && receivingSide && windowOpen,
    modify: !CLOSED_STATUSES.includes(transfer.status) && receivingSide && windowOpen,
    recordPayment:
      open && ladder.paymentDetailsShown && !transfer.exempt && transfer.feeCurrency !== null && receivingSide,
    uploadDocument: !CLOSED_STATUSES.includes(transfer.status) && parties.length > 0,
    approve: open && submitted && parties.includes('handlingBody') && readyForApproval(progressOf(state)),
    reject: open && submitted && (parties.includes('handlingBody') || parties.includes('releasingFederation')),
    cancel: open && receivingSide,
    release: (transfer.status === 'approved' || transfer.status === 'active') && receivingSide,
    grantException: admin && open && !windowOpen,
  };
}
