import { useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './route-meta';
import { PageLayout } from '../page-layout';
import { TextLink } from '../../ui/text-link';

/** A section of SPEC §2 that is not built yet: its title, an honest word, and a way back. */
export function PlannedPage() {
  const { t } = useTranslation();
  const { no } = useParams();
  const section = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.section)
    .findLast((key) => key !== undefined);
  return (
    <PageLayout title={section ? t(`sections.${section}`) : t('planned.message')}>
      <div className="flex flex-col gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-5">
        {no ? <p className="text-sm text-slate-700">{t('planned.record', { no })}</p> : null}
        <p className="text-sm text-slate-600">{t('planned.message')}</p>
        <p className="text-sm">
          <TextLink to="/">{t('planned.backHome')}</TextLink>
        </p>
      </div>
    </PageLayout>
  );
}
