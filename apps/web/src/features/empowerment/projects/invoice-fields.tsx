import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZInvoiceInput, type TInvoice } from '@libero/shared/empowerment/empowerment-api';
import { fieldErrorText } from '../../../lib/form';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { NumberInput } from '../../../lib/forms/number-input';
import { dateFormat, required } from '../../../lib/forms/rules';
import { TextField } from '../../../ui/text-field';
import { decimalText, minorUnits } from './project-format';

/** The most an invoice may be, in currency units (the API's bound is in minor units). */
const MAX_AMOUNT = 100_000_000;
const MAX_DESCRIPTION = 200;
const MAX_REFERENCE = 60;

/** What an invoice's form holds: the amount as typed in currency units, no day as `''`. */
export type InvoiceFieldsValues = { description: string; reference: string; issuedOn: string; amount: string };

/** The fields, checked with the API's own bounds. */
export const invoiceFieldsShape = {
  description: ZInvoiceInput.shape.description,
  reference: ZInvoiceInput.shape.reference,
  issuedOn: z.string().check(dateFormat('yyyy-MM-dd')),
  amount: z.string().check(required()),
};

/** The API's names of the fields (in a refusal's `detail`), and the form's. */
export const INVOICE_FIELDS = {
  description: 'description',
  reference: 'reference',
  issuedOn: 'issuedOn',
  amountMinor: 'amount',
} as const;

export const NO_INVOICE: InvoiceFieldsValues = { description: '', reference: '', issuedOn: '', amount: '' };

export function invoiceFieldsOf(invoice: TInvoice): InvoiceFieldsValues {
  return {
    description: invoice.description,
    reference: invoice.reference,
    issuedOn: invoice.issuedOn ?? '',
    amount: decimalText(invoice.amountMinor),
  };
}

/** The invoice as the API takes it, from the form's values (already checked). */
export function invoiceInputOf(values: InvoiceFieldsValues) {
  return {
    description: values.description,
    reference: values.reference,
    issuedOn: values.issuedOn === '' ? null : values.issuedOn,
    amountMinor: minorUnits(values.amount),
  };
}

/** The amount in currency units, with cents: "1250.50". */
function AmountField({ currency }: { currency: string }) {
  const { t } = useTranslation('projects');
  const { control } = useFormContext<InvoiceFieldsValues>();
  return (
    <Controller
      control={control}
      name="amount"
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={t('invoices.fields.amount', { currency })}
          hint={t('invoices.fields.amountHint', { currency })}
          format="string"
          decimals={2}
          min={0}
          max={MAX_AMOUNT}
          required
          error={fieldErrorText(fieldState.error)}
          value={field.value}
          onChange={(value) => field.onChange(value === null ? '' : String(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** An invoice's description, supplier's number, day of issue and amount. */
export function InvoiceFields({ currency }: { currency: string }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  const { control, register, formState } = useFormContext<InvoiceFieldsValues>();
  return (
    <>
      <TextField
        label={t('empowerment:fields.description')}
        required
        maxLength={MAX_DESCRIPTION}
        error={fieldErrorText(formState.errors.description)}
        {...register('description')}
      />
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <TextField
          label={t('empowerment:fields.reference')}
          hint={t('projects:invoices.fields.referenceHint')}
          maxLength={MAX_REFERENCE}
          error={fieldErrorText(formState.errors.reference)}
          {...register('reference')}
        />
        <FormDateInput control={control} name="issuedOn" label={t('empowerment:fields.issuedOn')} />
      </div>
      <AmountField currency={currency} />
    </>
  );
}
