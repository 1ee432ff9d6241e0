import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useWatch,
  type Control,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BEACH_RANKING_KINDS,
  ZBeachRankingRules,
  type BeachRankingKind,
  type TBeachRankingRules,
  type TBeachRankingRulesList,
} from '@libero/shared/competitions/beach-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { between, dateFormat, required } from '../../../lib/forms/rules';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { showRefusal } from '../../../lib/forms/record-dialog-parts';
import { useReportUnsaved } from '../transfer-settings/unsaved-forms';
import { beachSettingsKeys, rankingRulesQuery, refreshBeachRankings, saveRankingRules } from './beach-settings-api';
import { SettingsPanelBody, WholeField, type Bounds } from '../settings-parts';

const NOTICE_MS = 5000;

/** The message of a period ending before it starts: a key of `beach-settings:rules.errors`. */
const ORDER = 'order';

// The bounds are the shared schema's, which the server applies: they cannot drift apart.
const [ROLLING, PERIOD] = ZBeachRankingRules.options;
const boundsOf = (schema: z.ZodNumber): Bounds => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? Infinity });
const BEST_N = boundsOf(ROLLING.shape.bestN);
const WINDOW_DAYS = boundsOf(ROLLING.shape.windowDays);
const GAMES_YEAR = boundsOf(PERIOD.shape.gamesYear.unwrap());

const ZWhole = ({ min, max }: Bounds) => z.number().int().nullable().check(required(), between(min, max));
const ZDay = z.string().check(required(), dateFormat('yyyy-MM-dd'));

const ROLLING_FORM = z.object({ bestN: ZWhole(BEST_N), windowDays: ZWhole(WINDOW_DAYS) });
const PERIOD_FORM = z
  .object({
    bestN: ZWhole(BEST_N),
    periodFrom: ZDay,
    periodTo: ZDay,
    gamesYear: z.number().int().nullable().check(between(GAMES_YEAR.min, GAMES_YEAR.max)),
  })
  .refine((rules) => !rules.periodFrom || !rules.periodTo || rules.periodFrom <= rules.periodTo, {
    path: ['periodTo'],
    message: ORDER,
  });

type RollingValues = z.input<typeof ROLLING_FORM>;
type PeriodValues = z.input<typeof PERIOD_FORM>;
type RollingRules = Extract<TBeachRankingRules, { window: 'rolling' }>;
type PeriodRules = Extract<TBeachRankingRules, { window: 'period' }>;

const ROLLING_FIELDS = ['bestN', 'windowDays'];
const PERIOD_FIELDS = ['bestN', 'periodFrom', 'periodTo', 'gamesYear'];

/** How many of a player's best results count: the first field of each ranking's rules. */
function BestNField<T extends FieldValues & { bestN: number | null }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('beach-settings');
  return (
    <WholeField
      control={control}
      name={'bestN' as Path<T>}
      label={t('rules.bestN')}
      hint={t('rules.bestNHint', BEST_N)}
      bounds={BEST_N}
    />
  );
}

/** Saves a ranking's rules: the answer replaces both in the cache, and the rankings shown are read again. */
function useSaveRules(kind: BeachRankingKind) {
  const { t } = useTranslation('beach-settings');
  const client = useQueryClient();
  return async (rules: TBeachRankingRules): Promise<TBeachRankingRules> => {
    const answer = await saveRankingRules(kind, rules);
    client.setQueryData<TBeachRankingRulesList>(beachSettingsKeys.rankingRules(), answer);
    // The server computed the ranking again: every ranking page and player's explanation is stale.
    void refreshBeachRankings(client);
    notify({
      kind: `beach-rules-saved-${kind}`,
      tone: 'success',
      message: t(`rules.${kind}.saved`),
      duration: NOTICE_MS,
      unique: false,
    });
    return answer.find((entry) => entry.kind === kind)?.rules ?? rules;
  };
}

type RulesFormOptions<S extends z.ZodType<FieldValues, FieldValues>, R extends TBeachRankingRules> = {
  kind: BeachRankingKind;
  schema: S;
  /** The fields a refusal may name. */
  fields: readonly string[];
  rules: R;
  valuesOf: (rules: R) => z.input<S>;
  rulesOf: (values: z.output<S>) => R;
};

/**
 * A ranking's rules in a form, reset to what was saved; a refusal shows on the field it names, else
 * in the card. Returns the form and what its card needs.
 */
function useRulesForm<S extends z.ZodType<FieldValues, FieldValues>, R extends TBeachRankingRules>({
  kind,
  schema,
  fields,
  rules,
  valuesOf,
  rulesOf,
}: RulesFormOptions<S, R>) {
  const form = useValidatedForm(schema, valuesOf(rules) as DefaultValues<z.input<S>>);
  const saveRules = useSaveRules(kind);
  const [failure, setFailure] = useState<unknown>();
  useReportUnsaved(`rules-${kind}`, form.formState.isDirty);

  const save = async (values: z.output<S>) => {
    setFailure(undefined);
    try {
      const saved = await saveRules(rulesOf(values));
      if (saved.window === rules.window) form.reset(valuesOf(saved as R));
    } catch (error) {
      showRefusal(form, setFailure, error, fields);
    }
  };
  const card = {
    kind,
    onSubmit: (event: FormEvent) => void form.handleSubmit(save)(event),
    pending: form.formState.isSubmitting,
    failure,
  };
  return { form, card };
}

