import { describe, expect, it } from 'vitest';
import { ACCESSES, type Access } from './accesses';
import { UserTypeNo, type UserTypeCode } from './user-types';
import {
  canCreateBeachTournament,
  canCreateTournament,
  canEnterBeachTeam,
  canRunBeachTournament,
  canEditInvoice,
  canKeepRoster,
  canManageTournament,
  canImpersonate,
  canManageUser,
  canSeeFederationActivity,
  canListCoachReports,
  canOpenEmpowermentAdmin,
  canSeeAlbums,
  canSeeArticles,
  canSeeCoachReport,
  canSeeEmpowerment,
  canSeeFinalReport,
  canSeeLegal,
  canSeeNationalLeague,
  canSeeNfCategorization,
  canSelectNetwork,
  canUseAdministration,
  canUseEnvironment,
  hasAccess,
  isAdmin,
  isEmpowermentAdmin,
  type Actor,
} from './permissions';
import { INVOICE_STATUS } from '../statuses/statuses';

function actor(code: UserTypeCode, extra: Partial<Actor> = {}): Actor {
  return { no: 100, type: UserTypeNo[code], typeNo: 0, accesses: [], ...extra };
}

const administrator = actor('Administrator');
const supervisor = actor('Supervisor');
const admins = [administrator, supervisor];
const coach = actor('Coach', { no: 7, typeNo: 70 });
const federation = actor('Federation', { no: 8, typeNo: 42 });
const otherFederation = actor('Federation', { no: 9, typeNo: 43 });
const player = actor('Player', { no: 10, typeNo: 42 });

describe('isAdmin', () => {
  it('is true for Administrator and Supervisor', () => {
    for (const a of admins) expect(isAdmin(a)).toBe(true);
  });

  it('is false for every other user type', () => {
    const others = Object.entries(UserTypeNo).filter(([code]) => code !== 'Administrator' && code !== 'Supervisor');
    expect(others).toHaveLength(24);
    for (const [, type] of others) expect(isAdmin({ type })).toBe(false);
  });
});

describe('hasAccess', () => {
  it('allows a user holding the grant', () => {
    expect(hasAccess(actor('Other', { accesses: ['legal'] }), 'legal')).toBe(true);
  });

  it('refuses a user holding only other grants', () => {
    expect(hasAccess(actor('Other', { accesses: ['media.albums'] }), 'legal')).toBe(false);
  });

  it('allows admins without any grant', () => {
    for (const a of admins) expect(hasAccess(a, 'legal')).toBe(true);
  });
});

describe('coach reports', () => {
  it('lets a coach see their own report', () => {
    expect(canSeeCoachReport(coach, { coachId: 7 })).toBe(true);
  });

  it("refuses another coach's report", () => {
    expect(canSeeCoachReport(coach, { coachId: 8 })).toBe(false);
  });

  it('compares the coachId with the user no, not the typeNo', () => {
    expect(canSeeCoachReport(coach, { coachId: 70 })).toBe(false);
  });

  it('lets admins see any report', () => {
    for (const a of admins) expect(canSeeCoachReport(a, { coachId: 8 })).toBe(true);
  });

  it('lists reports for admins only', () => {
    for (const a of admins) expect(canListCoachReports(a)).toBe(true);
    expect(canListCoachReports(coach)).toBe(false);
    expect(canListCoachReports(federation)).toBe(false);
  });
});

describe('canSeeFinalReport', () => {
  it('allows the Federation user of that federation', () => {
    expect(canSeeFinalReport(federation, { no: 42 })).toBe(true);
  });

  it('refuses a Federation user of another federation', () => {
    expect(canSeeFinalReport(otherFederation, { no: 42 })).toBe(false);
  });

  it('refuses a non-Federation user whose typeNo happens to match', () => {
    expect(canSeeFinalReport(player, { no: 42 })).toBe(false);
  });

  it('allows admins', () => {
    for (const a of admins) expect(canSeeFinalReport(a, { no: 42 })).toBe(true);
  });
});

