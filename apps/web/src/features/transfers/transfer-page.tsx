import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { errorMessage } from '../../lib/error-message';
import { httpStatusOf } from '../../lib/http';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
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

/** Statuses meaning "no such transfer for you": the server hides transfers from non-parties. */
const NOT_FOUND_STATUSES: ReadonlySet<number | undefined> = new Set([403, 404]);

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
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
  const query = useQuery({ ...transferQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  const title = dossier
    ? t('page.title', { no: dossier.no, player: dossier.player.name })
    : t('page.loading', { no: param });

  let content;
  if (no === undefined || NOT_FOUND_STATUSES.has(httpStatusOf(query.error)))
    content = <Alert tone="error">{t('page.notFound', { no: param })}</Alert>;
  else if (dossier) content = <Dossier dossier={dossier} />;
  else if (query.isError)
    content = (
      <Alert tone="error" className="flex flex-wrap items-center gap-2">
        <span>{errorMessage(query.error)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  else
    content = (
      <p role="status" className="text-sm text-slate-600">
        {t('page.loadingText')}
      </p>
    );

  return (
    <PageLayout title={title} actions={dossier ? <WorkflowActions dossier={dossier} /> : null}>
      <p className="text-sm">
        <TextLink to="/volley/transfers" className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.back')}
        </TextLink>
      </p>
      {content}
    </PageLayout>
  );
}
