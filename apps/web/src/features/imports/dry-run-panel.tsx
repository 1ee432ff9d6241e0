import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabParam } from '../../lib/routing/use-tab-param';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { Tabs } from '../../ui/tabs';
import { OutcomeRows } from './outcome-rows';
import { RefusedDownload } from './refused-download';
import { ROW_OUTCOMES, startImport, type ImportView, type OutcomeTotals, type RowOutcome } from './imports-api';
import type { ImportActions } from './use-import-action';

/** The rows that ask something first: the questions, then what is refused, then what is written. */
const TAB_ORDER: readonly RowOutcome[] = ['duplicate', 'refused', 'update', 'create', 'unchanged'];

const TOTAL_TONES: Record<RowOutcome, string> = {
  create: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  update: 'border-sky-200 bg-sky-50 text-sky-900',
  unchanged: 'border-slate-200 bg-white text-slate-800',
  refused: 'border-red-200 bg-red-50 text-red-900',
  duplicate: 'border-amber-200 bg-amber-50 text-amber-950',
};

/** How many rows each outcome has, in words. */
export function TotalsSummary({ totals }: { totals: OutcomeTotals }) {
  const { t } = useTranslation('imports');
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {ROW_OUTCOMES.map((outcome) => (
        <li
          key={outcome}
          className={`flex flex-col rounded-md border px-3 py-2 ${totals[outcome] ? TOTAL_TONES[outcome] : TOTAL_TONES.unchanged}`}
        >
          <span className="text-lg font-semibold tabular-nums">{totals[outcome] ?? 0}</span>
          <span className="text-xs">{t(`outcomes.${outcome}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The rows by outcome, a tab each (kept in the address: `?tab=refused`). */
function RowsByOutcome({ view, action }: { view: ImportView; action: ImportActions }) {
  const { t } = useTranslation('imports');
  const present = TAB_ORDER.filter((outcome) => view.totals?.[outcome]);
  const [tab, select] = useTabParam(present.length > 0 ? present : TAB_ORDER);
  if (present.length === 0) return null;
  return (
    <Tabs
      label={t('dryRun.rows')}
      tabs={present.map((outcome) => ({
        id: outcome,
        label: t('dryRun.tab', { outcome: t(`outcomes.${outcome}`), count: view.totals?.[outcome] ?? 0 }),
      }))}
      selected={tab}
      onSelect={select}
    >
      <OutcomeRows key={tab} view={view} outcome={tab} action={action} />
    </Tabs>
  );
}

/** "Import N rows", and why it waits when it does. */
function StartButton({ view, stale, action }: { view: ImportView; stale: boolean; action: ImportActions }) {
  const { t } = useTranslation('imports');
  const reasonId = useId();
  const totals = view.totals ?? {};
  const count = (totals.create ?? 0) + (totals.update ?? 0);
  const reason = stale
    ? t('dryRun.checkAgainFirst')
    : totals.duplicate
      ? t('dryRun.answerFirst', { count: totals.duplicate })
      : count === 0
        ? t('dryRun.nothingToWrite')
        : undefined;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        disabled={reason !== undefined}
        aria-describedby={reason ? reasonId : undefined}
        pending={action.pendingId === 'start'}
        pendingLabel={t('dryRun.starting')}
        onClick={() => void action.run({ id: 'start', run: () => startImport(view.id), done: t('progress.started') })}
      >
        {t('dryRun.start', { count })}
      </Button>
      {reason ? (
        <p id={reasonId} className="text-sm text-slate-700">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

export type DryRunPanelProps = {
  view: ImportView;
  /** The columns were changed since this dry run: it no longer tells what the import would do. */
  stale: boolean;
  action: ImportActions;
};

/** What the dry run found: the totals, the rows by outcome, the refused rows to download, the start. */
export function DryRunPanel({ view, stale, action }: DryRunPanelProps) {
  const { t } = useTranslation('imports');
  return (
    <FoldablePanel title={t('dryRun.title')}>
      <div className="flex flex-col gap-4">
        {stale ? <Alert tone="warning">{t('dryRun.stale')}</Alert> : null}
        <TotalsSummary totals={view.totals ?? {}} />
        <p className="text-sm text-slate-600">{t('dryRun.nothingWritten')}</p>
        <RowsByOutcome view={view} action={action} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <StartButton view={view} stale={stale} action={action} />
          <RefusedDownload view={view} />
        </div>
      </div>
    </FoldablePanel>
  );
}
