import { isAdmin } from '../auth/permissions';
import { UserTypeNo } from '../auth/user-types';
import { TRANSFER_PARTIES, type TransferParty } from './signature-ladder';

/** Who a transfer's parties are: the records each party's users are linked to. */
export type TransferPartyRecords = {
  playerNo: number;
  fromFederationNo: number;
  fromClubNo: number | null;
  toFederationNo: number;
  toClubNo: number | null;
  /** The confederation handling the transfer; null: the world federation (its admins) does. */
  handlingConfederationNo: number | null;
};

type Viewer = { type: number; typeNo: number };

/**
 * The parties a user acts for on a transfer: the player themself, a club's users for their club,
 * a federation's for their federation, a confederation's when it handles the transfer. Admins act
 * for the world federation, and may act on behalf of any party.
 */
export function partiesOf(viewer: Viewer, transfer: TransferPartyRecords): TransferParty[] {
  if (isAdmin(viewer)) return [...TRANSFER_PARTIES];
  const no = viewer.typeNo;
  // In the order of TRANSFER_PARTIES.
  const parties: TransferParty[] = [];
  switch (viewer.type) {
    case UserTypeNo.Player:
      if (no === transfer.playerNo) parties.push('player');
      break;
    case UserTypeNo.VolleyClub:
      if (no === transfer.toClubNo) parties.push('receivingClub');
      if (no === transfer.fromClubNo) parties.push('releasingClub');
      break;
    case UserTypeNo.Federation:
      if (no === transfer.toFederationNo) parties.push('receivingFederation');
      if (no === transfer.fromFederationNo) parties.push('releasingFederation');
      break;
    case UserTypeNo.Confederation:
      if (no === transfer.handlingConfederationNo) parties.push('handlingBody');
  }
  return parties;
}

/** The receiving side starts, submits and modifies a transfer (and admins). */
export const RECEIVING_SIDE: readonly TransferParty[] = ['receivingClub', 'receivingFederation'];
