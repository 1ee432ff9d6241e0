import { useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import type { ZCatalogue } from '@libero/shared/empowerment/empowerment-api';
import { FormSelect } from '../../../lib/forms/form-select';
import { Button } from '../../../ui/button';
import { MAX_ITEMS, NEW_ITEM, type ApplicationFormValues } from './application-form';
import { CountInput } from '../count-input';
import { useFormatMoney } from '../use-format-money';

type Catalogue = z.infer<typeof ZCatalogue>;

const MAX_ITEM_QUANTITY = 10_000;
const IN_CELL = '[&>label]:sr-only';
const TH = 'px-2 pb-1 font-medium';

type ItemRowProps = { index: number; catalogue: Catalogue; onRemove: () => void };

function ItemRow({ index, catalogue, onRemove }: ItemRowProps) {
  const { t } = useTranslation('applications');
  const { control } = useFormContext<ApplicationFormValues>();
  const item = useWatch({ control, name: `details.items.${index}` });
  const formatMoney = useFormatMoney();
  const number = index + 1;
  const known = catalogue.items.find((entry) => entry.code === item?.code);
  const options = catalogue.items.map((entry) => ({ value: entry.code, label: `${entry.name} (${entry.unit})` }));
  return (
    <tr className="align-top">
      <td className="min-w-56 px-2 py-1.5">
        <FormSelect
          control={control}
          name={`details.items.${index}.code`}
          label={t('items.itemOf', { number })}
          className={IN_CELL}
          options={options}
          emptyLabel={t('form.choose')}
        />
      </td>
      <td className="w-24 px-2 py-1.5">
        <CountInput
          control={control}
          name={`details.items.${index}.quantity`}
          label={t('items.quantityOf', { number })}
          className={IN_CELL}
          min={1}
          max={MAX_ITEM_QUANTITY}
        />
      </td>
      <td className="px-2 py-3 text-right whitespace-nowrap tabular-nums">
        {known ? formatMoney(known.unitPriceMinor, catalogue.currency) : ''}
      </td>
      <td className="px-2 py-3 text-right whitespace-nowrap tabular-nums">
        {known ? formatMoney(known.unitPriceMinor * (item?.quantity ?? 0), catalogue.currency) : ''}
      </td>
      <td className="px-2 py-1.5">
        <Button variant="ghost" onClick={onRemove} aria-label={t('items.remove', { number })}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </td>
    </tr>
  );
}

/** The equipment asked for: items of the catalogue with their quantities, priced as the catalogue says. */
export function EquipmentItemsFields({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation('applications');
  const { control, formState } = useFormContext<ApplicationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'details.items' });
  // No item at all: the list itself is refused (under `root` once rows were registered).
  const itemsError = formState.errors.details as { items?: FieldError & { root?: FieldError } } | undefined;
  const listError = Boolean(itemsError?.items?.message ?? itemsError?.items?.root?.message);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('items.title')}</legend>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('items.title')}</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className={TH}>
                {t('items.item')}
              </th>
              <th scope="col" className={TH}>
                {t('items.quantity')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('items.unitPrice')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('items.lineTotal')}
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">{t('budget.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {fields.map((field, index) => (
              <ItemRow key={field.id} index={index} catalogue={catalogue} onRemove={() => remove(index)} />
            ))}
          </tbody>
        </table>
      </div>
      {listError || fields.length === 0 ? (
        <p className={`text-sm ${listError ? 'text-red-700' : 'text-slate-600'}`}>{t('items.required')}</p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_ITEMS}
          onClick={() => append({ ...NEW_ITEM }, { focusName: `details.items.${fields.length}.code` })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('items.add')}
        </Button>
      </div>
    </fieldset>
  );
}
