import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { useBankAccountStep, useUploadProof, type BankAccountRow } from './bank-accounts-api';

const NOTICE_MS = 5000;

/** The proof chosen in the file dialog goes up at once, at the version shown. */
function ProofUpload({ account }: { account: BankAccountRow }) {
  const { t } = useTranslation('bodies');
  const upload = useUploadProof();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.webp"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('bankAccounts.chooseProof')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate({ no: account.no, version: account.version, file });
          event.target.value = '';
        }}
      />
      <Button variant="secondary" pending={upload.isPending} onClick={() => input.current?.click()}>
        {account.proofFileName ? t('bankAccounts.replaceProof') : t('bankAccounts.uploadProof')}
      </Button>
    </>
  );
}

/** Withdraws an account not yet in use, once asked. */
function WithdrawButton({ account }: { account: BankAccountRow }) {
  const { t } = useTranslation(['bodies', 'common']);
  const { remove } = useCommand('BankAccount');
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(
      { no: account.no, version: account.version },
      {
        onSuccess: () =>
          notify({
            kind: 'bank-account-withdrawn',
            tone: 'success',
            message: t('bankAccounts.withdrawn'),
            duration: NOTICE_MS,
          }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      <Button variant="ghost" className="text-red-700" onClick={() => setAsking(true)}>
        {t('bankAccounts.withdraw')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('bankAccounts.withdrawTitle')}
        message={t('bankAccounts.withdrawMessage')}
        confirmLabel={t('bankAccounts.withdraw')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}

/** An admin's rejection: the reason is required, and the federation is told it. */
function RejectDialog({ account, onClose }: { account: BankAccountRow; onClose: () => void }) {
  const { t } = useTranslation(['bodies', 'common']);
  const step = useBankAccountStep();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    step.mutate({ account, step: 'reject', reason }, { onSuccess: onClose });
  };
  return (
    <FormDialog open onClose={onClose} title={t('bankAccounts.rejectTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextAreaField
          label={t('bankAccounts.rejectReason')}
          value={reason}
          required
          maxLength={1000}
          error={missing && reason.trim() === '' ? t('common:validation.required') : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {step.isError ? <Alert tone="error">{errorMessage(step.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" pending={step.isPending}>
            {t('bankAccounts.reject')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** An admin verifies a submitted account once its proof is in, or rejects it. */
export function AdminSteps({ account }: { account: BankAccountRow }) {
  const { t } = useTranslation(['bodies', 'common']);
  const step = useBankAccountStep();
  const [open, setOpen] = useState<'verify' | 'reject' | null>(null);
  if (account.status !== 'submitted') return null;
  return (
    <>
      <Button disabled={!account.proofFileName} onClick={() => setOpen('verify')}>
        {t('bankAccounts.verify')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('reject')}>
        {t('bankAccounts.reject')}
      </Button>
      <ConfirmDialog
        open={open === 'verify'}
        title={t('bankAccounts.verifyTitle')}
        message={t('bankAccounts.verifyMessage')}
        confirmLabel={t('bankAccounts.verify')}
        cancelLabel={t('common:actions.cancel')}
        pending={step.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => step.mutate({ account, step: 'verify' }, { onSettled: () => setOpen(null) })}
      />
      {open === 'reject' ? <RejectDialog account={account} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** What the federation (or an admin for it) does with an account waiting: correct it, add its proof, withdraw it. */
export function WriterSteps({ account, onEdit }: { account: BankAccountRow; onEdit: () => void }) {
  const { t } = useTranslation('bodies');
  return (
    <>
      <Button variant="secondary" onClick={onEdit}>
        {t('bankAccounts.edit')}
      </Button>
      {account.status === 'submitted' ? <ProofUpload account={account} /> : null}
      <WithdrawButton account={account} />
    </>
  );
}
