import type { TCaseDossier } from '@libero/shared/legal/legal-api';

export const ITALY = { no: 10, code: 'ITA', name: 'Federazione Italiana Pallavolo' };
export const FRANCE = { no: 20, code: 'FRA', name: 'Fédération Française de Volley' };
export const SPAIN = { no: 30, code: 'ESP', name: 'Real Federación Española de Voleibol' };

/** The federations the gateway lists (for the selects and filters). */
export const FEDERATION_ROWS = [ITALY, FRANCE, SPAIN];

/**
 * Case 7: France asks that Paola Rossi, whose federation of origin is Italy, change to France. It
 * is under review: the office decides. The player meets every rule but the waiting period.
 */
export function changeDossier(changes: Partial<TCaseDossier> = {}): TCaseDossier {
  return {
    no: 7,
    version: 4,
    kind: 'originChange',
    status: 'underReview',
    player: {
      no: 501,
      name: 'Paola Rossi',
      birthDate: '1998-03-10',
      nationality: 'FR',
      federationOfOrigin: ITALY,
    },
    applicant: FRANCE,
    currentFederation: ITALY,
    decidedFederation: null,
    applicantStatement: 'Paola has lived in Lyon since 2019.',
    playerStatement: 'I want to play for France.',
    currentFederationStatement: 'We object: she played for Italy in 2024.',
    decisionReasons: null,
    fee: { amountMinor: 150_000, currency: 'CHF' },
    registrations: [],
    suggestedFederation: null,
    rules: [
      { rule: 'onceInLifetime', passed: true, params: { previous: 0 } },
      { rule: 'nationality', passed: true, params: { nationality: 'FR', country: 'FR' } },
      { rule: 'passport', passed: true, params: {} },
      {
        rule: 'waitingPeriod',
        passed: false,
        params: { years: 3, lastPlayed: '2024-06-30', eligibleFrom: '2027-06-30' },
      },
    ],
    documents: [
      { no: 3, kind: 'passport', fileName: 'passport.pdf', sizeBytes: 120_000, uploadedAt: '2026-05-02T09:00:00.000Z' },
    ],
    timeline: [
      { step: 'create', toStatus: 'draft', by: 'ffvb', onBehalfOf: null, text: '', at: '2026-05-01T08:00:00.000Z' },
      { step: 'submit', toStatus: 'submitted', by: 'ffvb', onBehalfOf: null, text: '', at: '2026-05-02T10:00:00.000Z' },
      {
        step: 'object',
        toStatus: 'awaitingNewFederation',
        by: 'legal.office',
        onBehalfOf: 'currentFederation',
        text: 'We object: she played for Italy in 2024.',
        at: '2026-05-20T10:00:00.000Z',
      },
    ],
    awaited: 'office',
    dueDay: '2026-07-20',
    overdue: false,
    roles: ['office'],
    steps: [],
    canEdit: false,
    canUpload: false,
    createdAt: '2026-05-01T08:00:00.000Z',
    submittedAt: '2026-05-02T10:00:00.000Z',
    decidedAt: null,
    ...changes,
  };
}

/**
 * Case 8: Spain asks that Marco Bianchi's federation of origin be determined. His registrations
 * point to Spain (his first from the age of 14); it is under review.
 */
export function determinationDossier(changes: Partial<TCaseDossier> = {}): TCaseDossier {
  return {
    ...changeDossier(),
    no: 8,
    version: 2,
    kind: 'determination',
    player: { no: 502, name: 'Marco Bianchi', birthDate: '2000-01-15', nationality: 'ES', federationOfOrigin: null },
    applicant: SPAIN,
    currentFederation: null,
    applicantStatement: '',
    playerStatement: '',
    currentFederationStatement: null,
    fee: null,
    rules: [],
    registrations: [
      { federationNo: 10, federation: ITALY, kind: 'club', day: '2012-10-01', note: 'Youth club' },
      { federationNo: 30, federation: SPAIN, kind: 'club', day: '2014-09-01', note: '' },
    ],
    suggestedFederation: SPAIN,
    documents: [],
    timeline: [],
    ...changes,
  };
}
