import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { seasonOf } from '@libero/shared/transfers/seasons';
import { defaultWindow, isWindowOpen } from '@libero/shared/transfers/transfer-windows';
import { formatDate } from '../../../lib/dates/date-formats';
import { isIsoDate } from '../../../lib/dates/date-picker';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { notify } from '../../../lib/notifications/notifications-store';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { seasonName } from '../../transfers';
import { Badge, LoadFailure, Loading } from './settings-ui';
import {
  mergeWindows,
  saveWindow,
  transferSettingsKeys,
  windowSeasons,
  windowsQuery,
  type TWindowAnswer,
  type TWindowsAnswer,
  type TWindowUpdate,
} from './transfer-settings-api';
import { useReportUnsaved } from './unsaved-forms';

const NOTICE_MS = 5000;

/** The message of a window closing before it opens: a key of `transfer-settings:windows.errors`. */
const ORDER = 'order';

const ZFormDay = z
  .string()
  .min(1)
  .refine((value) => isIsoDate(value));

/** `ZWindowUpdate`'s rules, with the form's messages: both days, the window closing on or after it opens. */
const WINDOW_FORM_SCHEMA = z
  .object({ opensOn: ZFormDay, closesOn: ZFormDay })
  .refine((window) => window.opensOn <= window.closesOn, { path: ['closesOn'], message: ORDER });

// Cells stack into a card per season on a phone; the column headers then give way to the fields' labels.
const TH = 'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 align-top max-sm:px-0 max-sm:py-0';
/** The date fields' labels repeat the column headers: shown on a phone only, read by screen readers always. */
const DATE_FIELD = 'min-w-40 sm:[&>label]:sr-only';

/** The window's days, in their columns; the closing day is checked again when the opening one changes. */
const WINDOW_DAYS = [
  { name: 'opensOn', label: 'windows.opensOnLabel', deps: 'closesOn' },
  { name: 'closesOn', label: 'windows.closesOnLabel', deps: undefined },
] as const;

type WindowRowProps = {
  /** The season's window as saved; `open` is judged by the server on its day. */
  window: TWindowAnswer;
  /** The season today belongs to. */
  current: boolean;
  /** The query the row's save updates. */
  range: { from: number; to: number };
};

