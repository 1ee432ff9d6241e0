import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TApplicationDetails, TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { DetailsList, type Detail } from '../../../ui/details-list';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { catalogueQuery } from './application-api';

const multiline = (text: string) => <span className="whitespace-pre-line">{text}</span>;

/** The equipment asked for, by name when the catalogue knows the item. */
function useItemsText(details: TApplicationDetails) {
  const { t } = useTranslation('applications');
  const catalogue = useQuery({ ...catalogueQuery(), enabled: details.type === 'volleyballEquipment' }).data;
  if (details.type !== 'volleyballEquipment') return '';
  return details.items
    .map((item) => {
      const known = catalogue?.items.find((entry) => entry.code === item.code);
      return t('items.line', { quantity: item.quantity, name: known ? known.name : item.code });
    })
    .join('\n');
}

/** The fields of the project's type, as the application has them. */
function useDetails(dossier: TApplicationDossier): Detail[] {
  const { t } = useTranslation(['applications', 'empowerment']);
  const items = useItemsText(dossier.details);
  const details = dossier.details;
  const period = (startDay: string, endDay: string): Detail => ({
    term: t('details.period'),
    value: t('details.periodValue', { start: formatDate(startDay), end: formatDate(endDay) }),
  });
  switch (details.type) {
    case 'coachSupport':
      return [
        period(details.startDay, details.endDay),
        { term: t('details.level'), value: t(`empowerment:coachLevels.${details.level}`) },
        { term: t('details.profile'), value: multiline(details.profile) },
      ];
    case 'volleyballEquipment':
      return [
        { term: t('items.title'), value: multiline(items) },
        { term: t('details.deliveryAddress'), value: multiline(details.deliveryAddress) },
      ];
    case 'knowledgeTransfer':
      return [
        { term: t('details.topic'), value: details.topic },
        { term: t('details.experts'), value: multiline(details.experts || t('details.noExperts')) },
        { term: t('details.participants'), value: String(details.participants) },
        period(details.startDay, details.endDay),
      ];
  }
}

/** The summary and the details of the project applied for. */
export function ApplicationDetailsPanel({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation(['applications', 'empowerment']);
  const details = useDetails(dossier);
  return (
    <FoldablePanel title={t('details.title', { type: t(`empowerment:projectTypes.${dossier.projectType}`) })}>
      <DetailsList
        details={[{ term: t('form.summary'), value: multiline(dossier.summary || t('details.noSummary')) }, ...details]}
      />
    </FoldablePanel>
  );
}
