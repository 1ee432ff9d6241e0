import type { ReactNode } from 'react';
import type { Align } from './alignment';
import type { ExportFormat } from './export-buttons';

export type DataTableColumn<Row> = {
  /** Stable id; also the sort key sent to the server. */
  id: string;
  /** Already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** `end` for numbers. */
  align?: Align;
  /** False: the column cannot be hidden (e.g. the name column). True by default. */
  hideable?: boolean;
};

export type SortState = { id: string; desc: boolean } | null;

/** `index` counts from 0. */
export type PageState = { index: number; size: number };

export type DataTableProps<Row> = {
  /** The accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** The accessible name of a row (e.g. the person's name). */
  rowLabel?: (row: Row) => string;
  /** All the matching records (the server's nbItems). */
  total: number | undefined;
  /** A request is under way: the first load or a refetch. */
  loading: boolean;
  /** A translated message, shown instead of the rows. */
  error?: string;
  sort: SortState;
  /** A header click sorts ascending, then descending, then back to the default order (null). */
  onSortChange: (sort: SortState) => void;
  page: PageState;
  /** A new page size goes back to the first page. */
  onPageChange: (page: PageState) => void;
  pageSizes?: readonly number[];
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (ids: string[]) => void;
  /** On a double click on a row, or Enter on the focused row. */
  onOpen?: (row: Row) => void;
  /** Shown across the table when there are no rows. */
  emptyMessage: string;
  /** Search and filters, above the table on the left. */
  toolbar?: ReactNode;
  /** Shows the CSV and XLSX export buttons, each busy until its promise settles; the parent tells failures. */
  onExport?: (format: ExportFormat) => Promise<void>;
  /** Shown after the export buttons ("Save export"). */
  exportExtra?: ReactNode;
  /** The formats offered when exporting; both unless said. */
  exportFormats?: readonly ExportFormat[];
  /**
   * What a row shows under it across the table (an expanded row's details), or null for nothing.
   * The parent keeps which rows are expanded and offers the control that toggles them.
   */
  rowDetail?: (row: Row) => ReactNode;
};
