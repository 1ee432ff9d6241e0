import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { importedEntity } from '@libero/shared/import/importable-fields';
import { fieldText } from '../../lib/entities/field-value';
import { registryLabel } from '../../lib/entities/registry-label';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useCandidates, DuplicateQuestion, type Candidate } from './duplicate-question';
import { importRowsQuery, type ImportRow, type ImportView, type RowOutcome } from './imports-api';
import type { ImportActions } from './use-import-action';

const PAGE_SIZE = 20;
/** A row is recognised by its first values: enough to find it in the spreadsheet. */
const MOST_CELLS_SHOWN = 5;

/** The row's line in the spreadsheet: the header is line 1. */
const lineOf = (row: ImportRow) => row.rowNumber + 1;

/** The values of the columns the import reads, as the sheet has them. */
function cellsText(view: ImportView, row: ImportRow): string {
  const read = (index: number) => !view.mapping || Boolean(view.mapping[index]?.field);
  return row.cells
    .filter((cell, index) => read(index) && cell !== null && String(cell).trim() !== '')
    .slice(0, MOST_CELLS_SHOWN)
    .map(String)
    .join(' · ');
}

/** A field by its label; a whole row's refusal names none. */
function useFieldLabel(entityName: string): (field: string) => string {
  const { t } = useTranslation('imports');
  const entity = importedEntity(entityName);
  return (field) => {
    const def = entity.fields[field];
    if (def) return registryLabel(def.label);
    return field || t('rows.wholeRow');
  };
}

function Problems({ view, row }: { view: ImportView; row: ImportRow }) {
  const label = useFieldLabel(view.entity);
  return (
    <ul className="flex flex-col gap-0.5 text-red-800">
      {(row.problems ?? []).map((problem, index) => (
        <li key={index}>
          <span className="font-medium">{label(problem.field)}</span>: {problem.words}
        </li>
      ))}
    </ul>
  );
}

function Changes({ view, row }: { view: ImportView; row: ImportRow }) {
  const { t } = useTranslation('imports');
  const label = useFieldLabel(view.entity);
  const entity = importedEntity(view.entity);
  const text = (field: string, value: unknown) => {
    const def = entity.fields[field];
    return (def ? fieldText(field, def, value) : String(value ?? '')) || t('rows.empty');
  };
  return (
    <ul className="flex flex-col gap-0.5 text-slate-800">
      {(row.changes ?? []).map((change) => (
        <li key={change.field}>
          <span className="font-medium">{label(change.field)}</span>: {text(change.field, change.from)} →{' '}
          {text(change.field, change.to)}
        </li>
      ))}
    </ul>
  );
}

type RowItemProps = {
  view: ImportView;
  row: ImportRow;
  candidates: Map<number, Candidate>;
  /** Whether the likely duplicates may still be answered. */
  answering: boolean;
  action: ImportActions;
};

function RowItem({ view, row, candidates, answering, action }: RowItemProps) {
  const { t } = useTranslation('imports');
  const line = lineOf(row);
  return (
    <li className="flex flex-col gap-1 py-2 text-sm">
      <p className="flex flex-wrap gap-x-2">
        <span className="font-medium text-slate-900">{t('rows.line', { line })}</span>
        <span className="min-w-0 break-words text-slate-700">{cellsText(view, row)}</span>
        {row.recordNo ? <span className="text-slate-600">{t('rows.record', { no: row.recordNo })}</span> : null}
      </p>
      {row.outcome === 'refused' ? <Problems view={view} row={row} /> : null}
      {row.outcome === 'update' ? <Changes view={view} row={row} /> : null}
      {row.outcome === 'duplicate' && answering ? (
        <DuplicateQuestion view={view} row={row} line={line} candidates={candidates} action={action} />
      ) : null}
    </li>
  );
}

/** Previous and next page of the rows, and where the page stands. */
function Pager({ skip, total, onSkip }: { skip: number; total: number; onSkip: (skip: number) => void }) {
  const { t } = useTranslation('table');
  if (total <= PAGE_SIZE) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center gap-2 text-sm">
      <Button variant="secondary" disabled={skip === 0} onClick={() => onSkip(Math.max(0, skip - PAGE_SIZE))}>
        {t('pagination.previous')}
      </Button>
      <span className="tabular-nums text-slate-700">
        {t('range', { from: skip + 1, to: Math.min(total, skip + PAGE_SIZE), total })}
      </span>
      <Button variant="secondary" disabled={skip + PAGE_SIZE >= total} onClick={() => onSkip(skip + PAGE_SIZE)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}

export type OutcomeRowsProps = { view: ImportView; outcome: RowOutcome; action: ImportActions };

/**
 * The rows of one outcome, a page at a time: a refused row with each field and why, an update
 * with each field's old and new value, a likely duplicate with the people it may be.
 */
export function OutcomeRows({ view, outcome, action }: OutcomeRowsProps) {
  const { t } = useTranslation('imports');
  const [skip, setSkip] = useState(0);
  const query = useQuery({ ...importRowsQuery(view.id, outcome, skip, PAGE_SIZE), meta: { silent: true } });
  const rows = query.data?.data ?? [];
  const candidates = useCandidates(outcome === 'duplicate' ? rows : []);
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  if (!query.data) return <p className="text-sm text-slate-600">{t('rows.loading')}</p>;
  return (
    <div className="flex flex-col gap-2" aria-busy={query.isFetching || undefined}>
      <ol className="divide-y divide-slate-100">
        {rows.map((row) => (
          <RowItem
            key={row.rowNumber}
            view={view}
            row={row}
            candidates={candidates}
            answering={view.status === 'checked'}
            action={action}
          />
        ))}
      </ol>
      <Pager skip={skip} total={query.data.nbItems} onSkip={setSkip} />
    </div>
  );
}
