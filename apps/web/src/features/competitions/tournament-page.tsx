import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canManageTournament } from '@libero/shared/auth/permissions';
import { errorMessage } from '../../lib/error-message';
import { httpStatusOf } from '../../lib/http';
import { PageLayout } from '../../lib/page-layout';
import { useTabParam } from '../../lib/routing/use-tab-param';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';
import { Tabs } from '../../ui/tabs';
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

/** Statuses meaning "no such tournament for you": drafts are hidden from those who do not run them. */
const NOT_FOUND: ReadonlySet<number | undefined> = new Set([403, 404]);

/**
 * `/volley/tournaments/{no}`: a tournament in parts, one tab each (kept in the address): its
 * details, its teams and rosters, its pools and their standings, the schedule and results, the
 * final round's bracket. Whoever runs it gets the actions that change it.
 */
export function TournamentPage() {
  const { t } = useTranslation(['competitions', 'common']);
  const user = useCurrentUser();
  const param = useParams().no ?? '';
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
  const query = useTournament(no, user);
  const tournament = query.record;
  const [tab, select] = useTabParam(TOURNAMENT_TABS);
  const manages = tournament ? canManageTournament(user, managedOf(tournament)) : false;
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
        <TournamentHeader tournament={tournament} />
        <Tabs
          label={t('tournament.parts')}
          tabs={TOURNAMENT_TABS.map((id) => ({ id, label: t(`tournament.tabs.${id}`) }))}
          selected={tab}
          onSelect={select}
        >
          <Content tournament={tournament} manages={manages} />
        </Tabs>
      </>
    );

  return (
    <PageLayout title={tournament?.name ?? t('common:sections.volleyTournaments')} fullscreen>
      {content}
    </PageLayout>
  );
}
