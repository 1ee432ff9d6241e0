import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '@libero/shared/statuses/statuses';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';

type SignatureState = TTransferDossier['signatures'][number]['state'];

const BADGE =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

const STATUS_TONES: Record<TransferStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  inProgress: 'bg-sky-50 text-sky-800 ring-sky-200',
  awaitingFederations: 'bg-sky-50 text-sky-800 ring-sky-200',
  awaitingPayment: 'bg-amber-50 text-amber-900 ring-amber-200',
  paymentInReview: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-300',
  released: 'bg-slate-100 text-slate-700 ring-slate-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const STATE_TONES: Record<SignatureState, string> = {
  signed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  awaiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  waiting: 'bg-slate-100 text-slate-700 ring-slate-300',
  notRequired: 'bg-white text-slate-500 ring-slate-200',
};

/** A transfer's status, coloured by where it stands (open, waiting for money, certified, closed). */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('transfers');
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{t(`statuses.${status}`)}</span>;
}

/** Where a party's signature stands: signed, awaited now, waiting for an earlier stage, not required. */
export function SignatureStateBadge({ state }: { state: SignatureState }) {
  const { t } = useTranslation('transfers');
  return <span className={`${BADGE} ${STATE_TONES[state]}`}>{t(`signatureStates.${state}`)}</span>;
}
