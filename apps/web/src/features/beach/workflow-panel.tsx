import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BEACH_WORKFLOW_STEPS, type BeachWorkflowStep } from '@libero/shared/competitions/beach-api';
import { BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FoldablePanel } from '../../ui/foldable-panel';
import { refreshBeach, runStep } from './beach-api';
import type { BeachTournamentRecord } from './beach-rows';
import { HowItWorksLink } from '../../lib/help-link';

const NOTICE_MS = 5000;
const S = BEACH_TOURNAMENT_STATUS;

/** The step a tournament's status calls for next (the server still decides what it allows). */
const NEXT_STEP: Readonly<Partial<Record<number, BeachWorkflowStep>>> = {
  [S.planned]: 'allocation',
  [S.entryOpen]: 'allocation',
  [S.entryClosed]: 'draw',
  [S.running]: 'ranking',
  [S.finished]: 'ranking/publish',
};

/** `ranking/publish` as a translation key. */
const keyOf = (step: BeachWorkflowStep) => (step === 'ranking/publish' ? 'publish' : step);

/**
 * The steps that move a tournament on, for whoever runs it: allocate the entries, draw, compute the
 * final ranking, publish it. Each asks first; the step the status calls for stands out. A refusal
 * of the server shows under the steps, in its words.
 */
export function WorkflowPanel({ tournament }: { tournament: BeachTournamentRecord }) {
  const { t } = useTranslation(['beach', 'common']);
  const client = useQueryClient();
  const [asked, setAsked] = useState<BeachWorkflowStep>();
  const [refused, setRefused] = useState<{ step: BeachWorkflowStep; error: unknown }>();
  const next = tournament.status === null ? undefined : NEXT_STEP[tournament.status];
  const step = useMutation({
    mutationFn: (chosen: BeachWorkflowStep) => runStep(tournament.no, chosen, tournament.version),
    meta: { silent: true },
    onMutate: () => setRefused(undefined),
    onSuccess: async (_answer, chosen) => {
      setAsked(undefined);
      notify({
        kind: `beach-step-${keyOf(chosen)}`,
        tone: 'success',
        message: t(`workflow.${keyOf(chosen)}.done`),
        duration: NOTICE_MS,
      });
      await refreshBeach(client);
    },
    onError: (error, chosen) => {
      setAsked(undefined);
      setRefused({ step: chosen, error });
    },
  });
  return (
    <FoldablePanel title={t('workflow.title')} actions={<HowItWorksLink guide="run-beach-draw" />}>
      <div className="flex flex-col gap-3">
        <ol className="flex flex-col divide-y divide-slate-100">
          {BEACH_WORKFLOW_STEPS.map((id, i) => (
            <li key={id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
              <div className="min-w-0 flex-1 basis-56">
                <p className="text-sm font-medium text-slate-900">
                  {i + 1}. {t(`workflow.${keyOf(id)}.title`)}
                  {id === next ? (
                    <span className="ml-2 text-xs font-normal text-sky-800">{t('workflow.next')}</span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">{t(`workflow.${keyOf(id)}.description`)}</p>
              </div>
              <Button
                variant={id === next ? 'primary' : 'secondary'}
                onClick={() => setAsked(id)}
                disabled={step.isPending}
              >
                {t(`workflow.${keyOf(id)}.button`)}
              </Button>
            </li>
          ))}
        </ol>
        {refused ? (
          <Alert tone="error">
            {t('workflow.refused', { step: t(`workflow.${keyOf(refused.step)}.title`) })} {errorMessage(refused.error)}
          </Alert>
        ) : null}
      </div>
      {asked ? (
        <ConfirmDialog
          open
          title={t(`workflow.${keyOf(asked)}.title`)}
          message={t(`workflow.${keyOf(asked)}.confirm`, { name: tournament.name ?? '' })}
          confirmLabel={t(`workflow.${keyOf(asked)}.button`)}
          cancelLabel={t('common:actions.cancel')}
          pending={step.isPending}
          onCancel={() => setAsked(undefined)}
          onConfirm={() => step.mutate(asked)}
        />
      ) : null}
    </FoldablePanel>
  );
}
