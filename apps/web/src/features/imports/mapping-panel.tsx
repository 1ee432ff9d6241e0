import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DayOrder } from '@libero/shared/import/dates';
import type { ColumnMapping } from '@libero/shared/import/convert-row';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { SelectField } from '../../ui/form-controls';
import type { SelectOption } from '../../ui/select-filter';
import { fieldOptions, fieldsChosenTwice, isDateField, sameMapping, withField } from './column-mapping';
import { dryRun, importRowsQuery, type ImportView } from './imports-api';
import type { ImportActions } from './use-import-action';

/** The first rows show what each column holds. */
const SAMPLE_ROWS = 3;

type Cell = string | number | boolean | null;

/** The first non-empty values of each column. */
function useSamples(view: ImportView): string[][] {
  const query = useQuery({ ...importRowsQuery(view.id, undefined, 0, SAMPLE_ROWS), meta: { silent: true } });
  const rows = query.data?.data ?? [];
  const text = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());
  return view.headers.map((_, index) => rows.map((row) => text(row.cells[index])).filter((value) => value !== ''));
}

type ColumnLineProps = {
  entity: string;
  header: string;
  samples: readonly string[];
  column: ColumnMapping;
  options: readonly SelectOption[];
  /** The other columns given the same field. */
  alsoIn: readonly string[];
  onField: (field: string | null) => void;
  onDayOrder: (order: DayOrder) => void;
};

/** One column of the file: its header and first values, the field it fills, how it writes dates. */
function ColumnLine({ entity, header, samples, column, options, alsoIn, onField, onDayOrder }: ColumnLineProps) {
  const { t } = useTranslation('imports');
  const dayOrders = useMemo(
    () =>
      (['dayFirst', 'monthFirst'] as const).map((order) => ({ value: order, label: t(`mapping.dayOrders.${order}`) })),
    [t],
  );
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <SelectField
        label={header || t('mapping.unnamed')}
        hint={samples.length > 0 ? t('mapping.samples', { values: samples.join(' · ') }) : t('mapping.noSamples')}
        emptyLabel={t('mapping.leaveOut')}
        options={options}
        value={column.field ?? ''}
        onChange={(event) => onField(event.target.value || null)}
        {...(alsoIn.length > 0 ? { error: t('mapping.chosenTwice', { columns: alsoIn.join(', ') }) } : {})}
      />
      {isDateField(entity, column.field) ? (
        <SelectField
          label={t('mapping.dayOrder', { header })}
          options={dayOrders}
          value={column.dayOrder ?? 'dayFirst'}
          onChange={(event) => onDayOrder(event.target.value as DayOrder)}
        />
      ) : null}
    </li>
  );
}

export type MappingPanelProps = {
  view: ImportView;
  mapping: readonly ColumnMapping[];
  /** Starts folded (the columns were just checked, or were checked as they are). */
  folded: boolean;
  onChange: (mapping: ColumnMapping[]) => void;
  /** After a dry run is done. */
  onChecked: () => void;
  action: ImportActions;
};

/**
 * The file's columns and the field each fills, as proposed, for the user to correct; a field
 * chosen for two columns is flagged, and the dry run waits until it is not.
 */
export function MappingPanel({ view, mapping, folded, onChange, onChecked, action }: MappingPanelProps) {
  const { t } = useTranslation('imports');
  const reasonId = useId();
  const samples = useSamples(view);
  const options = useMemo(() => fieldOptions(view.entity, t('mapping.recordNumber')), [view.entity, t]);
  const twice = fieldsChosenTwice(mapping);
  const alsoIn = (index: number) =>
    (twice.get(mapping[index]?.field ?? '') ?? [])
      .filter((other) => other !== index)
      .map((other) => view.headers[other] ?? '');
  const checked = view.status === 'checked' && sameMapping(mapping, view.mapping);
  const reason =
    twice.size > 0
      ? t('mapping.fixTwice')
      : mapping.every((column) => !column.field)
        ? t('mapping.nothingChosen')
        : undefined;
  const check = async () => {
    const outcome = await action.run({ id: 'dryRun', run: () => dryRun(view.id, mapping), done: t('dryRun.done') });
    if (outcome.done) onChecked();
  };
  return (
    <FoldablePanel title={t('mapping.title', { count: view.headers.length })} folded={folded}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('mapping.intro')}</p>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {view.headers.map((header, index) => (
            <ColumnLine
              key={index}
              entity={view.entity}
              header={header}
              samples={samples[index] ?? []}
              column={mapping[index] ?? { field: null }}
              options={options}
              alsoIn={alsoIn(index)}
              onField={(field) => onChange(withField(view.entity, mapping, index, field))}
              onDayOrder={(dayOrder) =>
                onChange(mapping.map((column, at) => (at === index ? { ...column, dayOrder } : column)))
              }
            />
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={checked ? 'secondary' : 'primary'}
            disabled={reason !== undefined}
            aria-describedby={reason ? reasonId : undefined}
            pending={action.pendingId === 'dryRun'}
            pendingLabel={t('mapping.checking')}
            onClick={() => void check()}
          >
            {checked ? t('mapping.checkAgain') : t('mapping.check')}
          </Button>
          {reason ? (
            <p id={reasonId} className="text-sm text-slate-700">
              {reason}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('mapping.nothingWritten')}</p>
          )}
        </div>
      </div>
    </FoldablePanel>
  );
}