describe('canEditInvoice', () => {
  const invoice = (status: number, no = 42) => ({ status, federation: { no } });
  const otherStatuses = Object.values(INVOICE_STATUS).filter((s) => s !== INVOICE_STATUS.NeedsUpload);

  it('allows the federation while the invoice needs upload', () => {
    expect(canEditInvoice(federation, invoice(INVOICE_STATUS.NeedsUpload))).toBe(true);
  });

  it('refuses the federation in every other status', () => {
    expect(otherStatuses).toHaveLength(5);
    for (const status of otherStatuses) expect(canEditInvoice(federation, invoice(status))).toBe(false);
  });

  it("refuses another federation's invoice", () => {
    expect(canEditInvoice(otherFederation, invoice(INVOICE_STATUS.NeedsUpload))).toBe(false);
  });

  it('refuses a non-Federation user whose typeNo happens to match', () => {
    expect(canEditInvoice(player, invoice(INVOICE_STATUS.NeedsUpload))).toBe(false);
  });

  it('allows admins whatever the status', () => {
    for (const a of admins) {
      for (const status of Object.values(INVOICE_STATUS)) expect(canEditInvoice(a, invoice(status))).toBe(true);
    }
  });
});

describe('administration and networks', () => {
  it('opens the administration group to admins only', () => {
    for (const a of admins) expect(canUseAdministration(a)).toBe(true);
    expect(canUseAdministration(federation)).toBe(false);
    expect(canUseAdministration(actor('MedicalAdministrator'))).toBe(false);
  });

  it('offers the network selector to the Supervisor only', () => {
    expect(canSelectNetwork(supervisor)).toBe(true);
    expect(canSelectNetwork(administrator)).toBe(false);
    expect(canSelectNetwork(federation)).toBe(false);
  });

  it('lets everyone use production', () => {
    for (const a of [...admins, federation, coach]) expect(canUseEnvironment(a, 'production')).toBe(true);
  });

  it('keeps uat and development to the Supervisor', () => {
    for (const env of ['uat', 'development']) {
      expect(canUseEnvironment(supervisor, env)).toBe(true);
      expect(canUseEnvironment(administrator, env)).toBe(false);
      expect(canUseEnvironment(federation, env)).toBe(false);
    }
  });
});

describe('canImpersonate', () => {
  const otherAdministrator = actor('Administrator', { no: 101 });

  it('lets an admin act as a non-admin', () => {
    for (const a of admins) expect(canImpersonate(a, federation)).toBe(true);
  });

  it('refuses non-admins', () => {
    expect(canImpersonate(federation, coach)).toBe(false);
  });

  it('refuses acting as oneself', () => {
    expect(canImpersonate(supervisor, supervisor)).toBe(false);
  });

  it('lets only the Supervisor act as another admin', () => {
    expect(canImpersonate(supervisor, otherAdministrator)).toBe(true);
    expect(canImpersonate(administrator, otherAdministrator)).toBe(false);
  });
});

describe('canManageUser', () => {
  it('lets admins manage non-admin users', () => {
    for (const a of admins) expect(canManageUser(a, federation)).toBe(true);
  });

  it('refuses non-admins, even over themselves', () => {
    expect(canManageUser(federation, federation)).toBe(false);
    expect(canManageUser(coach, federation)).toBe(false);
  });

  it('lets only the Supervisor manage admins', () => {
    expect(canManageUser(supervisor, administrator)).toBe(true);
    expect(canManageUser(supervisor, supervisor)).toBe(true);
    expect(canManageUser(administrator, administrator)).toBe(false);
    expect(canManageUser(administrator, supervisor)).toBe(false);
  });
});

