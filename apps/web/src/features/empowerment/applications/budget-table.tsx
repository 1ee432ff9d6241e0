import { useTranslation } from 'react-i18next';
import type { TBudgetLine } from '@libero/shared/empowerment/empowerment-api';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { useFormatMoney } from '../use-format-money';

const TH = 'pb-1 pr-3 font-medium';
const AMOUNT = 'py-1.5 pr-3 text-right whitespace-nowrap tabular-nums';

type BudgetTableProps = { lines: readonly TBudgetLine[]; totalMinor: number; currency: string };

/** An application's budget as submitted: its lines, each with its total, and the budget's total. */
export function BudgetTable({ lines, totalMinor, currency }: BudgetTableProps) {
  const { t } = useTranslation(['applications', 'empowerment']);
  const formatMoney = useFormatMoney();
  return (
    <FoldablePanel title={t('budget.title')}>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('budget.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
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
                <th scope="col" className={`${TH} text-right`}>
                  {t('budget.quantity')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('budget.unitAmount')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('budget.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {lines.map((line, index) => (
                <tr key={`${index}-${line.description}`}>
                  <td className="min-w-48 py-1.5 pr-3 break-words">{line.description}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600">
                    {t(`empowerment:budgetCategories.${line.category}`)}
                  </td>
                  <td className={AMOUNT}>{line.quantity}</td>
                  <td className={AMOUNT}>{formatMoney(line.unitAmountMinor, currency)}</td>
                  <td className={AMOUNT}>{formatMoney(line.quantity * line.unitAmountMinor, currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-300 font-semibold text-slate-900">
                <th scope="row" colSpan={4} className="py-2 pr-3 text-right">
                  {t('budget.total')}
                </th>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(totalMinor, currency)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </FoldablePanel>
  );
}
