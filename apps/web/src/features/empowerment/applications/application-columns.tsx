import { useMemo } from 'react';
import type { EntityColumn, EntityRow } from '../../../lib/entities/entity-table';
import { TextLink } from '../../../ui/text-link';
import { applicationPagePath } from './application-api';
import { useFormatMoney } from '../use-format-money';

/** The fields a cell reads besides the shown columns' (an amount's currency). */
export const APPLICATION_EXTRA_FIELDS = ['Currency'];

/** The number and the title of an application, each a link to its page. */
export const LINKED_COLUMNS: readonly EntityColumn[] = [
  {
    field: 'No',
    hideable: false,
    cell: (row) => <TextLink to={applicationPagePath(Number(row.no))}>{String(row.no)}</TextLink>,
  },
  {
    field: 'Title',
    hideable: false,
    cell: (row) => <TextLink to={applicationPagePath(Number(row.no))}>{String(row.title ?? '')}</TextLink>,
  },
];

/** The budget's total in its currency. */
export function useBudgetColumn(): EntityColumn {
  const formatMoney = useFormatMoney();
  return useMemo(
    () => ({
      field: 'BudgetTotal',
      align: 'end',
      cell: (row: EntityRow) =>
        typeof row.budgetTotal === 'number' ? formatMoney(row.budgetTotal, String(row.currency ?? '')) : '',
    }),
    [formatMoney],
  );
}