describe('canSeeEmpowerment', () => {
  it('allows a Federation user whose federation takes part', () => {
    expect(canSeeEmpowerment({ ...federation, federationEmpowerment: true })).toBe(true);
  });

  it('refuses a Federation user whose federation does not take part', () => {
    expect(canSeeEmpowerment({ ...federation, federationEmpowerment: false })).toBe(false);
    expect(canSeeEmpowerment(federation)).toBe(false);
  });

  it('ignores the federation flag on other user types', () => {
    expect(canSeeEmpowerment({ ...player, federationEmpowerment: true })).toBe(false);
  });

  it('allows a user holding the empowerment grant', () => {
    expect(canSeeEmpowerment({ ...coach, accesses: ['empowerment'] })).toBe(true);
  });

  it('allows admins', () => {
    for (const a of admins) expect(canSeeEmpowerment(a)).toBe(true);
  });
});

describe('empowerment administration', () => {
  const grantee = { ...coach, accesses: ['empowerment.admin'] };
  const impersonated = { ...federation, impersonating: true };

  it('counts admins and the empowerment.admin grant', () => {
    for (const a of [...admins, grantee]) {
      expect(isEmpowermentAdmin(a)).toBe(true);
      expect(canOpenEmpowermentAdmin(a)).toBe(true);
    }
  });

  it('refuses everyone else', () => {
    for (const a of [federation, { ...coach, accesses: ['empowerment'] }]) {
      expect(isEmpowermentAdmin(a)).toBe(false);
      expect(canOpenEmpowermentAdmin(a)).toBe(false);
    }
  });

  it('counts impersonating for the route guard only', () => {
    expect(canOpenEmpowermentAdmin(impersonated)).toBe(true);
    expect(isEmpowermentAdmin(impersonated)).toBe(false);
    expect(canOpenEmpowermentAdmin({ ...federation, impersonating: false })).toBe(false);
  });
});

describe.each<[string, (a: Actor) => boolean, Access]>([
  ['canSeeNationalLeague', canSeeNationalLeague, 'volley.nationalLeague'],
  ['canSeeLegal', canSeeLegal, 'legal'],
  ['canSeeArticles', canSeeArticles, 'media.articles'],
  ['canSeeAlbums', canSeeAlbums, 'media.albums'],
  ['canSeeNfCategorization', canSeeNfCategorization, 'nfCategorization'],
])('%s', (_name, check, access) => {
  it(`allows a user holding ${access}`, () => {
    expect(check(actor('Other', { accesses: [access] }))).toBe(true);
  });

  it('refuses a user without it, even holding every other grant', () => {
    const others = ACCESSES.filter((a) => a !== access);
    expect(check(actor('Federation', { accesses: others, federationEmpowerment: true }))).toBe(false);
  });

  it('refuses an impersonated user without it', () => {
    expect(check(actor('Other', { impersonating: true }))).toBe(false);
  });

  it('allows admins', () => {
    for (const a of admins) expect(check(a)).toBe(true);
  });
});

describe('canSeeFederationActivity', () => {
  const italy = { no: 7, confederationNo: 1 };
  const of = (code: UserTypeCode, typeNo: number) => actor(code, { typeNo });

  it('shows it to admins, the federation and its confederation', () => {
    for (const a of admins) expect(canSeeFederationActivity(a, italy)).toBe(true);
    expect(canSeeFederationActivity(of('Federation', 7), italy)).toBe(true);
    expect(canSeeFederationActivity(of('Confederation', 1), italy)).toBe(true);
  });

  it('hides it from another federation, another confederation and others', () => {
    expect(canSeeFederationActivity(of('Federation', 9), italy)).toBe(false);
    expect(canSeeFederationActivity(of('Confederation', 2), italy)).toBe(false);
    expect(canSeeFederationActivity(of('Federation', 1), italy)).toBe(false);
    expect(canSeeFederationActivity(of('Player', 7), italy)).toBe(false);
    expect(canSeeFederationActivity(of('Confederation', 1), { no: 7, confederationNo: null })).toBe(false);
  });
});

