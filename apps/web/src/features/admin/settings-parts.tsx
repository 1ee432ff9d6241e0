import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorText } from '../../lib/form';
import { NumberInput } from '../../lib/forms/number-input';
import { formIncompleteMessage } from '../../lib/forms/rules';
import { apiErrorOf } from '../../lib/http';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loading } from './transfer-settings/settings-ui';

/** The pieces the settings pages share (beach settings, indoor settings). */

/** What could not be read, and a button to read it again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t('settings.retry')}
      </Button>
    </Alert>
  );
}

/** A number of a table's cell; a dash (read as "not set") when there is none. */
export function Count({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation('admin');
  if (value === null || value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('settings.notSet')}</span>
      </>
    );
  }
  return <>{value}</>;
}

/** A flag of a table's cell: Yes or No. */
export function YesNo({ value }: { value: 0 | 1 | null }) {
  const { t } = useTranslation('common');
  return <>{value === 1 ? t('yes') : t('no')}</>;
}

export type SettingsPanelBodyProps<Data> = {
  query: UseQueryResult<Data>;
  /** What to say when the query failed, with its reason. */
  failed: (reason: string) => string;
  /** What the panel is for, above its content. */
  intro: ReactNode;
  children: (data: Data) => ReactNode;
};

/** A settings panel's body: its intro, then what its query read, else why it failed (read again on demand), else Loading. */
export function SettingsPanelBody<Data>({ query, failed, intro, children }: SettingsPanelBodyProps<Data>) {
  let content;
  if (query.isError)
    content = <LoadFailure message={failed(errorMessage(query.error))} onRetry={() => void query.refetch()} />;
  else if (query.data) content = children(query.data);
  return (
    <div className="flex flex-col gap-3" aria-busy={!content || undefined}>
      {intro}
      {content ?? <Loading />}
    </div>
  );
}

const TH = 'px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const TH_NUMBER = `${TH} text-end`;
const TD = 'px-3 py-2 align-middle';
const TD_NUMBER = `${TD} text-end tabular-nums`;

/** A column of a settings table, after the row's name. */
export type SettingsColumn<Row> = {
  key: string;
  header: string;
  /** A number: aligned at the end. */
  numeric?: boolean;
  /** More classes of its cells. */
  className?: string;
  cell: (row: Row, name: string) => ReactNode;
};

export type SettingsTableProps<Row> = {
  rows: readonly Row[];
  caption: string;
  /** What to say when there are no rows. */
  empty: string;
  /** The table's least width (it scrolls sideways on a phone): a `min-w-…` class. */
  minWidth: string;
  /** The first column: each row's name, which heads the row. */
  name: { header: string; of: (row: Row) => string };
  columns: readonly SettingsColumn<Row>[];
  /** The last column: a button editing the row. */
  edit: { header: string; text: string; label: (name: string) => string };
  onEdit: (row: Row) => void;
};

/** The records of a settings panel, one a row headed by its name, each with its Edit button. */
export function SettingsTable<Row extends { no: number }>({
  rows,
  caption,
  empty,
  minWidth,
  name,
  columns,
  edit,
  onEdit,
}: SettingsTableProps<Row>) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    // On a phone the table scrolls sideways inside the panel, not the page (`relative`: its hidden labels too).
    <div className="relative overflow-x-auto">
      <table className={`w-full ${minWidth} border-collapse text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              {name.header}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? TH_NUMBER : TH}>
                {column.header}
              </th>
            ))}
            <th scope="col" className={TH}>
              <span className="sr-only">{edit.header}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const rowName = name.of(row);
            return (
              <tr key={row.no} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={`${TD} text-start font-semibold text-slate-900`}>
                  {rowName}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={[column.numeric ? TD_NUMBER : TD, column.className].filter(Boolean).join(' ')}
                  >
                    {column.cell(row, rowName)}
                  </td>
                ))}
                <td className={`${TD} text-end`}>
                  <Button variant="secondary" aria-label={edit.label(rowName)} onClick={() => onEdit(row)}>
                    {edit.text}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Why a settings dialog's last save failed: the form has problems, or the server refused it. */
export type SaveProblem = { incomplete: true } | { error: unknown };

/** The server refused a save because the record changed since it was read. */
export const isConflict = (error: unknown) => apiErrorOf(error)?.code === 'Conflict';

export type SaveProblemAlertProps = {
  problem: SaveProblem | undefined;
  /** The form still shows problems (an incomplete form says so only then). */
  hasErrors: boolean;
  texts: { conflict: string; notSaved: (reason: string) => string; reload: string };
  /** Reads the record again (after someone else changed it). */
  onReload: () => void;
};

/** Why a settings dialog did not save: the form is incomplete, the record changed meanwhile (offering to read it again), or the server's refusal. */
export function SaveProblemAlert({ problem, hasErrors, texts, onReload }: SaveProblemAlertProps) {
  if (!problem) return null;
  if ('incomplete' in problem) return hasErrors ? <Alert tone="error">{formIncompleteMessage()}</Alert> : null;
  const conflict = isConflict(problem.error);
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{conflict ? texts.conflict : texts.notSaved(errorMessage(problem.error))}</span>
      {conflict ? (
        <Button variant="secondary" onClick={onReload}>
          {texts.reload}
        </Button>
      ) : null}
    </Alert>
  );
}

/** The least and greatest values the server takes. */
export type Bounds = { min: number; max: number };

export type WholeFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  bounds: Bounds;
  disabled?: boolean;
};

/** A whole number of a settings form, kept within the bounds the server takes; empty is `null`. */
export function WholeField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  bounds,
  disabled,
}: WholeFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          format="integer"
          min={bounds.min}
          max={bounds.max}
          disabled={disabled}
          error={fieldErrorText(fieldState.error)}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(value) => field.onChange(value === null || value === '' ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
