/**
 * The parties of an international transfer, as they sign it (issue #9): the player and the
 * receiving club first; then both federations and the releasing club, if there is one; last the
 * body that handles the transfer (the world federation, or the confederation of both federations).
 */
export const TRANSFER_PARTIES = [
  'player',
  'receivingClub',
  'receivingFederation',
  'releasingFederation',
  'releasingClub',
  'handlingBody',
] as const;

export type TransferParty = (typeof TRANSFER_PARTIES)[number];

/** The signature ladder: a stage opens once every signature the stages before it need is given. */
export const SIGNATURE_STAGES: readonly (readonly TransferParty[])[] = [
  ['player', 'receivingClub'],
  ['receivingFederation', 'releasingFederation', 'releasingClub'],
  ['handlingBody'],
];

/** What of a transfer decides who must sign it: a player may come from no club. */
export type LadderTransfer = { releasingClubNo: number | null };

/** Where a transfer stands on the ladder, given who has signed. */
export type LadderState = {
  /** Every party that must sign this transfer, in order. */
  required: TransferParty[];
  /** The parties whose signature is awaited now (empty once complete). */
  awaiting: TransferParty[];
  /** The parties who may not sign yet: a stage before theirs is incomplete. */
  waiting: TransferParty[];
  /** Every required signature is given. */
  complete: boolean;
  /** The player and the receiving club have signed: the payment details are shown. */
  paymentDetailsShown: boolean;
};

/** Every party that must sign `transfer`, in order (the releasing club only when there is one). */
export function requiredParties(transfer: LadderTransfer): TransferParty[] {
  return TRANSFER_PARTIES.filter((party) => party !== 'releasingClub' || transfer.releasingClubNo !== null);
}

export function ladderState(transfer: LadderTransfer, signed: ReadonlySet<TransferParty>): LadderState {
  const required = new Set(requiredParties(transfer));
  const stages = SIGNATURE_STAGES.map((stage) => stage.filter((party) => required.has(party)));
  const open = stages.findIndex((stage) => stage.some((party) => !signed.has(party)));
  const complete = open === -1;
  return {
    required: [...required],
    awaiting: complete ? [] : (stages[open] ?? []).filter((party) => !signed.has(party)),
    waiting: complete ? [] : stages.slice(open + 1).flat(),
    complete,
    paymentDetailsShown: (stages[0] ?? []).every((party) => signed.has(party)),
  };
}

/** Whether `party` may sign now: its signature is required, not given yet, and its stage is open. */
export function maySign(party: TransferParty, transfer: LadderTransfer, signed: ReadonlySet<TransferParty>): boolean {
  return ladderState(transfer, signed).awaiting.includes(party);
}
