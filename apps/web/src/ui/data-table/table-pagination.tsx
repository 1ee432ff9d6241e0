import { useId } from 'react';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { Button } from '../button';
import type { PageState } from './data-table-types';

/** "1–50 of 1,234", "0 results", or nothing before the total is known. */
export function useRangeText(page: PageState, total: number | undefined): string {
  const { t, i18n } = useTranslation('table');
  if (total === undefined) return '';
  if (total === 0) return t('results', { count: 0 });
  const { format } = new Intl.NumberFormat(i18n.language);
  const from = page.index * page.size + 1;
  const to = Math.min(from + page.size - 1, total);
  return t('range', { from: format(from), to: format(to), total: format(total) });
}

type PageButtonProps = {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
};

function PageButton({ label, icon: Icon, disabled, onClick }: PageButtonProps) {
  return (
    <Button variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

type TablePaginationProps<Row> = {
  table: Table<Row>;
  /** What `useRangeText` says. */
  range: string;
  pageSizes: readonly number[];
};

/** The range shown, the page size, and buttons to the first, previous, next and last pages. */
export function TablePagination<Row>({ table, range, pageSizes }: TablePaginationProps<Row>) {
  const { t, i18n } = useTranslation('table');
  const sizeId = useId();
  const { format } = new Intl.NumberFormat(i18n.language);
  const { pageIndex, pageSize } = table.getState().pagination;
  const pages = table.getPageCount();
  const atStart = !table.getCanPreviousPage();
  const atEnd = !table.getCanNextPage();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-slate-600">
      <p className="tabular-nums">{range}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{t('pagination.rowsPerPage')}</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
            className="min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 focus:outline-none"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {format(size)}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t('pagination.label')} className="flex items-center gap-1">
          <PageButton
            label={t('pagination.first')}
            icon={ChevronsLeft}
            disabled={atStart}
            onClick={() => table.firstPage()}
          />
          <PageButton
            label={t('pagination.previous')}
            icon={ChevronLeft}
            disabled={atStart}
            onClick={() => table.previousPage()}
          />
          {pages > 0 ? (
            <span className="px-2 whitespace-nowrap tabular-nums">
              {t('pagination.page', { page: format(pageIndex + 1), pages: format(pages) })}
            </span>
          ) : null}
          <PageButton
            label={t('pagination.next')}
            icon={ChevronRight}
            disabled={atEnd}
            onClick={() => table.nextPage()}
          />
          <PageButton
            label={t('pagination.last')}
            icon={ChevronsRight}
            disabled={atEnd}
            onClick={() => table.lastPage()}
          />
        </nav>
      </div>
    </div>
  );
}
