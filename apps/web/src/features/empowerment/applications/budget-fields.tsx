import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ListPlus, Plus, Trash2 } from 'lucide-react';
import { BUDGET_CATEGORIES, type ZCatalogueItem } from '@libero/shared/empowerment/empowerment-api';
import { FormSelect } from '../../../lib/forms/form-select';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import {
  budgetRowsTotal,
  lineTotal,
  MAX_BUDGET_LINES,
  NEW_BUDGET_ROW,
  type ApplicationFormValues,
  type BudgetRowValues,
} from './application-form';
import { CountInput } from '../count-input';
import { formErrorText } from '../form-error-text';
import { MoneyInput } from '../money-input';
import { useFormatMoney } from '../use-format-money';

type CatalogueItem = z.infer<typeof ZCatalogueItem>;

const MAX_DESCRIPTION = 200;
const MAX_QUANTITY = 100_000;
const MAX_UNIT_AMOUNT_MINOR = 10_000_000_000;
/** The fields of a row keep their labels for screen readers; the table's headers name them on screen. */
const IN_CELL = '[&>label]:sr-only';
const TH = 'px-2 pb-1 font-medium';

/** One budget line per item asked for, at its catalogue price. */
function itemLines(items: readonly { code: string; quantity: number | null }[], catalogue: readonly CatalogueItem[]) {
  return items.flatMap((item): BudgetRowValues[] => {
    const known = catalogue.find((entry) => entry.code === item.code);
    if (!known) return [];
    return [
      {
        description: known.name,
        category: 'equipment',
        quantity: item.quantity ?? 1,
        unitAmountMinor: known.unitPriceMinor,
      },
    ];
  });
}

function BudgetRow({ index, currency, onRemove }: { index: number; currency: string; onRemove: () => void }) {
  const { t } = useTranslation(['applications', 'empowerment']);
  const { control, register, formState } = useFormContext<ApplicationFormValues>();
  const line = useWatch({ control, name: `budget.${index}` });
  const formatMoney = useFormatMoney();
  const number = index + 1;
  const categories = BUDGET_CATEGORIES.map((category) => ({
    value: category,
    label: t(`empowerment:budgetCategories.${category}`),
  }));
  return (
    <tr className="align-top">
      <td className="min-w-56 px-2 py-1.5">
        <TextField
          label={t('budget.descriptionOf', { number })}
          className={IN_CELL}
          maxLength={MAX_DESCRIPTION}
          error={formErrorText(formState.errors.budget?.[index]?.description)}
          {...register(`budget.${index}.description`)}
        />
      </td>
      <td className="min-w-40 px-2 py-1.5">
        <FormSelect
          control={control}
          name={`budget.${index}.category`}
          label={t('budget.categoryOf', { number })}
          className={IN_CELL}
          options={categories}
          emptyLabel={t('form.choose')}
        />
      </td>
      <td className="w-24 px-2 py-1.5">
        <CountInput
          control={control}
          name={`budget.${index}.quantity`}
          label={t('budget.quantityOf', { number })}
          className={IN_CELL}
          min={1}
          max={MAX_QUANTITY}
        />
      </td>
      <td className="w-36 px-2 py-1.5">
        <MoneyInput
          control={control}
          name={`budget.${index}.unitAmountMinor`}
          label={t('budget.unitAmountOf', { number })}
          className={IN_CELL}
          maxMinor={MAX_UNIT_AMOUNT_MINOR}
        />
      </td>
      <td className="px-2 py-3 text-right whitespace-nowrap tabular-nums">
        {formatMoney(line ? lineTotal(line) : 0, currency)}
      </td>
      <td className="px-2 py-1.5">
        <Button variant="ghost" onClick={onRemove} aria-label={t('budget.remove', { number })}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </td>
    </tr>
  );
}

type BudgetFieldsProps = {
  /** The call's currency; empty until a call is chosen. */
  currency: string;
  /** For equipment: the catalogue the items come from, to fill the budget with them. */
  catalogue?: readonly CatalogueItem[] | undefined;
};

/** The budget's lines, added and removed, each with its total, and the budget's total. */
export function BudgetFields({ currency, catalogue }: BudgetFieldsProps) {
  const { t } = useTranslation('applications');
  const { control, getValues } = useFormContext<ApplicationFormValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'budget' });
  const lines = useWatch({ control, name: 'budget' });
  const formatMoney = useFormatMoney();
  const fillFromItems = () => {
    const details = getValues('details');
    if (!catalogue || details.type !== 'volleyballEquipment') return;
    const others = getValues('budget').filter((line) => line.category !== 'equipment');
    replace([...others, ...itemLines(details.items, catalogue)]);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('budget.title')}</legend>
      <p className="text-sm text-slate-700">{t('budget.hint')}</p>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('budget.title')}</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className={TH}>
                {t('budget.description')}
              </th>
              <th scope="col" className={TH}>
                {t('budget.category')}
              </th>
              <th scope="col" className={TH}>
                {t('budget.quantity')}
              </th>
              <th scope="col" className={TH}>
                {currency ? t('budget.unitAmountIn', { currency }) : t('budget.unitAmount')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('budget.lineTotal')}
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">{t('budget.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {fields.map((field, index) => (
              <BudgetRow key={field.id} index={index} currency={currency} onRemove={() => remove(index)} />
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold text-slate-900">
              <th scope="row" colSpan={4} className="px-2 py-2 text-right">
                {t('budget.total')}
              </th>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                {formatMoney(budgetRowsTotal(lines ?? []), currency)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {fields.length === 0 ? <p className="text-sm text-slate-600">{t('budget.empty')}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_BUDGET_LINES}
          onClick={() => append({ ...NEW_BUDGET_ROW }, { focusName: `budget.${fields.length}.description` })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('budget.add')}
        </Button>
        {catalogue ? (
          <Button variant="secondary" onClick={fillFromItems}>
            <ListPlus aria-hidden="true" className="size-4" />
            {t('budget.fillFromItems')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
