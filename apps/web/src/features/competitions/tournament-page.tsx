import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canManageTournament } from '@libero/shared/auth/permissions';
import { recordNoOf } from '../../lib/query-content';
import { useCurrentUser } from '../../lib/session/current-user';
import { TabbedRecordPage } from '../../lib/tabbed-record-page';
import { TOURNAMENT_TABS, type TournamentTab } from './competition-paths';
import { managedOf, type TabProps } from './competition-rows';
import { useTournament } from './competitions-api';
import { FinalRoundTab } from './final-round-tab';
import { OverviewTab } from './overview-tab';
import { PoolsTab } from './pools-tab';
import { ScheduleTab } from './schedule-tab';
import { TeamsTab } from './teams-tab';
import { TournamentHeader } from './tournament-header';

const TAB_CONTENT: Record<TournamentTab, (props: TabProps) => ReactNode> = {
  overview: OverviewTab,
  teams: TeamsTab,
  pools: PoolsTab,
  schedule: ScheduleTab,
  finalRound: FinalRoundTab,
};

/**
 * `/volley/tournaments/{no}`: a tournament in parts, one tab each (kept in the address): its
 * details, its teams and rosters, its pools and their standings, the schedule and results, the
 * final round's bracket. Whoever runs it gets the actions that change it.
 */
export function TournamentPage() {
  const { t } = useTranslation(['competitions', 'common']);
  const user = useCurrentUser();
  const param = useParams().no;
  const no = recordNoOf(param);
  const query = useTournament(no ?? 0, user);
  return (
    <TabbedRecordPage
      query={query}
      title={query.record?.name ?? t('common:sections.volleyTournaments')}
      notFound={no === undefined}
      notFoundText={t('tournament.notFound', { no: param ?? '' })}
      loadingText={t('common:app.loading')}
      header={(tournament) => <TournamentHeader tournament={tournament} />}
      tabsLabel={t('tournament.parts')}
      tabs={TOURNAMENT_TABS}
      tabLabel={(id) => t(`tournament.tabs.${id}`)}
      content={TAB_CONTENT}
      tabProps={(tournament) => ({ tournament, manages: canManageTournament(user, managedOf(tournament)) })}
    />
  );
}
