import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../app/guard';
import { Page } from '../../ui/page';
import { TextLink } from '../../ui/text-link';

/** A section of SPEC §2 that is not built yet: its title and a way back. */
export function PlannedPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const section = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.section)
    .findLast((key) => key !== undefined);
  return (
    <Page title={section ? t(`sections.${section}`) : t('planned.message')}>
      <p className="text-sm text-slate-600">{t('planned.message')}</p>
      <p className="text-sm">
        <TextLink to="/">{t('planned.backHome')}</TextLink>
      </p>
    </Page>
  );
}
