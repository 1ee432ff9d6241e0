import { useId } from 'react';
import { Controller, useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/form';
import { NumberInput } from '../../../lib/forms/number-input';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { formatMoney, MAX_POINTS, MAX_POSITION, minorDigits, prizeText } from './awards';
import type { BandFormRow, BandProblem, CategoryFormValues } from './category-form';

const TH = 'px-2 py-1.5 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-2 py-1.5 align-top';
/** The inputs' labels repeat the column headers: read by screen readers, not shown. */
const CELL_FIELD = '[&>label]:sr-only';

const PRIZE_PROBLEMS: ReadonlySet<string> = new Set(['prizeFormat', 'prizeDecimals', 'prizeTooLarge']);

type NumberName = 'from' | 'to' | 'points';

/** A whole number of a band (a position, points), clamped to what the server takes. */
function BandNumber({ index, name, label, max }: { index: number; name: NumberName; label: string; max: number }) {
  const { control } = useFormContext<CategoryFormValues>();
  return (
    <Controller
      control={control}
      name={`bands.${index}.${name}`}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          className={`${CELL_FIELD} w-20`}
          format="integer"
          min={name === 'points' ? 0 : 1}
          max={max}
          error={fieldErrorText(fieldState.error)}
          value={field.value}
          onChange={(value) => field.onChange(value === null || value === '' ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** What is wrong with the table, in a sentence: a band out of order, earning more than a better place… */
export function useBandProblemText() {
  const { t } = useTranslation('beach-settings');
  return (problem: BandProblem): string => {
    switch (problem.code) {
      case 'NoBands':
        return t('bands.problems.noBands');
      case 'TooLong':
        return t('bands.problems.tooLong');
      case 'BandEmpty':
        return t('bands.problems.bandEmpty', { band: problem.band });
      case 'NegativeAmount':
        return t('bands.problems.negative', { band: problem.band });
      case 'BandsNotInOrder':
        return t('bands.problems.notInOrder', { band: problem.band, previous: problem.band - 1 });
      case 'BetterPlaceEarnsLess':
        return t('bands.problems.betterPlaceEarnsLess', { band: problem.band, previous: problem.band - 1 });
    }
  };
}

type BandsEditorProps = {
  currency: string;
  /** What is wrong with the table as typed (bands numbered from 1). */
  problems: readonly BandProblem[];
  /** The prize fund of the table as typed, in minor units; undefined while a band is not read. */
  prizeFundMinor: number | undefined;
  /** The server's refusal of the table, with its words. */
  refusal: string | undefined;
};

/**
 * The points table: a row per band of finishing positions, with each player's points and each
 * team's prize money; bands are added at the end and removed anywhere. The table scrolls sideways
 * inside the dialog on a phone.
 */
export function BandsEditor({ currency, problems, prizeFundMinor, refusal }: BandsEditorProps) {
  const { t } = useTranslation('beach-settings');
  const problemText = useBandProblemText();
  const captionId = useId();
  const { control, register, formState, getValues } = useFormContext<CategoryFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'bands' });
  const language = currentLanguage();

  const prizeError = (error: FieldError | undefined) =>
    error?.message && PRIZE_PROBLEMS.has(error.message)
      ? t(`bands.errors.${error.message as 'prizeFormat'}`, { digits: minorDigits(currency) })
      : fieldErrorText(error);

  /** A new band starts after the last one, earning nothing: the administrator fills it in. */
  const addBand = () => {
    const bands = getValues('bands');
    const last = bands.at(-1)?.to;
    const next = typeof last === 'number' ? Math.min(last + 1, MAX_POSITION) : 1;
    const band: BandFormRow = { from: next, to: next, points: 0, prize: prizeText(0, currency) };
    append(band, { focusName: `bands.${bands.length}.to` });
  };

  const isFaulty = (band: number) => problems.some((problem) => 'band' in problem && problem.band === band);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={captionId}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('bands.title')}</legend>
      <p id={captionId} className="text-sm text-slate-600">
        {t('bands.intro', { currency })}
      </p>
      <div className="relative overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full min-w-[34rem] border-collapse text-sm">
          <caption className="sr-only">{t('bands.caption', { currency })}</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={TH}>
                {t('bands.columns.band')}
              </th>
              <th scope="col" className={TH}>
                {t('bands.columns.from')}
              </th>
              <th scope="col" className={TH}>
                {t('bands.columns.to')}
              </th>
              <th scope="col" className={TH}>
                {t('bands.columns.points')}
              </th>
              <th scope="col" className={TH}>
                {t('bands.columns.prize', { currency })}
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">{t('bands.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((row, index) => {
              const band = index + 1;
              return (
                <tr
                  key={row.id}
                  className={`border-b border-slate-100 last:border-0 ${isFaulty(band) ? 'bg-red-50' : ''}`}
                >
                  <th scope="row" className={`${TD} pt-3.5 text-start font-semibold text-slate-900 tabular-nums`}>
                    {band}
                  </th>
                  <td className={TD}>
                    <BandNumber index={index} name="from" label={t('bands.fromLabel', { band })} max={MAX_POSITION} />
                  </td>
                  <td className={TD}>
                    <BandNumber index={index} name="to" label={t('bands.toLabel', { band })} max={MAX_POSITION} />
                  </td>
                  <td className={TD}>
                    <BandNumber index={index} name="points" label={t('bands.pointsLabel', { band })} max={MAX_POINTS} />
                  </td>
                  <td className={TD}>
                    <TextField
                      label={t('bands.prizeLabel', { band, currency })}
                      className={`${CELL_FIELD} w-36`}
                      inputMode="decimal"
                      autoComplete="off"
                      error={prizeError(formState.errors.bands?.[index]?.prize)}
                      {...register(`bands.${index}.prize`)}
                    />
                  </td>
                  <td className={`${TD} pt-2`}>
                    <Button variant="ghost" aria-label={t('bands.removeLabel', { band })} onClick={() => remove(index)}>
                      {t('bands.remove')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* Below the table rather than in it: a phone shows the whole sentence without scrolling sideways. */}
      {problems.map((problem) => (
        <p
          key={'band' in problem ? `${problem.code}-${problem.band}` : problem.code}
          role="alert"
          className="text-sm font-medium text-red-700"
        >
          {problemText(problem)}
        </p>
      ))}
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('bands.refused', { reason: refusal })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={addBand}>
          {t('bands.add')}
        </Button>
        <p className="text-sm text-slate-700">
          {prizeFundMinor === undefined
            ? t('bands.prizeFundUnknown')
            : t('bands.prizeFund', { amount: formatMoney(prizeFundMinor, currency, language) })}
        </p>
      </div>
    </fieldset>
  );
}