type RulesCardProps = {
  kind: BeachRankingKind;
  /** What the rules say, as saved: a sentence under the title. */
  summary: string;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  failure: unknown;
  children: ReactNode;
};

/** A ranking's form: its title, what its rules say, its fields and its own Save. */
function RulesCard({ kind, summary, onSubmit, pending, failure, children }: RulesCardProps) {
  const { t } = useTranslation('beach-settings');
  const { t: common } = useTranslation();
  const titleId = useId();
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          {t(`rules.${kind}.title`)}
        </h3>
        <p className="text-sm text-slate-700">{summary}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2">{children}</div>
      {failure ? <Alert tone="error">{t(`rules.${kind}.notSaved`, { reason: errorMessage(failure) })}</Alert> : null}
      <div>
        <Button
          type="submit"
          aria-label={t(`rules.${kind}.saveLabel`)}
          pending={pending}
          pendingLabel={common('actions.saving')}
        >
          {common('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** The world ranking's rules: the best N results of a rolling window of days. */
function RollingForm({ kind, rules }: { kind: BeachRankingKind; rules: RollingRules }) {
  const { t } = useTranslation('beach-settings');
  const { form, card } = useRulesForm({
    kind,
    schema: ROLLING_FORM,
    fields: ROLLING_FIELDS,
    rules,
    valuesOf: (saved: RollingRules): RollingValues => ({ bestN: saved.bestN, windowDays: saved.windowDays }),
    rulesOf: (values): RollingRules => ({
      window: 'rolling',
      bestN: values.bestN ?? 0,
      windowDays: values.windowDays ?? 0,
    }),
  });

  return (
    <RulesCard {...card} summary={t('rules.rollingSummary', { bestN: rules.bestN, days: rules.windowDays })}>
      <BestNField control={form.control} />
      <WholeField
        control={form.control}
        name="windowDays"
        label={t('rules.windowDays')}
        hint={t('rules.windowDaysHint', WINDOW_DAYS)}
        bounds={WINDOW_DAYS}
      />
    </RulesCard>
  );
}

/** The Olympic selection ranking's rules: the best N results of a fixed period, before the Games of a year. */
function PeriodForm({ kind, rules }: { kind: BeachRankingKind; rules: PeriodRules }) {
  const { t } = useTranslation('beach-settings');
  const { form, card } = useRulesForm({
    kind,
    schema: PERIOD_FORM,
    fields: PERIOD_FIELDS,
    rules,
    valuesOf: (saved: PeriodRules): PeriodValues => ({
      bestN: saved.bestN,
      periodFrom: saved.periodFrom,
      periodTo: saved.periodTo,
      gamesYear: saved.gamesYear,
    }),
    rulesOf: (values): PeriodRules => ({
      window: 'period',
      bestN: values.bestN ?? 0,
      periodFrom: values.periodFrom,
      periodTo: values.periodTo,
      gamesYear: values.gamesYear,
    }),
  });
  const periodFrom = useWatch({ control: form.control, name: 'periodFrom' });
  const errorText = (error: FieldError | undefined) =>
    error?.message === ORDER ? t('rules.errors.order') : fieldErrorText(error);
  const summary = t(rules.gamesYear === null ? 'rules.periodSummary' : 'rules.periodSummaryGames', {
    bestN: rules.bestN,
    from: formatDate(rules.periodFrom),
    to: formatDate(rules.periodTo),
    year: rules.gamesYear ?? '',
  });

  return (
    <RulesCard {...card} summary={summary}>
      <BestNField control={form.control} />
      <WholeField
        control={form.control}
        name="gamesYear"
        label={t('rules.gamesYear')}
        hint={t('rules.gamesYearHint')}
        bounds={GAMES_YEAR}
      />
      <FormDateInput
        control={form.control}
        name="periodFrom"
        deps="periodTo"
        errorText={errorText}
        label={t('rules.periodFrom')}
      />
      <FormDateInput
        control={form.control}
        name="periodTo"
        errorText={errorText}
        label={t('rules.periodTo')}
        min={periodFrom || undefined}
      />
    </RulesCard>
  );
}

/** The world ranking first, then the Olympic selection ranking. */
const byKind = (a: { kind: BeachRankingKind }, b: { kind: BeachRankingKind }) =>
  BEACH_RANKING_KINDS.indexOf(a.kind) - BEACH_RANKING_KINDS.indexOf(b.kind);

function RulesForms({ list }: { list: TBeachRankingRulesList }) {
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {[...list]
        .sort(byKind)
        .map(({ kind, rules }) =>
          rules.window === 'rolling' ? (
            <RollingForm key={`${kind}-rolling`} kind={kind} rules={rules} />
          ) : (
            <PeriodForm key={`${kind}-period`} kind={kind} rules={rules} />
          ),
        )}
    </div>
  );
}

/** The rules of the world and Olympic selection rankings; a save computes the ranking again at once. */
export function RankingRulesPanel() {
  const { t } = useTranslation('beach-settings');
  const query = useQuery(rankingRulesQuery());
  return (
    <FoldablePanel title={t('rules.title')}>
      <SettingsPanelBody
        query={query}
        failed={(reason) => t('rules.failed', { reason })}
        intro={<p className="text-sm text-slate-700">{t('rules.intro')}</p>}
      >
        {(list) => <RulesForms list={list} />}
      </SettingsPanelBody>
    </FoldablePanel>
  );
}
