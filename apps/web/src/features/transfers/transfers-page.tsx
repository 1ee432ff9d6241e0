import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TRANSFER_STATUS, type TransferStatus } from '@libero/shared/statuses/statuses';
import { TRANSFER_PARTIES, type TransferParty } from '@libero/shared/transfers/signature-ladder';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
import { useFederationOptions } from '../../lib/entities/federation-options';
import { NewTransferButton } from './new-transfer-dialog';
import { seasonName, transferSeasons } from './seasons';
import { transferPagePath } from './transfer-api';
import { HowItWorksLink } from '../../lib/help-link';

const isParty = (value: string): value is TransferParty => (TRANSFER_PARTIES as readonly string[]).includes(value);

/** `/volley/transfers`: the international transfers the user takes part in (all of them for admins). */
export function TransfersPage() {
  const { t } = useTranslation(['transfers', 'common']);
  const navigate = useNavigate();
  const federations = useFederationOptions();
  const columns = useMemo((): EntityColumn[] => {
    const partiesText = (value: unknown) =>
      String(value ?? '')
        .split(' ')
        .filter(isParty)
        .map((party) => t(`transfers:parties.${party}`))
        .join(', ');
    return [
      {
        field: 'No',
        hideable: false,
        cell: (row) => <TextLink to={transferPagePath(Number(row.no))}>{String(row.no)}</TextLink>,
      },
      {
        field: 'PlayerName',
        hideable: false,
        cell: (row) => <TextLink to={transferPagePath(Number(row.no))}>{String(row.playerName ?? '')}</TextLink>,
      },
      { field: 'FederationFromCode' },
      { field: 'ClubFromName' },
      { field: 'FederationToCode' },
      { field: 'ClubToName' },
      { field: 'FirstSeason', cell: (row) => seasonName(Number(row.firstSeason)) },
      { field: 'Status', cell: (row) => t(`transfers:statuses.${row.status as TransferStatus}`) },
      { field: 'AwaitingParties', hidden: true, cell: (row) => partiesText(row.awaitingParties) },
      { field: 'ItcNumber', hidden: true },
      { field: 'ContractStartDate', hidden: true },
      { field: 'ContractEndDate', hidden: true },
    ];
  }, [t]);
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
      {
        param: 'awaiting',
        filter: 'AwaitingParties',
        label: t('transfers:filters.awaiting'),
        options: TRANSFER_PARTIES.map((party) => ({ value: party, label: t(`transfers:parties.${party}`) })),
      },
      // The 3-letter code of either federation, chosen among the federations.
      {
        param: 'federation',
        filter: 'FederationCodes',
        label: t('transfers:filters.federation'),
        options: federations,
      },
    ],
    [t, federations],
  );
  return (
    <PageLayout
      title={t('common:sections.volleyTransfers')}
      fullscreen
      actions={
        <>
          <HowItWorksLink guide="start-transfer" />
          <NewTransferButton />
        </>
      }
    >
      <EntityTable
        entity="VolleyTransfer"
        caption={t('common:sections.volleyTransfers')}
        columns={columns}
        filterControls={filterControls}
        onOpen={(row) => navigate(transferPagePath(Number(row.no)))}
        notForYou={t('transfers:notForYou')}
      />
    </PageLayout>
  );
}
