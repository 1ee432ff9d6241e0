import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_STATUS, type TransferStatus } from '@libero/shared/statuses/statuses';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { PageLayout } from '../../ui/page-layout';
import { seasonName, transferSeasons } from './seasons';

/** `/volley/transfers`: the international transfers the user takes part in (all of them for admins). */
export function TransfersPage() {
  const { t } = useTranslation(['transfers', 'common']);
  const columns = useMemo(
    (): EntityColumn[] => [
      { field: 'No', hideable: false },
      { field: 'PlayerName', hideable: false },
      { field: 'FederationFromCode' },
      { field: 'ClubFromName' },
      { field: 'FederationToCode' },
      { field: 'ClubToName' },
      { field: 'FirstSeason', cell: (row) => seasonName(Number(row.firstSeason)) },
      { field: 'Status', cell: (row) => t(`transfers:statuses.${row.status as TransferStatus}`) },
      { field: 'ItcNumber', hidden: true },
      { field: 'ContractStartDate', hidden: true },
      { field: 'ContractEndDate', hidden: true },
    ],
    [t],
  );
  const filterControls = useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'status',
        filter: 'Statuses',
        label: t('transfers:filters.status'),
        options: TRANSFER_STATUS.map((status) => ({ value: status, label: t(`transfers:statuses.${status}`) })),
      },
      {
        param: 'season',
        filter: 'Season',
        label: t('transfers:filters.season'),
        options: transferSeasons().map((year) => ({ value: String(year), label: seasonName(year) })),
      },
    ],
    [t],
  );
  return (
    <PageLayout title={t('common:sections.volleyTransfers')} fullscreen>
      <EntityTable entity="VolleyTransfer" caption={t('common:sections.volleyTransfers')} columns={columns} filterControls={filterControls} />
    </PageLayout>
  );
}
