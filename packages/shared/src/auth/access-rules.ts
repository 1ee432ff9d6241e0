import type { RoleRule } from '../registry/types';
import { holdsGrant, isAdmin, type Actor } from './permissions';
import { MEDIA_PERSON_USERS, PRESS_OFFICERS } from '../media/organizations';
import { INJURY_READERS, INJURY_WRITERS } from '../medical/injuries';
import { USER_TYPE_CODES, UserTypeNo } from './user-types';

/**
 * Who may make a request, before anything is looked up: the one policy the server applies (the
 * gateway's rules of each entity, the JSON routes below) and the access matrix test compares the
 * server's answers with. Which records a permitted user then reaches (its own federation, the
 * transfers it is a party to…) is each area's row scope, checked after.
 */
export type AccessVerdict = 'allowed' | 'notAuthenticated' | 'denied';

/** A rule of the registry (or of a route) for a viewer: nobody signed in is `null`. */
export function ruleVerdict(
  rule: RoleRule,
  viewer: Pick<Actor, 'type' | 'accesses' | 'federationEmpowerment'> | null,
): AccessVerdict {
  if (rule === 'anyone') return 'allowed';
  if (!viewer) return 'notAuthenticated';
  if (rule === 'signedIn' || isAdmin(viewer)) return 'allowed';
  if (rule === 'admin') return 'denied';
  if (rule.grant && !holdsGrant(viewer, rule.grant)) return 'denied';
  return rule.types.some((type) => UserTypeNo[type] === viewer.type) ? 'allowed' : 'denied';
}

/**
 * Every JSON and file route of the server, by `METHOD /path` as registered, and who may call it.
 * A route missing here fails the access matrix test: a new route says who it is for.
 */
/** The legal cases' readers (issue #22). */
const LEGAL: RoleRule = { types: ['Federation', 'Confederation'], grant: 'legal' };

/** The empowerment programme's users (issue #23): each then reaches its own records (checked by the area). */
const EMPOWERMENT: RoleRule = {
  types: ['Federation', 'ZonalDevProject', 'Coach', 'Official', 'CourseOrganizer'],
  grant: 'empowerment',
};
/** Its reviewers: admins and holders of `empowerment.admin`, whatever their type. */
const EMPOWERMENT_REVIEWERS: RoleRule = { types: USER_TYPE_CODES, grant: 'empowerment.admin' };
/** Media accreditations (issue #24): media persons for themselves, press officers for all. */
const ACCREDITATION_PARTIES: RoleRule = { types: [...PRESS_OFFICERS, ...MEDIA_PERSON_USERS] };

/** The press (issue #24): its four user types, each holding the `media.articles` grant (admins always). */
const PRESS: RoleRule = {
  types: ['PressWriter', 'PressTranslator', 'PressOfficer', 'PressAdministrator'],
  grant: 'media.articles',
};
/** Album keepers (issue #24): admins and `media.albums` holders, whatever their type. */
const ALBUM_KEEPERS: RoleRule = { types: USER_TYPE_CODES, grant: 'media.albums' };

