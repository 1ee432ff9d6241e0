import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@libero/shared/bodies/bank-accounts';
import { formatDate } from '../../../lib/dates/date-formats';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { DetailsList, type Detail } from '../../../ui/details-list';
import { TEXT_LINK_CLASS } from '../../../ui/text-link';
import { countryLabel } from '../body-cells';
import { useLanguage } from '../use-language';
import { proofUrl, type BankAccountRow } from './bank-accounts-api';

const TONES: Record<BankAccountRow['status'], BadgeTone> = {
  submitted: 'warning',
  active: 'success',
  rejected: 'danger',
  replaced: 'neutral',
};

export function BankAccountStatus({ status }: { status: BankAccountRow['status'] }) {
  const { t } = useTranslation('bodies');
  return <Badge tone={TONES[status]}>{t(`bankAccountStatuses.${status}`)}</Badge>;
}

/** Who did what when: "Verified on 3 May 2026 by Ana Silva". */
function stamp(at: string | null, by: string | null) {
  return { date: at ? formatDate(at) : '', name: by ?? '—' };
}

/** The bank's proof, to download; or that it is missing. */
export function ProofLink({ account }: { account: BankAccountRow }) {
  const { t } = useTranslation('bodies');
  if (!account.proofFileName) return <span className="text-slate-600">{t('bankAccounts.proofMissing')}</span>;
  return (
    <a href={proofUrl(account.no)} download className={TEXT_LINK_CLASS}>
      {account.proofFileName}
    </a>
  );
}

/** One account's details, with what is said of it (who submitted or verified it) and its actions below. */
export function BankAccountCard({
  account,
  title,
  children,
}: {
  account: BankAccountRow;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('bodies');
  const language = useLanguage();
  const label = (field: string) => t(`bankAccountFields.${field}` as 'bankAccountFields.iban');
  const details: Detail[] = [
    { term: label('accountHolder'), value: account.accountHolder },
    {
      term: label('bankName'),
      value: account.bankAddress ? `${account.bankName}, ${account.bankAddress}` : account.bankName,
    },
    account.iban
      ? { term: label('iban'), value: <span className="font-mono">{formatIban(account.iban)}</span> }
      : { term: label('accountNumber'), value: <span className="font-mono">{account.accountNumber}</span> },
    { term: label('bic'), value: <span className="font-mono">{account.bic}</span> },
    { term: label('currency'), value: account.currency },
    { term: label('country'), value: countryLabel(account.countryCode, language) },
    { term: label('proof'), value: <ProofLink account={account} /> },
  ];
  const said =
    account.status === 'active'
      ? t('bankAccounts.verifiedOn', stamp(account.verifiedAt, account.verifiedBy))
      : t('bankAccounts.submittedOn', stamp(account.submittedAt, account.submittedBy));
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <BankAccountStatus status={account.status} />
        <span className="text-xs text-slate-600">{said}</span>
      </header>
      <DetailsList details={details} />
      {children}
    </section>
  );
}
