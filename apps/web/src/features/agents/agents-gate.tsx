import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeAgents } from '@libero/shared/auth/permissions';
import { PageLayout } from '../../lib/page-layout';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';

/**
 * The pages of the players' agents (issue #25) are for admins, federations and agents, the
 * sidebar's rule: others who follow a link are told it is not for them, and nothing is asked of
 * the server.
 */
export function AgentsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['agents', 'common']);
  if (canSeeAgents(actorOf(useCurrentUser()))) return children;
  return (
    <PageLayout title={t('common:sections.agents')}>
      <Alert tone="warning">{t('agents:refused')}</Alert>
    </PageLayout>
  );
}
