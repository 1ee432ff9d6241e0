import { type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, FormProvider, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { ZShipmentInput, type TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { FormSelect } from '../../../lib/forms/form-select';
import { NumberInput } from '../../../lib/forms/number-input';
import { required } from '../../../lib/forms/rules';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { addShipment, catalogueQuery } from './project-api';
import { money } from './project-format';
import { refusedField, settleDialog } from './project-refusals';
import { useProjectAction } from './use-project-action';

const MAX_ITEMS = 50;
const MAX_QUANTITY = 10_000;
const MAX_ADDRESS = 500;

const shipmentSchema = z.object({
  items: z
    .array(z.object({ code: z.string().check(required()), quantity: z.string().check(required()) }))
    .min(1)
    .max(MAX_ITEMS),
  deliveryAddress: ZShipmentInput.shape.deliveryAddress,
});
type ShipmentValues = z.output<typeof shipmentSchema>;

const SHIPMENT_FIELDS = { items: 'items', deliveryAddress: 'deliveryAddress' } as const;
const NO_ITEM = { code: '', quantity: '1' };

type ItemOption = { value: string; label: string };

function ItemRow({ index, options, onRemove }: { index: number; options: ItemOption[]; onRemove?: () => void }) {
  const { t } = useTranslation('projects');
  const { control } = useFormContext<ShipmentValues>();
  return (
    <fieldset className="grid grid-cols-1 items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_auto]">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {t('shipments.add.item', { number: index + 1 })}
      </legend>
      <FormSelect
        control={control}
        name={`items.${index}.code`}
        label={t('shipments.add.equipment')}
        options={options}
        emptyLabel={t('shipments.add.chooseEquipment')}
      />
      <Controller
        control={control}
        name={`items.${index}.quantity`}
        render={({ field, fieldState }) => (
          <NumberInput
            ref={field.ref}
            name={field.name}
            label={t('shipments.add.quantity')}
            format="string"
            decimals={0}
            min={1}
            max={MAX_QUANTITY}
            error={fieldErrorText(fieldState.error)}
            value={field.value}
            onChange={(value) => field.onChange(value === null ? '' : String(value))}
            onBlur={field.onBlur}
          />
        )}
      />
      {onRemove ? (
        <Button variant="secondary" className="sm:mt-6" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('shipments.add.remove', { number: index + 1 })}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The equipment of the catalogue, added and removed row by row. */
function ItemRows({ options }: { options: ItemOption[] }) {
  const { t } = useTranslation('projects');
  const { control } = useFormContext<ShipmentValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('shipments.add.items')}</legend>
      {fields.map((field, index) => (
        <ItemRow
          key={field.id}
          index={index}
          options={options}
          {...(fields.length > 1 ? { onRemove: () => remove(index) } : {})}
        />
      ))}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_ITEMS}
          onClick={() => append({ ...NO_ITEM }, { focusName: `items.${fields.length}.code` })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('shipments.add.addItem')}
        </Button>
      </div>
    </fieldset>
  );
}

/** A reviewer orders equipment of the catalogue for the project's federation, and says where to deliver it. */
export function NewShipmentDialog({ dossier, onClose }: { dossier: TProjectDossier; onClose: () => void }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  const catalogue = useQuery(catalogueQuery());
  const action = useProjectAction(dossier.no);
  const form = useValidatedForm(shipmentSchema, { items: [{ ...NO_ITEM }], deliveryAddress: '' });
  const options = (catalogue.data?.items ?? []).map((item) => ({
    value: item.code,
    label: t('projects:shipments.add.option', {
      name: item.name,
      unit: item.unit,
      price: money(item.unitPriceMinor, catalogue.data?.currency ?? dossier.currency),
    }),
  }));

  const send = async ({ items, deliveryAddress }: ShipmentValues) => {
    const input = {
      items: items.map((item) => ({ code: item.code, quantity: Number(item.quantity) })),
      deliveryAddress,
    };
    const outcome = await action.run({
      run: () => addShipment(dossier.no, input),
      done: t('projects:shipments.add.done'),
      shownBy: (error) => refusedField(error, SHIPMENT_FIELDS) !== undefined,
    });
    settleDialog(outcome, SHIPMENT_FIELDS, {
      close: onClose,
      showError: (field, message) =>
        field === 'items'
          ? form.setError('root.items', { type: 'server', message })
          : form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(send)(event);
  const title = t('projects:shipments.add.title');
  const itemsRefusal = form.formState.errors.root?.items?.message;

  return (
    <FormDialog open onClose={onClose} title={title} size="wide">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-3">
          {catalogue.isError ? <Alert tone="error">{errorMessage(catalogue.error)}</Alert> : null}
          <ItemRows options={options} />
          {itemsRefusal ? <Alert tone="error">{itemsRefusal}</Alert> : null}
          <TextAreaField
            label={t('projects:shipments.add.deliveryAddress')}
            required
            rows={3}
            maxLength={MAX_ADDRESS}
            error={fieldErrorText(form.formState.errors.deliveryAddress)}
            {...form.register('deliveryAddress')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('projects:dialog.cancel')}
            </Button>
            <Button type="submit" pending={action.pending} pendingLabel={t('projects:dialog.saving')}>
              {t('projects:shipments.add.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </FormDialog>
  );
}
