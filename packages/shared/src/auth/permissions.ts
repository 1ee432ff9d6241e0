import type { Access } from './accesses';
import { UserTypeNo, type UserTypeCode } from './user-types';
import { INJURY_DELETERS, INJURY_READERS, INJURY_WRITERS } from '../medical/injuries';
import { INVOICE_STATUS } from '../statuses/statuses';

/**
 * The least the checks need to know about a user. Both the server's user and the web's current user
 * fit it; `impersonating` is true while an administrator acts as this user.
 */
export type Actor = {
  no: number;
  type: number;
  typeNo: number;
  accesses: readonly string[];
  impersonating?: boolean;
  federationEmpowerment?: boolean;
};

export type Typed = Pick<Actor, 'type'>;

/** SPEC §6: admin (Administrator or Supervisor) is allowed everything, unless a rule says Supervisor only. */
export function isAdmin(actor: Typed): boolean {
  return actor.type === UserTypeNo.Administrator || actor.type === UserTypeNo.Supervisor;
}

function isSupervisor(actor: Typed): boolean {
  return actor.type === UserTypeNo.Supervisor;
}

function isFederationUserOf(actor: Actor, federationNo: number): boolean {
  return actor.type === UserTypeNo.Federation && actor.typeNo === federationNo;
}

export function hasAccess(actor: Pick<Actor, 'type' | 'accesses'>, access: Access): boolean {
  return isAdmin(actor) || actor.accesses.includes(access);
}

/**
 * Whether `actor` holds a grant, admins aside: given by an administrator; `empowerment` is also
 * held by empowerment administrators and by a Federation user while its federation takes part in
 * the programme (SPEC §6).
 */
export function holdsGrant(actor: Pick<Actor, 'type' | 'accesses' | 'federationEmpowerment'>, access: Access): boolean {
  if (actor.accesses.includes(access)) return true;
  if (access !== 'empowerment') return false;
  const federationTakesPart = actor.type === UserTypeNo.Federation && actor.federationEmpowerment === true;
  return federationTakesPart || actor.accesses.includes('empowerment.admin');
}

export function canSeeCoachReport(actor: Actor, report: { coachId: number }): boolean {
  return isAdmin(actor) || report.coachId === actor.no;
}

export function canListCoachReports(actor: Typed): boolean {
  return isAdmin(actor);
}

/** Players' agents (issue #25): admins, federations (those they license, those of their players), agents themselves. */
export function canSeeAgents(actor: Typed): boolean {
  return isAdmin(actor) || actor.type === UserTypeNo.Federation || actor.type === UserTypeNo.PlayerAgent;
}

/** A federation's bank accounts: the federation's own users and admins only (issue #25). */
export function canSeeBankAccounts(actor: Actor, federationNo: number): boolean {
  return isAdmin(actor) || isFederationUserOf(actor, federationNo);
}

export function canSeeFinalReport(actor: Actor, federation: { no: number }): boolean {
  return isAdmin(actor) || isFederationUserOf(actor, federation.no);
}

export function canEditInvoice(actor: Actor, invoice: { status: number; federation: { no: number } }): boolean {
  if (isAdmin(actor)) return true;
  return isFederationUserOf(actor, invoice.federation.no) && invoice.status === INVOICE_STATUS.NeedsUpload;
}

export function canUseAdministration(actor: Typed): boolean {
  return isAdmin(actor);
}

/** The registry's possible duplicates (issue #40): admins all, a federation's users among its own persons. */
export function canSeeDuplicates(actor: Typed): boolean {
  return isAdmin(actor) || actor.type === UserTypeNo.Federation;
}

/** Supervisor only (SPEC §6): an Administrator stays on the production network. */
export function canSelectNetwork(actor: Typed): boolean {
  return isSupervisor(actor);
}

export function canUseEnvironment(actor: Typed, environment: string): boolean {
  return environment === 'production' || isSupervisor(actor);
}

/** Not in the spec: an admin may act as anyone but themself, and only a Supervisor as another admin. */
export function canImpersonate(actor: Pick<Actor, 'no' | 'type'>, target: Pick<Actor, 'no' | 'type'>): boolean {
  if (!isAdmin(actor) || actor.no === target.no) return false;
  return !isAdmin(target) || isSupervisor(actor);
}

/**
 * Not in the spec: an admin manages users (creates, edits, deactivates, resets their password),
 * and only a Supervisor manages admins, so that an Administrator cannot make a Supervisor.
 */
export function canManageUser(actor: Typed, target: Typed): boolean {
  return isAdmin(actor) && (!isAdmin(target) || isSupervisor(actor));
}

/** Who sees what a federation did (its activity): admins, its own Federation user and its confederation's. */
export function canSeeFederationActivity(
  actor: Pick<Actor, 'type' | 'typeNo'>,
  federation: { no: number; confederationNo: number | null },
): boolean {
  if (isAdmin(actor)) return true;
  if (actor.type === UserTypeNo.Federation) return actor.typeNo === federation.no;
  return actor.type === UserTypeNo.Confederation && actor.typeNo === federation.confederationNo;
}

export function canSeeEmpowerment(actor: Actor): boolean {
  return isAdmin(actor) || holdsGrant(actor, 'empowerment');
}

/** Administers empowerment applications; impersonation does not count here, so the server never elevates on it. */
export function isEmpowermentAdmin(actor: Actor): boolean {
  return hasAccess(actor, 'empowerment.admin');
}

/** The empowerment-admin route guard, the one place where impersonating counts as admin (SPEC §2, §6). */
export function canOpenEmpowermentAdmin(actor: Actor): boolean {
  return actor.impersonating === true || isEmpowermentAdmin(actor);
}

