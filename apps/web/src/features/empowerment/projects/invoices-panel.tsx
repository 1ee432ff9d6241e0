import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Upload } from 'lucide-react';
import type { TInvoice, TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import type { InvoiceStep } from '@libero/shared/empowerment/invoices';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { InvoiceEditDialog } from './invoice-edit-dialog';
import { ConfirmInvoiceStep, RejectInvoiceDialog, type ConfirmedInvoiceStep } from './invoice-step-dialogs';
import { InvoiceUploadDialog } from './invoice-upload-dialog';
import { InvoiceStatusBadge } from './project-badges';
import { invoiceDocumentUrl } from './project-api';
import { formatDay, money } from './project-format';

/** What a row's button opens: the upload, the edit, a rejection's reason, or a step's confirmation. */
type Asking = { invoice: TInvoice; what: 'edit' | InvoiceStep };

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap';
const LINK = 'text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600';

type RowProps = { invoice: TInvoice; currency: string; onAsk: (asking: Asking) => void };

/** The buttons of a row, as the invoice's `canEdit` and `steps` allow, each told which invoice it is for. */
function RowActions({ invoice, describedBy, onAsk }: Omit<RowProps, 'currency'> & { describedBy: string }) {
  const { t } = useTranslation('projects');
  const ask = (what: Asking['what']) => () => onAsk({ invoice, what });
  return (
    <div className="flex flex-wrap gap-1.5">
      {invoice.steps.includes('upload') ? (
        <Button aria-describedby={describedBy} onClick={ask('upload')}>
          <Upload aria-hidden="true" className="size-4" />
          {t('invoices.upload.button')}
        </Button>
      ) : null}
      {invoice.canEdit ? (
        <Button variant="secondary" aria-describedby={describedBy} onClick={ask('edit')}>
          {t('invoices.edit.button')}
        </Button>
      ) : null}
      {invoice.steps
        .filter((step) => step !== 'upload')
        .map((step) => (
          <Button key={step} variant="secondary" aria-describedby={describedBy} onClick={ask(step)}>
            {t(`invoices.steps.${step}.action`)}
          </Button>
        ))}
    </div>
  );
}

function InvoiceRow({ invoice, currency, onAsk }: RowProps) {
  const { t } = useTranslation('projects');
  const descriptionId = useId();
  return (
    <tr className="align-top">
      <td id={descriptionId} className="min-w-40 py-1.5 pr-3 break-words">
        {invoice.description}
      </td>
      <td className={TD}>{invoice.reference}</td>
      <td className={TD}>{invoice.issuedOn ? formatDay(invoice.issuedOn) : ''}</td>
      <td className={`${TD} text-right tabular-nums`}>{money(invoice.amountMinor, currency)}</td>
      <td className="py-1.5 pr-3">
        <InvoiceStatusBadge status={invoice.status} />
        {invoice.rejectReason ? (
          <p className="mt-1 max-w-64 text-xs break-words whitespace-pre-line text-slate-700">
            {t('invoices.rejectReason', { reason: invoice.rejectReason })}
          </p>
        ) : null}
        {invoice.paidTo ? (
          <p className="mt-1 max-w-64 text-xs break-words text-slate-700">
            {t('invoices.paidTo', { account: invoice.paidTo })}
          </p>
        ) : null}
      </td>
      <td className="py-1.5 pr-3 break-all">
        {invoice.document ? (
          <a href={invoiceDocumentUrl(invoice.no)} download className={LINK}>
            {invoice.document.fileName}
          </a>
        ) : null}
      </td>
      <td className="py-1.5">
        <RowActions invoice={invoice} describedBy={descriptionId} onAsk={onAsk} />
      </td>
    </tr>
  );
}

function InvoicesTable({ dossier, onAsk }: { dossier: TProjectDossier; onAsk: (asking: Asking) => void }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  const headers = [
    t('empowerment:fields.description'),
    t('empowerment:fields.reference'),
    t('empowerment:fields.issuedOn'),
    t('empowerment:fields.amount'),
    t('empowerment:fields.status'),
    t('projects:invoices.document'),
    t('projects:invoices.actions'),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('projects:invoices.title')}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`${TH} ${index === 3 ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {dossier.invoices.map((invoice) => (
            <InvoiceRow key={invoice.no} invoice={invoice} currency={dossier.currency} onAsk={onAsk} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The dialog a row's button opened. */
function AskingDialog({ dossier, asking, onClose }: { dossier: TProjectDossier; asking: Asking; onClose: () => void }) {
  const { invoice, what } = asking;
  const props = { dossier, invoice, onClose };
  switch (what) {
    case 'upload':
      return <InvoiceUploadDialog {...props} />;
    case 'edit':
      return <InvoiceEditDialog {...props} />;
    case 'reject':
      return <RejectInvoiceDialog {...props} />;
    default:
      return <ConfirmInvoiceStep {...props} step={what satisfies ConfirmedInvoiceStep} />;
  }
}

/**
 * The project's invoices: what each is, its status and document, and the steps the dossier allows
 * the viewer on it (the federation uploads, the reviewers accept or reject, then pay).
 */
export function InvoicesPanel({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation('projects');
  const [asking, setAsking] = useState<Asking>();
  const [adding, setAdding] = useState(false);
  const close = () => setAsking(undefined);
  return (
    <FoldablePanel
      title={t('invoices.title')}
      actions={
        dossier.canAddInvoice ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('invoices.add.button')}
          </Button>
        ) : null
      }
    >
      {dossier.invoices.length === 0 ? (
        <p className="text-sm text-slate-600">{t('invoices.empty')}</p>
      ) : (
        <InvoicesTable dossier={dossier} onAsk={setAsking} />
      )}
      {asking ? <AskingDialog dossier={dossier} asking={asking} onClose={close} /> : null}
      {adding ? <InvoiceEditDialog dossier={dossier} onClose={() => setAdding(false)} /> : null}
    </FoldablePanel>
  );
}
