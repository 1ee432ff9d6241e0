import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { useValidatedForm } from '../../../lib/form';
import { FormSelect } from '../../../lib/forms/form-select';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { saveScores } from './application-api';
import { useApplicationAction } from './use-application-action';

type Criterion = TApplicationDossier['call']['criteria'][number];

const SCORES = ['0', '1', '2', '3', '4', '5'].map((score) => ({ value: score, label: score }));

/** Every criterion needs its score (a choice of 0 to 5). */
const scoresSchema = (criteria: readonly Criterion[]) =>
  z.object({ scores: z.object(Object.fromEntries(criteria.map((criterion) => [criterion.key, z.string().min(1)]))) });

function ScoreForm({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  const action = useApplicationAction(dossier.no);
  const { criteria } = dossier.call;
  const schema = useMemo(() => scoresSchema(criteria), [criteria]);
  const form = useValidatedForm(schema, {
    scores: Object.fromEntries(
      criteria.map((criterion) => [criterion.key, String(dossier.scores[criterion.key] ?? '')]),
    ),
  });
  const save = async ({ scores }: z.output<typeof schema>) => {
    await action.run({
      id: 'scores',
      run: () =>
        saveScores(dossier.no, {
          version: dossier.version,
          scores: Object.fromEntries(Object.entries(scores).map(([key, score]) => [key, Number(score)])),
        }),
      done: t('score.saved'),
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);
  return (
    <form noValidate onSubmit={submit} aria-label={t('score.form')} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3">
        {criteria.map((criterion) => (
          <FormSelect
            key={criterion.key}
            control={form.control}
            name={`scores.${criterion.key}`}
            label={t('score.criterion', { label: criterion.label, weight: criterion.weight })}
            options={SCORES}
            emptyLabel={t('form.choose')}
          />
        ))}
      </div>
      <div>
        <Button type="submit" pending={action.pending} pendingLabel={t('score.saving')}>
          {t('score.save')}
        </Button>
      </div>
    </form>
  );
}

/** The scores each criterion was given, for those who read them. */
function ScoreList({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      {dossier.call.criteria.map((criterion) => (
        <div key={criterion.key} className="flex items-baseline justify-between gap-3">
          <dt className="min-w-0 text-slate-600">
            {t('score.criterion', { label: criterion.label, weight: criterion.weight })}
          </dt>
          <dd className="shrink-0 font-medium text-slate-900 tabular-nums">
            {t('score.outOfFive', { score: dossier.scores[criterion.key] ?? '–' })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The weighted score out of 100, shown to everyone; a reviewer who may score gives each criterion
 * of the call a score from 0 to 5.
 */
export function ScorePanel({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  const scored = Object.keys(dossier.scores).length > 0;
  return (
    <FoldablePanel title={t('score.title')}>
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium text-slate-900">
          {dossier.scoreTotal === null ? t('score.none') : t('score.total', { score: dossier.scoreTotal })}
        </p>
        {dossier.canScore ? <ScoreForm dossier={dossier} /> : null}
        {!dossier.canScore && scored ? <ScoreList dossier={dossier} /> : null}
      </div>
    </FoldablePanel>
  );
}