describe('tournaments', () => {
  const manager = actor('VolleyTournamentManager', { no: 31 });
  const assigned = { managerUserNos: '12 31', organizerType: 'world', organizerNo: null };
  const league = { managerUserNos: null, organizerType: 'federation', organizerNo: 42 };

  it('lets admins, tournament managers and federations add tournaments, nobody else', () => {
    for (const a of [...admins, manager, federation]) expect(canCreateTournament(a)).toBe(true);
    for (const a of [coach, player, actor('BeachTournamentManager')]) expect(canCreateTournament(a)).toBe(false);
  });

  it('lets a tournament manager run the tournaments listing them, not another number that contains theirs', () => {
    expect(canManageTournament(manager, assigned)).toBe(true);
    expect(canManageTournament(manager, { ...assigned, managerUserNos: '131 310' })).toBe(false);
    expect(canManageTournament(manager, league)).toBe(false);
  });

  it("lets a federation run its own leagues, not another federation's, nor a world tournament", () => {
    expect(canManageTournament(federation, league)).toBe(true);
    expect(canManageTournament(otherFederation, league)).toBe(false);
    expect(canManageTournament(federation, assigned)).toBe(false);
    for (const a of admins) expect(canManageTournament(a, assigned)).toBe(true);
  });

  it("lets a federation keep its national team's roster in a tournament it does not run", () => {
    expect(canKeepRoster(federation, assigned, { federationNo: 42 })).toBe(true);
    expect(canKeepRoster(federation, assigned, { federationNo: 43 })).toBe(false);
    expect(canKeepRoster(federation, assigned, { federationNo: null })).toBe(false);
    expect(canKeepRoster(manager, assigned, { federationNo: 43 })).toBe(true);
    expect(canKeepRoster(player, assigned, { federationNo: 42 })).toBe(false);
  });
});

describe('beach tournaments', () => {
  const beachManager = actor('BeachTournamentManager', { no: 31 });
  const confederationManager = actor('ConfederationBeachManager', { no: 32, typeNo: 5 });
  const worldTour = { managerUserNos: '12 31', confederationNo: null, federationNo: null };
  const continental = { managerUserNos: null, confederationNo: 5, federationNo: null };
  const nationalTour = { managerUserNos: null, confederationNo: null, federationNo: 42 };

  it('lets admins, beach managers and federations add beach tournaments, nobody else', () => {
    for (const a of [...admins, beachManager, confederationManager, federation]) {
      expect(canCreateBeachTournament(a)).toBe(true);
    }
    for (const a of [coach, player, actor('VolleyTournamentManager')]) expect(canCreateBeachTournament(a)).toBe(false);
  });

  it('lets each run its own: the listed manager, the confederation its continental tour, the federation its national tour', () => {
    for (const a of admins) expect(canRunBeachTournament(a, worldTour)).toBe(true);
    expect(canRunBeachTournament(beachManager, worldTour)).toBe(true);
    expect(canRunBeachTournament(beachManager, { ...worldTour, managerUserNos: '131 310' })).toBe(false);
    expect(canRunBeachTournament(confederationManager, continental)).toBe(true);
    expect(canRunBeachTournament(confederationManager, { ...continental, confederationNo: 6 })).toBe(false);
    expect(canRunBeachTournament(confederationManager, worldTour)).toBe(false);
    expect(canRunBeachTournament(federation, nationalTour)).toBe(true);
    expect(canRunBeachTournament(otherFederation, nationalTour)).toBe(false);
    expect(canRunBeachTournament(federation, worldTour)).toBe(false);
    expect(canRunBeachTournament(player, nationalTour)).toBe(false);
  });

  it("lets a federation enter and withdraw its own teams, not another federation's", () => {
    expect(canEnterBeachTeam(federation, worldTour)).toBe(true);
    expect(canEnterBeachTeam(federation, worldTour, 42)).toBe(true);
    expect(canEnterBeachTeam(federation, worldTour, 43)).toBe(false);
    expect(canEnterBeachTeam(beachManager, worldTour, 43)).toBe(true);
    expect(canEnterBeachTeam(confederationManager, worldTour)).toBe(false);
    expect(canEnterBeachTeam(player, worldTour, 42)).toBe(false);
  });
});
