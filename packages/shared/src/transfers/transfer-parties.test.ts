import { describe, expect, it } from 'vitest';
import { UserTypeNo } from '../auth/user-types';
import { TRANSFER_PARTIES } from './signature-ladder';
import { partiesOf } from './transfer-parties';

const transfer = {
  playerNo: 7,
  fromFederationNo: 11,
  fromClubNo: 21,
  toFederationNo: 12,
  toClubNo: 22,
  handlingConfederationNo: 31,
};

describe('the parties a user acts for on a transfer', () => {
  it('names each side by the record the user is linked to', () => {
    expect(partiesOf({ type: UserTypeNo.Player, typeNo: 7 }, transfer)).toEqual(['player']);
    expect(partiesOf({ type: UserTypeNo.VolleyClub, typeNo: 22 }, transfer)).toEqual(['receivingClub']);
    expect(partiesOf({ type: UserTypeNo.VolleyClub, typeNo: 21 }, transfer)).toEqual(['releasingClub']);
    expect(partiesOf({ type: UserTypeNo.Federation, typeNo: 12 }, transfer)).toEqual(['receivingFederation']);
    expect(partiesOf({ type: UserTypeNo.Federation, typeNo: 11 }, transfer)).toEqual(['releasingFederation']);
    expect(partiesOf({ type: UserTypeNo.Confederation, typeNo: 31 }, transfer)).toEqual(['handlingBody']);
  });

  it('names both sides, in the ladder order, for a move within one club or federation', () => {
    const withinItaly = { ...transfer, fromFederationNo: 12, fromClubNo: 22 };
    expect(partiesOf({ type: UserTypeNo.Federation, typeNo: 12 }, withinItaly)).toEqual([
      'receivingFederation',
      'releasingFederation',
    ]);
    expect(partiesOf({ type: UserTypeNo.VolleyClub, typeNo: 22 }, withinItaly)).toEqual([
      'receivingClub',
      'releasingClub',
    ]);
  });

  it('gives the same number of another kind of record nothing', () => {
    expect(partiesOf({ type: UserTypeNo.Player, typeNo: 22 }, transfer)).toEqual([]);
    expect(partiesOf({ type: UserTypeNo.Federation, typeNo: 31 }, transfer)).toEqual([]);
    expect(partiesOf({ type: UserTypeNo.Confederation, typeNo: 11 }, transfer)).toEqual([]);
    expect(partiesOf({ type: UserTypeNo.Referee, typeNo: 7 }, transfer)).toEqual([]);
  });

  it('lets admins act for every party', () => {
    expect(partiesOf({ type: UserTypeNo.Administrator, typeNo: 0 }, transfer)).toEqual([...TRANSFER_PARTIES]);
  });
});
