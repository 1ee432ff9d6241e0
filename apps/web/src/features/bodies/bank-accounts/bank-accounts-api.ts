import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BANK_ACCOUNT_STATUSES } from '@libero/shared/bodies/bank-accounts';
import { BankAccount } from '@libero/shared/registry/bank-accounts';
import { entityKeys, entityListQuery } from '../../../lib/entities/entity-queries';
import { http, parseAnswer, postJson } from '../../../lib/http';
import { notify } from '../../../lib/notifications/notifications-store';

const UPLOAD_TIMEOUT_MS = 60_000;
const NOTICE_MS = 5000;

export const ZBankAccountRow = z.object({
  no: z.number(),
  noFederation: z.number(),
  federationCode: z.string(),
  accountHolder: z.string(),
  bankName: z.string(),
  bankAddress: z.string().nullable(),
  iban: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bic: z.string(),
  currency: z.string(),
  countryCode: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  rejectReason: z.string().nullable(),
  proofFileName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  replacedAt: z.string().nullable(),
  version: z.number(),
});
export type BankAccountRow = z.infer<typeof ZBankAccountRow>;

const FIELDS = Object.keys(BankAccount.fields).filter((name) => name !== 'FederationName');

/** A federation's accounts, newest first. */
export function useBankAccounts(federationNo: number) {
  return useQuery({
    ...entityListQuery('BankAccount', { fields: FIELDS, filter: { NoFederation: federationNo }, sort: ['-No'] }),
    select: (answer) => z.array(ZBankAccountRow).parse((answer as { data: unknown }).data),
  });
}

export const proofUrl = (no: number) => `/api/bank-accounts/${no}/proof`;

const ZStepAnswer = z.object({ no: z.number(), status: z.enum(BANK_ACCOUNT_STATUSES), version: z.number() });

/** Refreshes every read of bank accounts once a command went through (or not: the list shows what is). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: entityKeys.all('BankAccount') });
}

/** An admin's verification or rejection (with its reason) of an account, at the version read. */
export function useBankAccountStep() {
  const { t } = useTranslation('bodies');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      account,
      step,
      reason = '',
    }: {
      account: BankAccountRow;
      step: 'verify' | 'reject';
      reason?: string;
    }) => postJson(`/api/bank-accounts/${account.no}/${step}`, { version: account.version, reason }, ZStepAnswer),
    onSuccess: (_answer, { step }) =>
      notify({
        kind: `bank-account-${step}`,
        tone: 'success',
        message: t(step === 'verify' ? 'bankAccounts.verified' : 'bankAccounts.rejected'),
        duration: NOTICE_MS,
      }),
    onSettled: refresh,
  });
}

const ZProofAnswer = z.object({ no: z.number(), version: z.number(), proofFileName: z.string() });

/** Uploads (or replaces) the bank's proof of an account waiting for verification. */
async function uploadProof(no: number, version: number, file: File) {
  const body = new FormData();
  // The version first: the server reads the file as it streams in.
  body.append('version', String(version));
  body.append('file', file);
  const path = `/api/bank-accounts/${no}/proof`;
  const answer = await http.put(path, { body, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(ZProofAnswer, answer, `PUT ${path}`);
}

/** Uploads the proof of account `no` at `version`; says whether it went through. */
export function useUploadProof() {
  const { t } = useTranslation('bodies');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ no, version, file }: { no: number; version: number; file: File }) => uploadProof(no, version, file),
    onSuccess: () =>
      notify({
        kind: 'bank-account-proof',
        tone: 'success',
        message: t('bankAccounts.proofUploaded'),
        duration: NOTICE_MS,
      }),
    onSettled: refresh,
  });
}
