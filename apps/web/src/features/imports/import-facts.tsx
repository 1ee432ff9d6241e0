import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates/date-formats';
import { isImportable } from '../../lib/entities/importable-entities';
import { Fact } from '../../ui/fact';
import { ImportStatusBadge } from './import-status-badge';
import { ROW_OUTCOMES, type ImportView, type OutcomeTotals } from './imports-api';

/** When an import was uploaded, in the interface language. */
export function ImportedAt({ value }: { value: string }) {
  return (
    <time dateTime={value} className="tabular-nums">
      {formatDate(value, 'timeShortWithYear')}
    </time>
  );
}

/** The records an import brings in (`Players`); an entity this page does not offer, by its name. */
export function useEntityLabel(): (entity: string) => string {
  const { t } = useTranslation('imports');
  return useCallback((entity) => (isImportable(entity) ? t(`entities.${entity}`) : entity), [t]);
}

/** The dry run's totals in words: `3 to create · 2 refused`. */
export function useTotalsText(): (totals: OutcomeTotals) => string {
  const { t } = useTranslation('imports');
  return useCallback(
    (totals) =>
      ROW_OUTCOMES.filter((outcome) => totals[outcome])
        .map((outcome) => t(`totals.${outcome}`, { count: totals[outcome] ?? 0 }))
        .join(' · '),
    [t],
  );
}

/** Where an import stands in numbers: its rows, what the dry run found, or what is written. */
export function useCountsText(): (view: ImportView) => string {
  const { t } = useTranslation('imports');
  const totalsText = useTotalsText();
  return useCallback(
    (view) => {
      if (view.status === 'uploaded' || !view.totals) return t('counts.rows', { count: view.rowCount });
      if (view.status === 'checked') return totalsText(view.totals);
      // Its rows are no longer there: the written count alone would say they are.
      if (view.status === 'undone') return t('counts.undone', { count: view.rowsWritten });
      return t('counts.written', { written: view.rowsWritten, count: view.rowsToWrite });
    },
    [t, totalsText],
  );
}

/** What the import is: the records it brings in, its file (and sheet), its rows, when, where it stands. */
export function ImportFacts({ view }: { view: ImportView }) {
  const { t } = useTranslation('imports');
  const entityLabel = useEntityLabel();
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-5">
      <Fact term={t('facts.entity')}>{entityLabel(view.entity)}</Fact>
      <Fact term={t('facts.file')}>
        {view.sheet ? t('facts.fileSheet', { file: view.fileName, sheet: view.sheet }) : view.fileName}
      </Fact>
      <Fact term={t('facts.rows')}>{t('counts.rows', { count: view.rowCount })}</Fact>
      <Fact term={t('facts.createdAt')}>
        <ImportedAt value={view.createdAt} />
      </Fact>
      <Fact term={t('facts.status')}>
        <ImportStatusBadge status={view.status} />
      </Fact>
    </dl>
  );
}
