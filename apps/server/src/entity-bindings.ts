import {
  beachOlympicSelectionRankingBinding,
  beachPlayerRankingBinding,
  beachRoundRankingBinding,
  beachTournamentRankingBinding,
  beachWorldTourRankingBinding,
} from './features/beach/beach-rankings.bindings';
import {
  beachCategoryBinding,
  beachMatchBinding,
  beachRoundBinding,
  beachTeamBinding,
  beachTournamentBinding,
} from './features/beach/beach.bindings';
import { confederationBinding, federationBinding, volleyClubBinding } from './features/bodies/bodies.bindings';
import { personBinding, personRoleBindings } from './features/people/people.bindings';
import { personContactBinding } from './features/people/person-contact.binding';
import { playerBinding } from './features/players/player.binding';
import { federationDeterminationBinding, federationOfOriginChangeBinding } from './features/legal/legal.bindings';
import { volleyTransferBinding } from './features/transfers/volley-transfer.binding';
import { phaseBinding, volleyPoolBinding } from './features/competitions/phases.bindings';
import {
  eventBinding,
  seasonBinding,
  volleyHallBinding,
  volleyTournamentTypeBinding,
} from './features/competitions/reference-data.bindings';
import { volleyPoolRankingBinding, volleyTournamentRankingBinding } from './features/competitions/rankings.bindings';
import { volleyMatchBinding } from './features/competitions/volley-match.binding';
import { matchBinding, tournamentBinding } from './features/competition-views/competition-views.bindings';
import {
  volleyPlayerBinding,
  volleyTeamBinding,
  volleyTeamStaffBinding,
} from './features/competitions/volley-teams.bindings';
import { volleyTournamentBinding } from './features/competitions/volley-tournament.binding';
import { EMPOWERMENT_BINDINGS } from './features/empowerment/empowerment.bindings';
import {
  mediaAccreditationBinding,
  mediaOrganizationBinding,
} from './features/media/organizations/organizations.bindings';
import { medicalQualificationBinding } from './features/medical/staff/qualification.binding';
import { playerInjuryBinding } from './features/medical/injuries/player-injury.binding';
import { albumBinding, imageBinding } from './features/media/gallery/gallery.bindings';
import { ARTICLE_BINDINGS } from './features/media/articles/articles.bindings';
import { tagBinding } from './features/media/tags/tags.bindings';
import { userBinding } from './features/users/user.binding';
import { documentBinding } from './features/documents/document.binding';
import { agentRepresentationBinding, playersAgentBinding } from './features/agents';
import { bankAccountBinding } from './features/bank-accounts';
import { exportDefinitionBinding } from './features/exports';
import type { EntityBinding } from './gateway/binding';

/** Every entity's binding, each declared beside its feature: the gateway serves these. */
export const ENTITY_BINDINGS: readonly EntityBinding[] = [
  confederationBinding,
  federationBinding,
  bankAccountBinding,
  volleyClubBinding,
  playerBinding,
  ...personRoleBindings,
  personBinding,
  personContactBinding,
  mediaOrganizationBinding,
  mediaAccreditationBinding,
  medicalQualificationBinding,
  playersAgentBinding,
  agentRepresentationBinding,
  volleyTransferBinding,
  federationOfOriginChangeBinding,
  federationDeterminationBinding,
  ...EMPOWERMENT_BINDINGS,
  playerInjuryBinding,
  albumBinding,
  imageBinding,
  ...ARTICLE_BINDINGS,
  tagBinding,
  userBinding,
  documentBinding,
  exportDefinitionBinding,
  eventBinding,
  seasonBinding,
  volleyTournamentTypeBinding,
  volleyHallBinding,
  volleyTournamentBinding,
  volleyTeamBinding,
  volleyPlayerBinding,
  volleyTeamStaffBinding,
  phaseBinding,
  volleyPoolBinding,
  volleyMatchBinding,
  volleyPoolRankingBinding,
  volleyTournamentRankingBinding,
  beachCategoryBinding,
  beachTournamentBinding,
  beachTeamBinding,
  beachRoundBinding,
  beachMatchBinding,
  beachRoundRankingBinding,
  beachTournamentRankingBinding,
  beachWorldTourRankingBinding,
  beachOlympicSelectionRankingBinding,
  beachPlayerRankingBinding,
  tournamentBinding,
  matchBinding,
];
