import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { PageLayout } from '../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../lib/query-content';
import { BackLink } from '../../ui/back-link';
import { ContractPanel } from './contract-panel';
import { HistoryPanel } from './history-panel';
import { NextToAct } from './next-to-act';
import { PartiesPanel } from './parties-panel';
import { PaymentsPanel } from './payments-panel';
import { SignatureLadderPanel } from './signature-ladder-panel';
import { transferQuery } from './transfer-api';
import { TransferDocumentsPanel } from './transfer-documents-panel';
import { TransferHeader } from './transfer-header';
import { WorkflowActions } from './workflow-actions';

function Dossier({ dossier }: { dossier: TTransferDossier }) {
  return (
    <>
      <TransferHeader dossier={dossier} />
      <NextToAct dossier={dossier} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <PartiesPanel dossier={dossier} />
        <ContractPanel dossier={dossier} />
      </div>
      <SignatureLadderPanel dossier={dossier} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <PaymentsPanel dossier={dossier} />
        <TransferDocumentsPanel dossier={dossier} />
      </div>
      <HistoryPanel dossier={dossier} />
    </>
  );
}

/**
 * `/volley/transfers/{no}`: one international transfer as its parties work on it: where it stands
 * and who must act, the signature ladder, the fee and payments, documents, history, and the steps
 * the dossier allows the viewer.
 */
export function TransferPage() {
  const { t } = useTranslation('transfers');
  const param = useParams().no ?? '';
  const no = recordNoOf(param);
  const query = useQuery({ ...transferQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  const title = dossier
    ? t('page.title', { no: dossier.no, player: dossier.player.name })
    : t('page.loading', { no: param });

  return (
    <PageLayout title={title} actions={dossier ? <WorkflowActions dossier={dossier} /> : null}>
      <BackLink to="/volley/transfers">{t('page.back')}</BackLink>
      <QueryContent
        query={query}
        notFound={no === undefined}
        notFoundText={t('page.notFound', { no: param })}
        loadingText={t('page.loadingText')}
        retryLabel={t('page.retry')}
      >
        {(data) => <Dossier dossier={data} />}
      </QueryContent>
    </PageLayout>
  );
}
