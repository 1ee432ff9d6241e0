import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canRunBeachTournament } from '@libero/shared/auth/permissions';
import { recordNoOf } from '../../lib/query-content';
import { useCurrentUser } from '../../lib/session/current-user';
import { TabbedRecordPage } from '../../lib/tabbed-record-page';
import { useBeachTournament } from './beach-api';
import { BEACH_TOURNAMENT_TABS, type BeachTournamentTab } from './beach-paths';
import { runOf, type BeachTabProps } from './beach-rows';
import { BracketsTab } from './brackets-tab';
import { EntriesTab } from './entries-tab';
import { FinalRankingTab } from './final-ranking-tab';
import { OverviewTab } from './overview-tab';
import { PoolsTab } from './pools-tab';
import { ScheduleTab } from './schedule-tab';
import { BeachTournamentHeader } from './tournament-header';

const TAB_CONTENT: Record<BeachTournamentTab, (props: BeachTabProps) => ReactNode> = {
  overview: OverviewTab,
  entries: EntriesTab,
  pools: PoolsTab,
  brackets: BracketsTab,
  schedule: ScheduleTab,
  ranking: FinalRankingTab,
};

/**
 * `/beach/tournaments/{no}`: a beach tournament in parts, one tab each (kept in the address): its
 * details and workflow, the entry list, the pools, the brackets, the schedule by court and day,
 * the final ranking. Whoever runs it gets the actions that move it on.
 */
export function BeachTournamentPage() {
  const { t } = useTranslation(['beach', 'common']);
  const user = useCurrentUser();
  const param = useParams().no;
  const no = recordNoOf(param);
  const query = useBeachTournament(no ?? 0, user);
  return (
    <TabbedRecordPage
      query={query}
      title={query.record?.name ?? t('common:sections.beachTournaments')}
      notFound={no === undefined}
      notFoundText={t('tournament.notFound', { no: param ?? '' })}
      loadingText={t('common:app.loading')}
      header={(tournament) => <BeachTournamentHeader tournament={tournament} />}
      tabsLabel={t('tournament.parts')}
      tabs={BEACH_TOURNAMENT_TABS}
      tabLabel={(id) => t(`tournament.tabs.${id}`)}
      content={TAB_CONTENT}
      tabProps={(tournament) => ({ tournament, runs: canRunBeachTournament(user, runOf(tournament)) })}
    />
  );
}
