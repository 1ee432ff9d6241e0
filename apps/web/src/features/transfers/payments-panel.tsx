import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { FoldablePanel } from '../../ui/foldable-panel';
import { DetailsList } from '../../ui/details-list';
import { RecordPaymentForm } from './record-payment-form';
import { transferDocumentUrl } from './transfer-api';
import { formatDay, formatMoney } from './transfer-format';

type Payment = TTransferDossier['payments'][number];

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap';

/** Where to pay, once the player and the receiving club have signed. */
function PaymentDetails({ details }: { details: NonNullable<TTransferDossier['paymentDetails']> }) {
  const { t } = useTranslation('transfers');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2">
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-sky-950">
        {t('payments.details')}
      </h3>
      <DetailsList
        details={[
          { term: t('payments.reference'), value: details.reference },
          { term: t('payments.amount'), value: formatMoney(details.amountMinor, details.currency) },
          { term: t('payments.currency'), value: details.currency },
          { term: t('payments.payee'), value: details.payee },
        ]}
      />
    </section>
  );
}

function PaymentRow({ transferNo, payment }: { transferNo: number; payment: Payment }) {
  const { t } = useTranslation('transfers');
  const day = formatDay(payment.paidOn);
  return (
    <tr>
      <td className={TD}>{day}</td>
      <td className={`${TD} text-right tabular-nums`}>{formatMoney(payment.amountMinor, payment.currency)}</td>
      <td className={`${TD} max-w-48 truncate`}>{payment.reference}</td>
      <td className={TD}>{payment.recordedBy ?? '—'}</td>
      <td className={TD}>
        {payment.proofDocumentNo !== null ? (
          <a
            href={transferDocumentUrl(transferNo, payment.proofDocumentNo)}
            download
            aria-label={t('payments.proofOf', { day })}
            className="text-sky-800 underline-offset-2 hover:underline"
          >
            {t('payments.proof')}
          </a>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

function PaymentsTable({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  if (dossier.payments.length === 0) return <p className="mt-3 text-sm text-slate-600">{t('payments.empty')}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-900">{t('payments.list')}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className={TH}>
              {t('payments.paidOn')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('payments.amount')}
            </th>
            <th scope="col" className={TH}>
              {t('payments.reference')}
            </th>
            <th scope="col" className={TH}>
              {t('payments.recordedBy')}
            </th>
            <th scope="col" className={TH}>
              {t('payments.proof')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {dossier.payments.map((payment) => (
            <PaymentRow key={payment.no} transferNo={dossier.no} payment={payment} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The fee, what is paid so far, where to pay, the payments recorded, and "Record payment" when allowed. */
export function PaymentsPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const { fee } = dossier;
  let feeText = t('payments.noFee');
  if (dossier.exempt) feeText = t('payments.exempt');
  else if (fee) feeText = formatMoney(fee.amountMinor, fee.currency);
  return (
    <FoldablePanel title={t('payments.title')}>
      <DetailsList
        details={[
          { term: t('payments.fee'), value: feeText },
          {
            term: t('payments.paid'),
            value: formatMoney(dossier.paidMinor, fee?.currency ?? dossier.paymentDetails?.currency),
          },
        ]}
      />
      {dossier.paymentDetails ? <PaymentDetails details={dossier.paymentDetails} /> : null}
      <PaymentsTable dossier={dossier} />
      {dossier.actions.recordPayment ? <RecordPaymentForm dossier={dossier} /> : null}
    </FoldablePanel>
  );
}