/** A season's window: its days, whether it is open today, whether they are the default, and its own save. */
function WindowRow({ window, current, range }: WindowRowProps) {
  const { t } = useTranslation('transfer-settings');
  const { t: common } = useTranslation();
  const client = useQueryClient();
  const formId = useId();
  const season = seasonName(window.season);
  const form = useValidatedForm(WINDOW_FORM_SCHEMA, { opensOn: window.opensOn, closesOn: window.closesOn });
  const [failure, setFailure] = useState<{ error: unknown }>();
  const { isDirty, isSubmitting } = form.formState;
  useReportUnsaved(`window-${window.season}`, isDirty);
  const defaults = defaultWindow(window.season);

  const errorText = (error: FieldError | undefined) =>
    error?.message === ORDER ? t('windows.errors.order') : fieldErrorText(error);

  const save = async (values: TWindowUpdate) => {
    setFailure(undefined);
    try {
      const answer = await saveWindow(window.season, values);
      client.setQueryData<TWindowsAnswer>(transferSettingsKeys.windows(range.from, range.to), (shown) =>
        mergeWindows(shown, answer),
      );
      const saved = answer.windows.find((entry) => entry.season === window.season) ?? values;
      form.reset({ opensOn: saved.opensOn, closesOn: saved.closesOn });
      notify({
        kind: 'transfer-window-saved',
        tone: 'success',
        message: t('windows.saved', {
          season,
          opensOn: formatDate(saved.opensOn),
          closesOn: formatDate(saved.closesOn),
        }),
        duration: NOTICE_MS,
        unique: false,
      });
    } catch (error) {
      setFailure({ error });
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);
  const fillDefaults = () => {
    form.setValue('opensOn', defaults.opensOn, { shouldDirty: true, shouldValidate: true });
    form.setValue('closesOn', defaults.closesOn, { shouldDirty: true, shouldValidate: true });
  };
  const values = useWatch({ control: form.control });
  const showsDefaults = values.opensOn === defaults.opensOn && values.closesOn === defaults.closesOn;

  return (
    <tr className="border-b border-slate-100 last:border-0 max-sm:grid max-sm:grid-cols-1 max-sm:gap-3 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3 max-sm:last:border">
      <th scope="row" className={`${TD} text-start font-semibold whitespace-nowrap text-slate-900 sm:pt-4`}>
        {season}
        {current ? <span className="block text-xs font-normal text-sky-800">{t('windows.current')}</span> : null}
      </th>
      {WINDOW_DAYS.map(({ name, label, deps }) => (
        <td key={name} className={TD}>
          <FormDateInput
            control={form.control}
            name={name}
            deps={deps}
            errorText={errorText}
            className={DATE_FIELD}
            label={t(label, { season })}
            form={formId}
          />
        </td>
      ))}
      <td className={`${TD} sm:pt-4`}>
        <div className="flex flex-wrap gap-1.5">
          {window.open ? (
            <Badge tone="open">{t('windows.open')}</Badge>
          ) : (
            <Badge tone="closed">{t('windows.closed')}</Badge>
          )}
          {window.custom ? (
            <Badge tone="custom">{t('windows.custom')}</Badge>
          ) : (
            <Badge tone="default">{t('windows.default')}</Badge>
          )}
        </div>
      </td>
      <td className={`${TD} sm:pt-3`}>
        <form id={formId} noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2">
          <Button
            type="submit"
            aria-label={t('windows.saveLabel', { season })}
            pending={isSubmitting}
            pendingLabel={common('actions.saving')}
          >
            {common('actions.save')}
          </Button>
          {showsDefaults ? null : (
            <Button variant="ghost" aria-label={t('windows.useDefaultLabel', { season })} onClick={fillDefaults}>
              {t('windows.useDefault')}
            </Button>
          )}
        </form>
        {failure ? (
          <p role="alert" className="mt-1 max-w-64 text-xs font-medium text-red-700">
            {t('windows.notSaved', { season, reason: errorMessage(failure.error) })}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** Each season's window as the server has it, or the default one when it did not answer for it. */
function windowsOf(answer: TWindowsAnswer, from: number, to: number): TWindowAnswer[] {
  const answered = new Map(answer.windows.map((window) => [window.season, window]));
  return Array.from({ length: to - from + 1 }, (_, index) => {
    const season = from + index;
    const fallback = defaultWindow(season);
    return answered.get(season) ?? { ...fallback, open: isWindowOpen(fallback, answer.today), custom: false };
  });
}

function WindowsTable({ answer, range }: { answer: TWindowsAnswer; range: { from: number; to: number } }) {
  const { t } = useTranslation('transfer-settings');
  const current = seasonOf(answer.today);
  const windows = windowsOf(answer, range.from, range.to);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t('windows.today', { date: formatDate(answer.today) })}</p>
      <table className="w-full border-collapse text-sm max-sm:block">
        <caption className="sr-only">
          {t('windows.caption', { from: seasonName(range.from), to: seasonName(range.to) })}
        </caption>
        <thead className="border-b border-slate-200 max-sm:sr-only">
          <tr>
            <th scope="col" className={TH}>
              {t('windows.columns.season')}
            </th>
            <th scope="col" className={TH}>
              {t('windows.columns.opensOn')}
            </th>
            <th scope="col" className={TH}>
              {t('windows.columns.closesOn')}
            </th>
            <th scope="col" className={TH}>
              {t('windows.columns.status')}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{t('windows.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {windows.map((window) => (
            <WindowRow key={window.season} window={window} current={window.season === current} range={range} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The transfer window of each season, from two seasons ago to two seasons ahead. */
export function WindowsPanel() {
  const { t } = useTranslation('transfer-settings');
  // The seasons around today on this device: the server's day may differ by a few hours, not by a season's range.
  const range = useMemo(() => windowSeasons(), []);
  const query = useQuery(windowsQuery(range.from, range.to));

  let content;
  if (query.isError)
    content = (
      <LoadFailure
        message={t('windows.failed', { reason: errorMessage(query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data) content = <WindowsTable answer={query.data} range={range} />;

  return (
    <FoldablePanel title={t('windows.title')}>
      <div className="flex flex-col gap-3" aria-busy={!content || undefined}>
        <p className="text-sm text-slate-700">{t('windows.intro')}</p>
        {content ?? <Loading />}
      </div>
    </FoldablePanel>
  );
}
