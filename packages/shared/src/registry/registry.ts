import {
  BeachCategory,
  BeachMatch,
  BeachOlympicSelectionRankingEntry,
  BeachPlayerRankingEntry,
  BeachRound,
  BeachRoundRankingEntry,
  BeachTeam,
  BeachTournament,
  BeachTournamentRankingEntry,
  BeachWorldTourRankingEntry,
} from './beach';
import { AgentRepresentation, PlayersAgent } from './agents';
import { BankAccount } from './bank-accounts';
import { Confederation, Federation, VolleyClub } from './bodies';
import { Match, Tournament } from './competition-views';
import {
  Event,
  Phase,
  Season,
  VolleyHall,
  VolleyMatch,
  VolleyPlayer,
  VolleyPool,
  VolleyPoolRankingEntry,
  VolleyTeam,
  VolleyTeamStaff,
  VolleyTournament,
  VolleyTournamentRankingEntry,
  VolleyTournamentType,
} from './competitions';
import { Application, DevelopmentProject, Invoice, ProgressReport, Shipment } from './empowerment';
import { FederationDetermination, FederationOfOriginChange } from './legal';
import { Album, Image } from './gallery';
import { Document } from './documents';
import { ExportDefinition } from './exports';
import { User } from './identity';
import { Article, PressRelease, Tag } from './media';
import { MediaAccreditation, MediaOrganization, MedicalQualification } from './media-staff';
import { PlayerInjury } from './medical';
import { Coach, MediaPerson, MedicalPerson, Official, Person, PersonContact, Referee } from './people';
import { Player } from './players';
import { VolleyTransfer } from './transfers';
import type { EntityDef } from './types';

/** Every entity the gateway answers for, by VIS type name. */
export const ENTITIES: Readonly<Record<string, EntityDef>> = Object.fromEntries(
  [
    Confederation,
    Federation,
    BankAccount,
    VolleyClub,
    Person,
    Player,
    Coach,
    Referee,
    Official,
    MedicalPerson,
    MediaPerson,
    PersonContact,
    MediaOrganization,
    MediaAccreditation,
    MedicalQualification,
    PlayerInjury,
    PlayersAgent,
    AgentRepresentation,
    VolleyTransfer,
    FederationOfOriginChange,
    FederationDetermination,
    Application,
    DevelopmentProject,
    Invoice,
    ProgressReport,
    Shipment,
    Album,
    Image,
    Article,
    PressRelease,
    Tag,
    User,
    Document,
    ExportDefinition,
    Event,
    Season,
    VolleyTournamentType,
    VolleyHall,
    VolleyTournament,
    VolleyTeam,
    VolleyPlayer,
    VolleyTeamStaff,
    Phase,
    VolleyPool,
    VolleyMatch,
    VolleyPoolRankingEntry,
    VolleyTournamentRankingEntry,
    BeachCategory,
    BeachTournament,
    BeachTeam,
    BeachRound,
    BeachMatch,
    BeachRoundRankingEntry,
    BeachTournamentRankingEntry,
    BeachWorldTourRankingEntry,
    BeachOlympicSelectionRankingEntry,
    BeachPlayerRankingEntry,
    Tournament,
    Match,
  ].map((entity) => [entity.name, entity]),
);

export function entityByName(name: string): EntityDef | undefined {
  return Object.hasOwn(ENTITIES, name) ? ENTITIES[name] : undefined;
}

export type RequestVerb = 'get' | 'list' | 'save' | 'delete' | 'ranking';

/** The entries of each ranking, by the name its request takes (`VolleyPoolRanking`). */
const RANKINGS: ReadonlyMap<string, EntityDef> = new Map(
  Object.values(ENTITIES).flatMap((entity) => (entity.ranking ? [[entity.ranking.request, entity] as const] : [])),
);

/**
 * `GetPlayerList` → {Player, 'list'}; `GetPlayer` → 'get'; `SaveVolleyClub` → 'save'; `DeleteVolleyClub` →
 * 'delete'; `GetVolleyPoolRanking` → {VolleyPoolRankingEntry, 'ranking'}.
 */
export function requestTarget(type: string): { entity: EntityDef; verb: RequestVerb } | undefined {
  const match = /^(Get|Save|Delete)(\w+?)(List)?$/.exec(type);
  if (!match?.[1] || !match[2]) return undefined;
  const ranking = match[1] === 'Get' && !match[3] ? RANKINGS.get(match[2]) : undefined;
  if (ranking) return { entity: ranking, verb: 'ranking' };
  const entity = entityByName(match[2]);
  if (!entity || (match[3] && match[1] !== 'Get')) return undefined;
  const verb = match[1] === 'Get' ? (match[3] ? 'list' : 'get') : match[1] === 'Save' ? 'save' : 'delete';
  return { entity, verb };
}
