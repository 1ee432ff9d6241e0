import { useTranslation } from 'react-i18next';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TextLink } from '../../../ui/text-link';
import { organizationPath } from './organization-paths';

type MediaWorkPanelProps = { organizationNo: number | null; organizationName: string | null; position: string | null };

/** Who a media person works for, and as what. */
export function MediaWorkPanel({ organizationNo, organizationName, position }: MediaWorkPanelProps) {
  const { t } = useTranslation(['mediaOrganizations', 'people']);
  const empty = <span className="text-slate-500">{t('people:profile.empty')}</span>;
  return (
    <FoldablePanel title={t('work.title')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{t('people:fields.mediaOrganization')}</dt>
          <dd className="text-slate-900">
            {organizationNo !== null && organizationName ? (
              <TextLink to={organizationPath(organizationNo)}>{organizationName}</TextLink>
            ) : (
              empty
            )}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{t('people:fields.mediaPosition')}</dt>
          <dd className="text-slate-900">{position || empty}</dd>
        </div>
      </dl>
    </FoldablePanel>
  );
}
