import type { TTransferActions, TTransferDossier } from '@libero/shared/transfers/transfer-api';

/** No action open: tests give the ones they need. */
export const NO_ACTIONS: TTransferActions = {
  sign: [],
  removeSignature: [],
  submit: false,
  modify: false,
  recordPayment: false,
  uploadDocument: false,
  approve: false,
  reject: false,
  cancel: false,
  release: false,
  grantException: false,
};

/**
 * Transfer 12: Paola Rossi moves from Italy (Volley Roma) to France (Lyon VB), handled by the
 * European confederation; the player has signed, the receiving club not yet.
 */
export function testDossier(changes: Partial<TTransferDossier> = {}): TTransferDossier {
  return {
    no: 12,
    version: 3,
    status: 'inProgress',
    itcNumber: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    player: { no: 501, name: 'Paola Rossi', federationCode: 'ITA' },
    agent: null,
    releasingFederation: { no: 10, name: 'Federazione Italiana Pallavolo', code: 'ITA' },
    releasingClub: { no: 100, name: 'Volley Roma', code: null },
    receivingFederation: { no: 20, name: 'Fédération Française de Volley', code: 'FRA' },
    receivingClub: { no: 200, name: 'Lyon VB', code: null },
    handlingBody: { kind: 'confederation', no: 3, name: 'CEV' },
    firstSeason: 2026,
    lastSeason: 2027,
    contractStart: '2026-07-01',
    contractEnd: '2028-05-31',
    exempt: false,
    fee: { amountMinor: 150_000, currency: 'CHF' },
    paidMinor: 0,
    paymentDetails: null,
    payments: [],
    signatures: [
      {
        party: 'player',
        partyName: 'Paola Rossi',
        state: 'signed',
        signedBy: 'Paola Rossi',
        onBehalfOf: null,
        signedAt: '2026-06-02T09:30:00.000Z',
      },
      {
        party: 'receivingClub',
        partyName: 'Lyon VB',
        state: 'awaiting',
        signedBy: null,
        onBehalfOf: null,
        signedAt: null,
      },
      {
        party: 'receivingFederation',
        partyName: 'Fédération Française de Volley',
        state: 'waiting',
        signedBy: null,
        onBehalfOf: null,
        signedAt: null,
      },
      {
        party: 'releasingFederation',
        partyName: 'Federazione Italiana Pallavolo',
        state: 'waiting',
        signedBy: null,
        onBehalfOf: null,
        signedAt: null,
      },
      {
        party: 'releasingClub',
        partyName: 'Volley Roma',
        state: 'waiting',
        signedBy: null,
        onBehalfOf: null,
        signedAt: null,
      },
      { party: 'handlingBody', partyName: 'CEV', state: 'waiting', signedBy: null, onBehalfOf: null, signedAt: null },
    ],
    awaiting: ['receivingClub'],
    blocking: [{ code: 'signatureAwaited', party: 'receivingClub' }],
    window: { season: 2026, opensOn: '2026-05-01', closesOn: '2027-03-01', open: true, exception: null },
    closingReason: null,
    documents: [],
    history: [{ at: '2026-06-01T08:00:00.000Z', action: 'create', actor: 'lyon.vb', impersonator: null }],
    actions: NO_ACTIONS,
    ...changes,
  };
}
