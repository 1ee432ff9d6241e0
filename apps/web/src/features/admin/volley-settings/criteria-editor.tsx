import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { fieldErrorText } from '../../../lib/form';
import type { EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import { buttonClassName } from '../../../ui/button';
import {
  criteriaText,
  leftOutCriteria,
  moveCriterion,
  parseCriteria,
  toggleCriterion,
  type StandingsCriterion,
} from './criteria';
import { CRITERIA_FIELD } from './kind-form';

/** A control of a criterion's row: its box, or a button moving it. */
type Control = 'box' | 'up' | 'down';

const SUBTITLE = 'mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase';
const ROW = 'flex min-w-0 items-center gap-2 px-2 py-1.5';
/** A button moving a criterion: an arrow, named for screen readers. */
const MOVE = buttonClassName('ghost', 'px-2');
const BOX =
  'size-4 shrink-0 rounded border-slate-300 text-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** A criterion's name as the standings tables write it (`Set ratio`). */
export function useCriterionName() {
  const { t } = useTranslation('competitions');
  return (criterion: StandingsCriterion) => t(`criteria.${criterion}`);
}

/**
 * The standings criteria of a kind, as an ordered list the administrator arranges: the criteria
 * used, in order, each moved up or down with its buttons or left out with its box; then those left
 * out, each used again (last) with its box. The focus follows the criterion moved, and the move is
 * said to screen readers. At least one criterion is used; a refusal of the server shows below.
 */
export function CriteriaEditor() {
  const { t } = useTranslation('volley-settings');
  const criterionName = useCriterionName();
  const introId = useId();
  const usedId = useId();
  const leftOutId = useId();
  const errorId = useId();
  const { control } = useFormContext<EntityFormValues>();
  const { field, fieldState } = useController({ control, name: CRITERIA_FIELD });
  const used = parseCriteria(typeof field.value === 'string' ? field.value : '');
  const leftOut = leftOutCriteria(used);
  const [notice, setNotice] = useState('');

  /** The controls by criterion, to give the focus back to the one pressed once its row has moved. */
  const controls = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | undefined>(undefined);
  const controlRef = (criterion: StandingsCriterion, part: Control) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${criterion}:${part}`, element);
    else controls.current.delete(`${criterion}:${part}`);
  };
  useEffect(() => {
    if (!pendingFocus.current) return;
    controls.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = undefined;
  });

  const change = (next: StandingsCriterion[], focus: string, said: string) => {
    pendingFocus.current = focus;
    setNotice(said);
    field.onChange(criteriaText(next));
    field.onBlur();
  };

  const move = (criterion: StandingsCriterion, index: number, by: -1 | 1) => {
    const next = moveCriterion(used, index, by);
    const position = next.indexOf(criterion);
    // At either end the button pressed no longer moves the criterion: the other one takes the focus.
    const atEnd = by < 0 ? position === 0 : position === next.length - 1;
    const part: Control = atEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down';
    change(
      next,
      `${criterion}:${part}`,
      t('criteria.moved', { name: criterionName(criterion), position: position + 1, count: next.length }),
    );
  };

  const toggle = (criterion: StandingsCriterion, use: boolean) => {
    const next = toggleCriterion(used, criterion, use);
    change(
      next,
      `${criterion}:box`,
      use
        ? t('criteria.usedNotice', { name: criterionName(criterion), position: next.length })
        : t('criteria.leftOutNotice', { name: criterionName(criterion) }),
    );
  };

  /** The first box takes the focus when the form points at the field (a refusal). */
  const first = used[0] ?? leftOut[0];
  const boxRef = (criterion: StandingsCriterion) => {
    const own = controlRef(criterion, 'box');
    return (element: HTMLInputElement | null) => {
      own(element);
      if (criterion === first) field.ref(element);
    };
  };

  const box = (criterion: StandingsCriterion, checked: boolean) => (
    <span className="flex min-w-0 flex-1 items-start gap-2">
      <input
        ref={boxRef(criterion)}
        id={`${introId}-${criterion}`}
        type="checkbox"
        className={`${BOX} mt-0.5`}
        checked={checked}
        aria-describedby={`${introId}-${criterion}-hint`}
        onChange={(event) => toggle(criterion, event.target.checked)}
      />
      <span className="flex min-w-0 flex-col">
        <label htmlFor={`${introId}-${criterion}`} className="text-sm font-medium text-slate-900">
          {criterionName(criterion)}
        </label>
        <span id={`${introId}-${criterion}-hint`} className="text-xs text-slate-600">
          {t(`criteria.hints.${criterion}`)}
        </span>
      </span>
    </span>
  );

  const error = used.length === 0 ? t('criteria.atLeastOne') : fieldErrorText(fieldState.error);

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={[introId, error ? errorId : undefined].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('criteria.title')}</legend>
      <div id={introId} className="flex flex-col gap-1 text-sm text-slate-600">
        <p>{t('criteria.intro')}</p>
        <p className="font-medium text-slate-800">{t('criteria.rankAgain')}</p>
      </div>
      <h3 id={usedId} className={SUBTITLE}>
        {t('criteria.used')}
      </h3>
      {used.length === 0 ? (
        <p className="text-sm text-slate-700">{t('criteria.noneUsed')}</p>
      ) : (
        // `role="list"`: Safari keeps the list's numbering for screen readers without its bullets.
        <ol
          role="list"
          aria-labelledby={usedId}
          className="divide-y divide-slate-100 rounded-md border border-slate-200"
        >
          {used.map((criterion, index) => {
            const name = criterionName(criterion);
            return (
              <li key={criterion} className={ROW}>
                <span
                  aria-hidden="true"
                  className="w-5 shrink-0 text-end text-sm font-semibold text-slate-700 tabular-nums"
                >
                  {index + 1}
                </span>
                {box(criterion, true)}
                <span className="flex shrink-0 gap-1">
                  <button
                    ref={controlRef(criterion, 'up')}
                    type="button"
                    className={MOVE}
                    aria-label={t('criteria.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => move(criterion, index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    ref={controlRef(criterion, 'down')}
                    type="button"
                    className={MOVE}
                    aria-label={t('criteria.moveDown', { name })}
                    disabled={index === used.length - 1}
                    onClick={() => move(criterion, index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {leftOut.length > 0 ? (
        <>
          <h3 id={leftOutId} className={SUBTITLE}>
            {t('criteria.leftOut')}
          </h3>
          <ul
            role="list"
            aria-labelledby={leftOutId}
            className="divide-y divide-slate-100 rounded-md border border-dashed border-slate-300"
          >
            {leftOut.map((criterion) => (
              <li key={criterion} className={`${ROW} ps-9`}>
                {box(criterion, false)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
    </fieldset>
  );
}
