import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ibanCountry, isAccountNumber, isBic, isCurrencyCode, isIban } from '@libero/shared/bodies/bank-accounts';
import { BankAccount } from '@libero/shared/registry/bank-accounts';
import { useCommand } from '../../../lib/entities/entity-queries';
import { useValidatedForm } from '../../../lib/form';
import { EntityFormField } from '../../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import { FileField } from '../../../lib/forms/file-field';
import { notify } from '../../../lib/notifications/notifications-store';
import { FormDialog } from '../../../ui/form-dialog';
import {
  DialogButtons,
  formSpecs,
  PLAIN_SETTING,
  RefusalAlert,
  showRefusal,
  specNamed,
} from '../../../lib/forms/record-dialog-parts';
import { useUploadProof, type BankAccountRow } from './bank-accounts-api';

const FIELDS = [
  'AccountHolder',
  'BankName',
  'BankAddress',
  'Iban',
  'AccountNumber',
  'Bic',
  'Currency',
  'CountryCode',
] as const;
const NOTICE_MS = 5000;

const ZSaved = z.object({ data: z.looseObject({ no: z.number(), version: z.number() }) });

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What the registry's rules cannot say: the IBAN's checksum and country, the BIC, the currency. */
function checkAccount(values: EntityFormValues, context: z.core.$RefinementCtx<EntityFormValues>) {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const iban = text(values.Iban);
  const number = text(values.AccountNumber);
  if (iban === '' && number === '') issue('Iban', 'ibanOrNumber');
  else if (iban !== '' && !isIban(iban)) issue('Iban', 'iban');
  else if (iban !== '' && text(values.CountryCode) !== '' && ibanCountry(iban) !== text(values.CountryCode))
    issue('CountryCode', 'ibanCountry');
  if (number !== '' && !isAccountNumber(number)) issue('AccountNumber', 'accountNumber');
  if (text(values.Bic) !== '' && !isBic(text(values.Bic))) issue('Bic', 'bic');
  if (text(values.Currency) !== '' && !isCurrencyCode(text(values.Currency).toUpperCase()))
    issue('Currency', 'currency');
}

/** The bank's proof, chosen with a new account (then uploaded once the account is saved). */
function ProofField({ onChange }: { onChange: (file: File | null) => void }) {
  const { t } = useTranslation('bodies');
  return <FileField label={t('bankAccounts.chooseProof')} hint={t('bankAccounts.proofHint')} onChange={onChange} />;
}

type Props = { federationNo: number; account?: BankAccountRow | undefined; onClose: () => void };

/**
 * A federation's new account, or the correction of one waiting (or sent back): checked as it is
 * typed, saved through the gateway, then its proof uploaded when one was chosen.
 */
export function BankAccountDialog({ federationNo, account, onClose }: Props) {
  const { t } = useTranslation('bodies');
  const specs = useMemo(() => formSpecs(BankAccount, FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs).superRefine(checkAccount));
  const [defaults] = useState(() => formDefaults(specs, account));
  const form = useValidatedForm(schema, defaults);
  const { save: saveRecord } = useCommand('BankAccount', { silent: true });
  const upload = useUploadProof();
  const [proof, setProof] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<unknown>();

  const save = async (values: EntityFormValues) => {
    setRefusal(undefined);
    const base = account ? { no: account.no, version: account.version, defaults } : undefined;
    const attributes = saveAttributes(specs, values, base);
    try {
      const answer = await saveRecord.mutateAsync(account ? attributes : { ...attributes, NoFederation: federationNo });
      const saved = ZSaved.parse(answer).data;
      notify({ kind: 'bank-account-saved', tone: 'success', message: t('bankAccounts.saved'), duration: NOTICE_MS });
      onClose();
      // The proof goes with the version the save left; it says itself whether it went through.
      if (proof) upload.mutate({ no: saved.no, version: saved.version, file: proof });
    } catch (error) {
      showRefusal(form, setRefusal, error, FIELDS);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      size="wide"
      title={account ? t('bankAccounts.editTitle') : t('bankAccounts.newTitle')}
      description={t('bankAccounts.newDescription')}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)}
          className="flex flex-col gap-3"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <EntityFormField spec={specNamed(specs, 'AccountHolder')} setting={PLAIN_SETTING} />
            <EntityFormField spec={specNamed(specs, 'BankName')} setting={PLAIN_SETTING} />
          </div>
          <EntityFormField spec={specNamed(specs, 'BankAddress')} setting={PLAIN_SETTING} />
          <p className="text-sm text-slate-600">{t('bankAccounts.numberHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <EntityFormField spec={specNamed(specs, 'Iban')} setting={PLAIN_SETTING} />
            <EntityFormField spec={specNamed(specs, 'AccountNumber')} setting={PLAIN_SETTING} />
            <EntityFormField spec={specNamed(specs, 'Bic')} setting={PLAIN_SETTING} />
            <EntityFormField spec={specNamed(specs, 'Currency')} setting={PLAIN_SETTING} />
            <EntityFormField spec={specNamed(specs, 'CountryCode')} setting={PLAIN_SETTING} />
          </div>
          {account ? null : <ProofField onChange={setProof} />}
          <RefusalAlert error={refusal} />
          <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
