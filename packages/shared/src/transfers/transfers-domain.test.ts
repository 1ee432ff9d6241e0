import { describe, expect, it } from 'vitest';
import { handlingBodyOf } from './handling-body';
import { isCertificateSpan, seasonDays, seasonOf } from './seasons';
import { ladderState, maySign, requiredParties, type TransferParty } from './signature-ladder';
import { blockingReasons, calendarStatus, nextToAct, openStatus, type TransferProgress } from './transfer-progress';

const withClub = { releasingClubNo: 12 };
const withoutClub = { releasingClubNo: null };
const signed = (...parties: TransferParty[]) => new Set(parties);

describe('the signature ladder', () => {
  it('needs the releasing club only when the player leaves one', () => {
    expect(requiredParties(withClub)).toContain('releasingClub');
    expect(requiredParties(withoutClub)).not.toContain('releasingClub');
  });

  it('asks the player and the receiving club first, the federations next, the handling body last', () => {
    expect(ladderState(withClub, signed()).awaiting).toEqual(['player', 'receivingClub']);
    expect(ladderState(withClub, signed('player')).awaiting).toEqual(['receivingClub']);
    expect(ladderState(withClub, signed('player', 'receivingClub')).awaiting).toEqual([
      'receivingFederation',
      'releasingFederation',
      'releasingClub',
    ]);
    expect(
      ladderState(withoutClub, signed('player', 'receivingClub', 'receivingFederation', 'releasingFederation'))
        .awaiting,
    ).toEqual(['handlingBody']);
    const all = signed('player', 'receivingClub', 'receivingFederation', 'releasingFederation', 'handlingBody');
    expect(ladderState(withoutClub, all)).toMatchObject({ complete: true, awaiting: [], waiting: [] });
    expect(ladderState(withClub, all).complete).toBe(false);
  });

  it('lets nobody sign before their stage opens, nor twice', () => {
    expect(maySign('receivingFederation', withClub, signed('player'))).toBe(false);
    expect(maySign('handlingBody', withClub, signed('player', 'receivingClub'))).toBe(false);
    expect(maySign('player', withClub, signed('player'))).toBe(false);
    expect(maySign('releasingClub', withoutClub, signed('player', 'receivingClub'))).toBe(false);
    expect(maySign('releasingFederation', withClub, signed('player', 'receivingClub'))).toBe(true);
  });

  it('shows the payment details once the player and the receiving club have signed', () => {
    expect(ladderState(withClub, signed('player')).paymentDetailsShown).toBe(false);
    expect(ladderState(withClub, signed('player', 'receivingClub')).paymentDetailsShown).toBe(true);
  });
});

describe('the handling body', () => {
  it('is the confederation of both federations, else the world federation', () => {
    expect(handlingBodyOf({ confederationNo: 3 }, { confederationNo: 3 })).toEqual({
      kind: 'confederation',
      confederationNo: 3,
    });
    expect(handlingBodyOf({ confederationNo: 3 }, { confederationNo: 5 })).toEqual({ kind: 'world' });
    expect(handlingBodyOf({ confederationNo: null }, { confederationNo: null })).toEqual({ kind: 'world' });
  });
});

describe('seasons', () => {
  it('run from 16 October to 15 May, named by the year they start', () => {
    expect(seasonDays(2026)).toEqual({ first: '2026-10-16', last: '2027-05-15' });
    expect(seasonOf('2026-10-16')).toBe(2026);
    expect(seasonOf('2027-05-15')).toBe(2026);
    expect(seasonOf('2027-01-01')).toBe(2026);
    expect(seasonOf('2026-10-15')).toBe(2026);
    expect(seasonOf('2026-05-15')).toBe(2025);
  });

  it('count a day between two seasons in the next one', () => {
    expect(seasonOf('2027-05-16')).toBe(2027);
    expect(seasonOf('2027-08-01')).toBe(2027);
  });

  it('let a certificate cover one to five consecutive seasons', () => {
    expect(isCertificateSpan(2026, 2026)).toBe(true);
    expect(isCertificateSpan(2026, 2030)).toBe(true);
    expect(isCertificateSpan(2026, 2031)).toBe(false);
    expect(isCertificateSpan(2027, 2026)).toBe(false);
  });
});

describe('the progress of an open transfer', () => {
  const progress = (
    changes: Partial<TransferProgress> = {},
  ): TransferProgress & { receivingClubNo: number | null } => ({
    releasingClubNo: null,
    receivingClubNo: 5,
    submitted: true,
    signed: signed(),
    exempt: false,
    feeMinor: 100_000,
    paidMinor: 0,
    hasContractDates: true,
    hasContractDocument: true,
    ...changes,
  });
  const federations = signed('player', 'receivingClub', 'receivingFederation', 'releasingFederation');

  it('follows from its signatures and payments', () => {
    expect(openStatus(progress({ submitted: false }))).toBe('draft');
    expect(openStatus(progress({ signed: signed('player') }))).toBe('inProgress');
    expect(openStatus(progress({ signed: signed('player', 'receivingClub') }))).toBe('awaitingFederations');
    expect(openStatus(progress({ signed: federations }))).toBe('awaitingPayment');
    expect(openStatus(progress({ signed: federations, paidMinor: 100_000 }))).toBe('paymentInReview');
    expect(openStatus(progress({ signed: federations, exempt: true }))).toBe('paymentInReview');
  });

  it('says who acts next and what holds it up', () => {
    expect(nextToAct(progress({ submitted: false }), 'draft')).toEqual(['receivingClub']);
    expect(nextToAct(progress({ signed: federations }), 'awaitingPayment')).toEqual(['receivingClub']);
    expect(nextToAct(progress(), 'paymentInReview')).toEqual(['handlingBody']);
    expect(
      blockingReasons(progress({ signed: federations, paidMinor: 40_000, hasContractDocument: false }), 2026),
    ).toEqual([
      { code: 'windowClosed', season: 2026 },
      { code: 'contractDocumentMissing' },
      { code: 'paymentDue', dueMinor: 100_000, paidMinor: 40_000 },
    ]);
  });

  it('moves an approved transfer on by the calendar only', () => {
    expect(calendarStatus('approved', '2026-10-16', '2027-05-15', '2026-10-15')).toBe('approved');
    expect(calendarStatus('approved', '2026-10-16', '2027-05-15', '2026-10-16')).toBe('active');
    expect(calendarStatus('active', '2026-10-16', '2027-05-15', '2027-05-16')).toBe('ended');
    expect(calendarStatus('inProgress', '2026-10-16', '2027-05-15', '2028-01-01')).toBe('inProgress');
  });
});