export function canSeeNationalLeague(actor: Actor): boolean {
  return hasAccess(actor, 'volley.nationalLeague');
}

export function canSeeLegal(actor: Actor): boolean {
  return hasAccess(actor, 'legal');
}

export function canSeeArticles(actor: Actor): boolean {
  return hasAccess(actor, 'media.articles');
}

export function canSeeAlbums(actor: Actor): boolean {
  return hasAccess(actor, 'media.albums');
}

const isOneOf = (actor: Typed, types: readonly UserTypeCode[]) => types.some((type) => UserTypeNo[type] === actor.type);

/** Who may open the injuries (the server then answers only those they are a party to: a player their own). */
export function canSeeInjuries(actor: Typed): boolean {
  return isAdmin(actor) || isOneOf(actor, INJURY_READERS);
}

/** Who records and edits injuries (of the players they treat). */
export function canRecordInjuries(actor: Typed): boolean {
  return isAdmin(actor) || isOneOf(actor, INJURY_WRITERS);
}

/** Who deletes an injury recorded by mistake. */
export function canDeleteInjuries(actor: Typed): boolean {
  return isAdmin(actor) || isOneOf(actor, INJURY_DELETERS);
}

export function canSeeNfCategorization(actor: Actor): boolean {
  return hasAccess(actor, 'nfCategorization');
}

/** A tournament as the write rules see it (VolleyTournament's `ManagerUserNos`, `OrganizerType`, `NoOrganizer`). */
export type ManagedTournament = {
  /** The managing users' numbers, space-separated. */
  managerUserNos: string | null;
  organizerType: string | null;
  organizerNo: number | null;
};

/** Who may add tournaments: admins, tournament managers (who then manage them) and federations (their leagues). */
export function canCreateTournament(actor: Typed): boolean {
  return isAdmin(actor) || actor.type === UserTypeNo.VolleyTournamentManager || actor.type === UserTypeNo.Federation;
}

/**
 * Who runs a tournament (edits it, its teams, pools and matches): admins; a tournament manager it
 * lists among its managers (its creator is one); a federation the tournaments it organises (its
 * national leagues). The server enforces it; the UI only hides what would be refused.
 */
export function canManageTournament(actor: Pick<Actor, 'no' | 'type' | 'typeNo'>, tournament: ManagedTournament) {
  if (isAdmin(actor)) return true;
  if (actor.type === UserTypeNo.VolleyTournamentManager)
    return (tournament.managerUserNos ?? '').split(/\s+/).includes(String(actor.no));
  return (
    actor.type === UserTypeNo.Federation &&
    tournament.organizerType === 'federation' &&
    tournament.organizerNo === actor.typeNo
  );
}

/** Who keeps a team's roster and staff: whoever runs the tournament, and a federation its national team's. */
export function canKeepRoster(
  actor: Pick<Actor, 'no' | 'type' | 'typeNo'>,
  tournament: ManagedTournament,
  team: { federationNo: number | null },
): boolean {
  if (canManageTournament(actor, tournament)) return true;
  return actor.type === UserTypeNo.Federation && team.federationNo !== null && team.federationNo === actor.typeNo;
}

/** A beach tournament as the write rules see it (BeachTournament's `ManagerUserNos`, `NoConfederation`, `NoFederation`). */
export type RunBeachTournament = {
  /** The managing users' numbers, space-separated. */
  managerUserNos: string | null;
  /** The confederation of a continental tournament. */
  confederationNo: number | null;
  /** The federation of a national tour tournament. */
  federationNo: number | null;
};

/**
 * Who may add beach tournaments: admins, beach tournament managers (who then run them), a
 * confederation's beach manager (its continental tour) and federations (their national tour).
 */
export function canCreateBeachTournament(actor: Typed): boolean {
  return (
    isAdmin(actor) ||
    actor.type === UserTypeNo.BeachTournamentManager ||
    actor.type === UserTypeNo.ConfederationBeachManager ||
    actor.type === UserTypeNo.Federation
  );
}

/**
 * Who runs a beach tournament (edits it, allocates its entries, draws it, enters results, computes
 * and publishes its ranking): admins; a beach tournament manager it lists among its managers; a
 * confederation's beach manager its confederation's continental tournaments; a federation its
 * national tour. The server enforces it; the UI only hides what would be refused.
 */
export function canRunBeachTournament(
  actor: Pick<Actor, 'no' | 'type' | 'typeNo'>,
  tournament: RunBeachTournament,
): boolean {
  if (isAdmin(actor)) return true;
  switch (actor.type) {
    case UserTypeNo.BeachTournamentManager:
      return (tournament.managerUserNos ?? '').split(/\s+/).includes(String(actor.no));
    case UserTypeNo.ConfederationBeachManager:
      return tournament.confederationNo !== null && tournament.confederationNo === actor.typeNo;
    case UserTypeNo.Federation:
      return tournament.federationNo !== null && tournament.federationNo === actor.typeNo;
    default:
      return false;
  }
}

/**
 * Who enters a team of a federation in a beach tournament, or withdraws it: whoever runs the
 * tournament, and that federation's own user. Without a federation (a team not yet entered),
 * whether the user may enter teams at all: a Federation user its own.
 */
export function canEnterBeachTeam(
  actor: Pick<Actor, 'no' | 'type' | 'typeNo'>,
  tournament: RunBeachTournament,
  federationNo?: number | null,
): boolean {
  if (canRunBeachTournament(actor, tournament)) return true;
  if (actor.type !== UserTypeNo.Federation) return false;
  return federationNo === undefined || federationNo === actor.typeNo;
}
