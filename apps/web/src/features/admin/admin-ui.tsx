import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { isAdmin } from '@libero/shared/auth/permissions';
import { formatDate } from '../../lib/dates/date-formats';
import type { ExportFormat } from '../../lib/entities/export-list';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';

/**
 * An administration page (SPEC §6: Administrator or Supervisor): others, and an admin
 * impersonating someone who is not one, are told they cannot open it (the server refuses them too).
 */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const admin = isAdmin(useCurrentUser());
  return (
    <PageLayout title={title} fullscreen={admin}>
      {admin ? children : <Alert tone="warning">{t('refused')}</Alert>}
    </PageLayout>
  );
}

type ExpandedRows = { isExpanded: (key: number) => boolean; toggle: (key: number) => void };

/**
 * Which rows are expanded. The table's cells read it through this context rather than from their
 * column definitions, so that the columns stay the same objects: a new one would mount its cells
 * again, and the toggle just pressed would lose the focus.
 */
export const ExpandedRowsContext = createContext<ExpandedRows>({ isExpanded: () => false, toggle: () => {} });

/** Which rows are expanded, by key; provide it to the table through ExpandedRowsContext. */
export function useExpandedRows(): ExpandedRows {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((key: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  return useMemo(() => ({ isExpanded: (key: number) => expanded.has(key), toggle }), [expanded, toggle]);
}

type ExpandButtonProps = {
  /** The row's key in ExpandedRowsContext. */
  row: number;
  /** The accessible name, which says what opens or closes. */
  label: (expanded: boolean) => string;
  /** The id of what it shows. */
  controls: string;
  children?: ReactNode;
};

/** The control that shows or hides a row's details. */
export function ExpandButton({ row, label, controls, children }: ExpandButtonProps) {
  const { isExpanded, toggle } = useContext(ExpandedRowsContext);
  const expanded = isExpanded(row);
  const Icon = expanded ? ChevronDown : ChevronRight;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={label(expanded)}
      onClick={() => toggle(row)}
      className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}

/** A moment with its date and time in the interface language. */
export function DateTime({ value }: { value: string | null }) {
  if (!value) return null;
  return (
    <time dateTime={value} className="tabular-nums">
      {formatDate(value, 'timeShortWithYear')}
    </time>
  );
}

/** The export buttons' action: runs `run`, and tells a failure in a notification. */
export function useExport(run: (format: ExportFormat) => Promise<void>) {
  const { t } = useTranslation('admin');
  return async (format: ExportFormat) => {
    try {
      await run(format);
    } catch (error) {
      notify({ kind: 'export-error', tone: 'error', message: t('exportFailed', { reason: errorMessage(error) }) });
    }
  };
}
