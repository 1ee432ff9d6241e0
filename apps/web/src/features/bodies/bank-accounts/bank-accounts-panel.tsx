import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@libero/shared/auth/permissions';
import { maskedAccount } from '@libero/shared/bodies/bank-accounts';
import { formatDate } from '../../../lib/dates/date-formats';
import { actorOf } from '../../../lib/session/actor';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { AdminSteps, WriterSteps } from './bank-account-actions';
import { BankAccountCard, ProofLink } from './bank-account-card';
import { BankAccountDialog } from './bank-account-dialog';
import { useBankAccounts, type BankAccountRow } from './bank-accounts-api';

/** The accounts in use before the active one: where earlier payments went. */
function EarlierAccounts({ accounts }: { accounts: readonly BankAccountRow[] }) {
  const { t } = useTranslation('bodies');
  if (accounts.length === 0) return null;
  return (
    <section aria-label={t('bankAccounts.history')} className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{t('bankAccounts.history')}</h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {accounts.map((account) => (
          <li key={account.no} className="flex flex-wrap gap-x-3">
            <span>
              {account.bankName}, {maskedAccount(account.iban, account.accountNumber)} ({account.currency})
            </span>
            <span className="text-slate-600">
              {t('bankAccounts.replacedOn', { date: account.replacedAt ? formatDate(account.replacedAt) : '' })}
            </span>
            <ProofLink account={account} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A federation's payment details on its profile, for its own users and admins only: the active
 * account, the new one waiting for an admin (who verifies or rejects it there), and earlier ones.
 */
export function BankAccountsPanel({ federationNo }: { federationNo: number }) {
  const { t } = useTranslation('bodies');
  const admin = isAdmin(actorOf(useCurrentUser()));
  const query = useBankAccounts(federationNo);
  const [editing, setEditing] = useState<BankAccountRow | 'new' | null>(null);
  const accounts = query.data ?? [];
  const active = accounts.find((account) => account.status === 'active');
  const pending = accounts.find((account) => account.status === 'submitted' || account.status === 'rejected');
  const earlier = accounts.filter((account) => account.status === 'replaced');

  return (
    <FoldablePanel title={t('bankAccounts.title')} loading={query.isPending}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t('bankAccounts.intro')}</p>
        {query.isError ? <Alert tone="error">{String(query.error.message)}</Alert> : null}
        {active ? (
          <BankAccountCard account={active} title={t('bankAccounts.active')} />
        ) : query.isSuccess ? (
          <Alert tone="warning">{t('bankAccounts.none')}</Alert>
        ) : null}
        {pending ? (
          <BankAccountCard account={pending} title={t('bankAccounts.pending')}>
            {pending.status === 'rejected' && pending.rejectReason ? (
              <Alert tone="error">{t('bankAccounts.rejectedBecause', { reason: pending.rejectReason })}</Alert>
            ) : (
              <p className="text-sm text-slate-600">
                {pending.proofFileName ? t('bankAccounts.waitsForAdmin') : t('bankAccounts.waitsForProof')}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-2">
              {admin ? <AdminSteps account={pending} /> : null}
              <WriterSteps account={pending} onEdit={() => setEditing(pending)} />
            </div>
          </BankAccountCard>
        ) : query.isSuccess ? (
          <div>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {t('bankAccounts.new')}
            </Button>
          </div>
        ) : null}
        <EarlierAccounts accounts={earlier} />
      </div>
      {editing ? (
        <BankAccountDialog
          federationNo={federationNo}
          account={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FoldablePanel>
  );
}
