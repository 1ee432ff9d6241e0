import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canRunBeachTournament } from '@libero/shared/auth/permissions';
import { errorMessage } from '../../lib/error-message';
import { httpStatusOf } from '../../lib/http';
import { PageLayout } from '../../lib/page-layout';
import { useTabParam } from '../../lib/routing/use-tab-param';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';
import { Tabs } from '../../ui/tabs';
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

/** Statuses meaning "no such tournament for you": drafts are hidden from those who do not run them. */
const NOT_FOUND: ReadonlySet<number | undefined> = new Set([403, 404]);

/**
 * `/beach/tournaments/{no}`: a beach tournament in parts, one tab each (kept in the address): its
 * details and workflow, the entry list, the pools, the brackets, the schedule by court and day,
 * the final ranking. Whoever runs it gets the actions that move it on.
 */
export function BeachTournamentPage() {
  const { t } = useTranslation(['beach', 'common']);
  const user = useCurrentUser();
  const param = useParams().no ?? '';
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
  const query = useBeachTournament(no, user);
  const tournament = query.record;
  const [tab, select] = useTabParam(BEACH_TOURNAMENT_TABS);
  const runs = tournament ? canRunBeachTournament(user, runOf(tournament)) : false;
  const Content = TAB_CONTENT[tab];

  let content;
  if (no === 0 || NOT_FOUND.has(httpStatusOf(query.error)))
    content = <Alert tone="error">{t('tournament.notFound', { no: param })}</Alert>;
  else if (query.isError) content = <Alert tone="error">{errorMessage(query.error)}</Alert>;
  else if (!tournament)
    content = (
      <p role="status" className="text-sm text-slate-600">
        {t('common:app.loading')}
      </p>
    );
  else
    content = (
      <>
        <BeachTournamentHeader tournament={tournament} />
        <Tabs
          label={t('tournament.parts')}
          tabs={BEACH_TOURNAMENT_TABS.map((id) => ({ id, label: t(`tournament.tabs.${id}`) }))}
          selected={tab}
          onSelect={select}
        >
          <Content tournament={tournament} runs={runs} />
        </Tabs>
      </>
    );

  return (
    <PageLayout title={tournament?.name ?? t('common:sections.beachTournaments')} fullscreen>
      {content}
    </PageLayout>
  );
}
