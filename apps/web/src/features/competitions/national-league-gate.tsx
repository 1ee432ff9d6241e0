import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeNationalLeague } from '@libero/shared/auth/permissions';
import { PageLayout, type PageLayoutProps } from '../../lib/page-layout';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';

/**
 * A national-league page (SPEC §6): admins and holders of the `volley.nationalLeague` grant, the
 * sidebar's rule; others who follow a link are told it is not for them.
 */
export function NationalLeaguePage({ children, ...layout }: PageLayoutProps & { children: ReactNode }) {
  const { t } = useTranslation('competitions');
  const allowed = canSeeNationalLeague(actorOf(useCurrentUser()));
  return (
    <PageLayout {...layout}>{allowed ? children : <Alert tone="warning">{t('seasons.refused')}</Alert>}</PageLayout>
  );
}
