import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canSeeEmpowerment, isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageLayout } from '../../lib/page-layout';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { EmpowermentDashboardPanel } from '../empowerment';
import { AccountPanel } from './dashboard-account-panel';
import { ActivityPanel } from './dashboard-activity-panel';
import { CountsPanel, FederationPanel } from './dashboard-counts-panels';
import { federationWorkQueueQuery, workQueueQuery } from '../../lib/work-queue';
import { dashboardQuery } from './dashboard-api';
import { expectedRoleKind, RolePanels } from './dashboard-role-panels';
import { QueueOwnerChoice, WorkPanel } from './dashboard-work-panel';

/**
 * `/`: the signed-in user's summary (SPEC §2): what waits on them first, then who they are, what
 * matters to their role (or, for the others, what they may see), what happened lately.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const dashboard = useQuery(dashboardQuery);
  const admin = isAdmin(actorOf(user));
  // An admin may look at a federation's queue instead of their own.
  const [federationNo, setFederationNo] = useState('');
  const work = useQuery(federationNo ? federationWorkQueueQuery(Number(federationNo)) : workQueueQuery);
  const loading = dashboard.isPending;
  const data = dashboard.data;
  // What matters to the user's role replaces the counts of the whole registry; until the answer
  // comes, the panels the user's type will have say they load.
  const roleKind = data ? data.role?.kind : loading ? expectedRoleKind(user) : undefined;

  return (
    <PageLayout title={t('title')}>
      <p className="text-sm text-slate-600">{t('welcome', { name: user.firstName || user.username })}</p>
      {user.impersonator ? (
        <Alert tone="warning">{t('impersonating', { username: user.impersonator.username })}</Alert>
      ) : null}
      {dashboard.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
          <span>{errorMessage(dashboard.error)}</span>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <WorkPanel
          queue={work.data}
          loading={work.isPending}
          onRetry={work.isError ? () => void work.refetch() : undefined}
          ownerChoice={admin ? <QueueOwnerChoice value={federationNo} onChange={setFederationNo} /> : undefined}
        />
        <AccountPanel user={user} />
        {roleKind ? <RolePanels kind={roleKind} section={data?.role ?? undefined} /> : null}
        {user.type === UserTypeNo.Federation ? (
          <FederationPanel federation={data?.ownFederation ?? null} loading={loading} />
        ) : null}
        {canSeeEmpowerment(actorOf(user)) ? <EmpowermentDashboardPanel /> : null}
        {roleKind ? null : <CountsPanel counts={data?.counts ?? []} loading={loading} />}
        <ActivityPanel activity={data?.recentActivity ?? []} loading={loading} />
      </div>
    </PageLayout>
  );
}