export const ROUTE_ACCESS: Readonly<Record<string, RoleRule>> = {
  // The web app's files, probes, documentation, flags, the public VIS endpoint, sign-in and password links.
  'GET /': 'anyone',
  'GET /*': 'anyone',
  'GET /healthz': 'anyone',
  'GET /readyz': 'anyone',
  'GET /metrics': 'anyone',
  'GET /api-docs': 'anyone',
  'GET /api-docs.json': 'anyone',
  'GET /flags': 'anyone',
  'GET /flags/:file': 'anyone',
  'GET /flags/*': 'anyone',
  'GET /vis2009/xmlrequest.asmx': 'anyone',
  'POST /vis2009/xmlrequest.asmx': 'anyone',
  'POST /auth/login': 'anyone',
  'GET /auth/check': 'anyone',
  'GET /auth/password-token/:token': 'anyone',
  'POST /auth/password-reset': 'anyone',
  'POST /auth/password-forgot': 'anyone',
  // Published competitions and rankings are public.
  'GET /api/volley/tournaments/:no/schedule.pdf': 'anyone',
  'GET /api/beach/rankings': 'anyone',
  'GET /api/beach/rankings/players/:no': 'anyone',
  'GET /api/beach/ranking-rules': 'anyone',
  // One's own account and session.
  'DELETE /auth/logout': 'signedIn',
  'GET /auth/me': 'signedIn',
  'PATCH /auth/me': 'signedIn',
  'GET /auth/me/sign-ins': 'signedIn',
  'GET /auth/me/digest': 'signedIn',
  'PUT /auth/me/digest': 'signedIn',
  'PUT /auth/password': 'signedIn',
  'DELETE /auth/impersonate': 'signedIn',
  // Admins only (acting as someone, one switches by stopping first): checked on the real user, before any lookup.
  'POST /auth/impersonate': 'signedIn',
  // The web app's channel to the gateway: each request's own rule applies inside.
  'POST /proxy': 'signedIn',
  'POST /proxy/v2': 'signedIn',
  'POST /proxy/v3': 'signedIn',
  'POST /proxy/export': 'signedIn',
  'GET /api/dashboard': 'signedIn',
  // What waits on the user: each area gives only items of records the user reads.
  'GET /api/work-queue': 'signedIn',
  // Row-scoped areas: a signed-in user, then the records it is a party to (checked by each area).
  'GET /api/federations/:no/activity': 'signedIn',
  'GET /people/:no/documents': 'signedIn',
  'POST /people/:no/documents': 'signedIn',
  'GET /documents/:no': 'signedIn',
  'DELETE /documents/:no': 'signedIn',
  'POST /api/transfers': 'signedIn',
  'GET /api/transfers/fees': 'signedIn',
  'GET /api/transfers/windows': 'signedIn',
  'GET /api/transfers/:no': 'signedIn',
  'PUT /api/transfers/:no': 'signedIn',
  'POST /api/transfers/:no/submit': 'signedIn',
  'POST /api/transfers/:no/signatures': 'signedIn',
  'DELETE /api/transfers/:no/signatures/:party': 'signedIn',
  'POST /api/transfers/:no/approve': 'signedIn',
  'POST /api/transfers/:no/reject': 'signedIn',
  'POST /api/transfers/:no/release': 'signedIn',
  'POST /api/transfers/:no/cancel': 'signedIn',
  'GET /api/transfers/:no/certificate': 'signedIn',
  'POST /api/transfers/:no/window-exception': 'admin',
  'POST /api/transfers/:no/payments': 'signedIn',
  'POST /api/transfers/:no/documents': 'signedIn',
  'GET /api/transfers/:no/documents/:documentNo': 'signedIn',
  // Legal cases: admins, and federations and confederations holding the legal grant (their own cases).
  'POST /api/legal/cases': LEGAL,
  'GET /api/legal/cases/:no': LEGAL,
  'PUT /api/legal/cases/:no': LEGAL,
  'POST /api/legal/cases/:no/steps/:step': LEGAL,
  'POST /api/legal/cases/:no/documents': LEGAL,
  'GET /api/legal/cases/:no/documents/:documentNo': LEGAL,
  'GET /api/legal/cases/:no/decision.pdf': LEGAL,
  'GET /api/legal/settings': LEGAL,
  'PUT /api/legal/settings': 'admin',
  // A player's federation of origin is no secret: whoever sees the profile sees it.
  'GET /api/legal/players/:no/origin': 'signedIn',
  'POST /api/volley/pools/:no/round-robin': { types: ['VolleyTournamentManager', 'Federation'], scope: 'party' },
  'POST /api/beach/tournaments/:no/allocation': {
    types: ['BeachTournamentManager', 'ConfederationBeachManager', 'Federation'],
    scope: 'party',
  },
  'POST /api/beach/tournaments/:no/draw': {
    types: ['BeachTournamentManager', 'ConfederationBeachManager', 'Federation'],
    scope: 'party',
  },
  'POST /api/beach/tournaments/:no/ranking': {
    types: ['BeachTournamentManager', 'ConfederationBeachManager', 'Federation'],
    scope: 'party',
  },
  'POST /api/beach/tournaments/:no/ranking/publish': {
    types: ['BeachTournamentManager', 'ConfederationBeachManager', 'Federation'],
    scope: 'party',
  },
  // The empowerment programme: its users, then their own records; calls, scores, projects and shipments by reviewers.
  'GET /api/empowerment/summary': EMPOWERMENT,
  'GET /api/empowerment/calls': EMPOWERMENT,
  'POST /api/empowerment/calls': EMPOWERMENT_REVIEWERS,
  'PUT /api/empowerment/calls/:no': EMPOWERMENT_REVIEWERS,
  'GET /api/empowerment/catalogue': EMPOWERMENT,
  'GET /api/empowerment/eligibility': EMPOWERMENT,
  'POST /api/empowerment/applications': EMPOWERMENT,
  'GET /api/empowerment/applications/:no': EMPOWERMENT,
  'PUT /api/empowerment/applications/:no': EMPOWERMENT,
  'POST /api/empowerment/applications/:no/steps/:step': EMPOWERMENT,
  'PUT /api/empowerment/applications/:no/scores': EMPOWERMENT_REVIEWERS,
  'POST /api/empowerment/applications/:no/comments': EMPOWERMENT,
  'POST /api/empowerment/applications/:no/documents': EMPOWERMENT,
  'GET /api/empowerment/applications/:no/documents/:documentNo': EMPOWERMENT,
  'DELETE /api/empowerment/applications/:no/documents/:documentNo': EMPOWERMENT,
  'GET /api/empowerment/projects/:no': EMPOWERMENT,
  'PUT /api/empowerment/projects/:no': EMPOWERMENT_REVIEWERS,
  'POST /api/empowerment/projects/:no/invoices': EMPOWERMENT,
  'PUT /api/empowerment/invoices/:no': EMPOWERMENT,
  'POST /api/empowerment/invoices/:no/upload': EMPOWERMENT,
  'POST /api/empowerment/invoices/:no/steps/:step': EMPOWERMENT,
  'GET /api/empowerment/invoices/:no/document': EMPOWERMENT,
  'POST /api/empowerment/projects/:no/reports': EMPOWERMENT,
  'GET /api/empowerment/reports/:no/document': EMPOWERMENT,
  'POST /api/empowerment/projects/:no/shipments': EMPOWERMENT_REVIEWERS,
  'POST /api/empowerment/shipments/:no/steps/:step': EMPOWERMENT,
  // Images (issue #24): published ones are public (checked per image); uploads go to an album or an article's cover.
  // Articles: the press writes (each role then what the workflow lets it); signed-in readers see the published ones.
  'POST /api/media/articles': PRESS,
  'GET /api/media/articles/:no': 'signedIn',
  'PUT /api/media/articles/:no/texts/:language': PRESS,
  'PUT /api/media/articles/:no/settings': PRESS,
  'POST /api/media/articles/:no/steps/:step': PRESS,
  'GET /api/media/images/:no/:size': 'anyone',
  'POST /api/media/images': 'signedIn',
  'DELETE /api/media/images/:no': ALBUM_KEEPERS,
  'PUT /api/media/albums/:no/order': ALBUM_KEEPERS,
  // Media accreditations: the media person themself and press officers (each then reaches its own, checked by the area).
  'POST /api/media/accreditations': ACCREDITATION_PARTIES,
  'GET /api/media/accreditations/:no': ACCREDITATION_PARTIES,
  'POST /api/media/accreditations/:no/steps/:step': ACCREDITATION_PARTIES,
  'GET /api/media/accreditations/:no/badge.pdf': ACCREDITATION_PARTIES,
  // The teams medical staff serve, shown on their profile.
  'GET /api/medical/staff/:no/teams': 'signedIn',
  // An injury's files: its readers and medical staff (each then only the injuries they are a party to).
  'GET /api/medical/injuries/patients': { types: INJURY_WRITERS },
  'GET /api/medical/injuries/:no/documents': { types: INJURY_READERS },
  'GET /api/medical/injuries/:no/documents/:documentNo': { types: INJURY_READERS },
  'POST /api/medical/injuries/:no/documents': { types: INJURY_WRITERS },
  'DELETE /api/medical/injuries/:no/documents/:documentNo': { types: INJURY_WRITERS },
  // Federations' bank accounts: the federation's proof of its own, verified or rejected by admins.
  'GET /api/bank-accounts/:no/proof': { types: ['Federation'] },
  'PUT /api/bank-accounts/:no/proof': { types: ['Federation'] },
  'POST /api/bank-accounts/:no/verify': 'admin',
  'POST /api/bank-accounts/:no/reject': 'admin',
  // A representation contract's signed document: its agent uploads it; its readers download it.
  // Possible duplicates of the registry (issue #40): administrators, and a federation's users for its own persons.
  'GET /api/person-duplicates': { types: ['Federation'] },
  'POST /api/person-duplicates/dismiss': { types: ['Federation'] },
  // Spreadsheet imports: each route checks the Save rule of the entity imported.
  'POST /api/imports': 'signedIn',
  'GET /api/imports': 'signedIn',
  'GET /api/imports/:id': 'signedIn',
  'DELETE /api/imports/:id': 'signedIn',
  'POST /api/imports/:id/dry-run': 'signedIn',
  'GET /api/imports/:id/rows': 'signedIn',
  'PUT /api/imports/:id/rows/:row/answer': 'signedIn',
  'POST /api/imports/:id/start': 'signedIn',
  'POST /api/imports/:id/stop': 'signedIn',
  'POST /api/imports/:id/undo': 'signedIn',
  'GET /api/imports/:id/refused': 'signedIn',
  'GET /api/agent-representations/:no/document': { types: ['PlayerAgent', 'Player', 'Federation'] },
  'PUT /api/agent-representations/:no/document': { types: ['PlayerAgent'] },
  // A saved export the user reads, run with the user's own permissions.
  'GET /api/exports/:no/file': 'signedIn',
  // Administration.
  'GET /api/admin/outbox': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/export': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'GET /api/admin/users/export': 'admin',
  'GET /api/admin/users/linked': 'admin',
  'GET /api/admin/users/online': 'admin',
  'DELETE /api/admin/users/online/:id': 'admin',
  'GET /api/admin/users/:no': 'admin',
  'PUT /api/admin/users/:no': 'admin',
  'POST /api/admin/users/:no/password-reset': 'admin',
  'PUT /api/admin/transfer-fees': 'admin',
  'PUT /api/admin/transfer-windows/:season': 'admin',
  'PUT /api/admin/beach-ranking-rules/:kind': 'admin',
};
