import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { Button } from '../../ui/button';
import { ReasonDialog } from './reason-dialog';
import { takeReasonedStep, takeStep, type PlainStep, type ReasonedStep } from './transfer-api';
import { isConflict, useTransferStep } from './use-transfer-step';

/** The steps that say why, by their action's name, and the route each takes. */
const REASONED = {
  reject: 'reject',
  cancel: 'cancel',
  release: 'release',
  grantException: 'window-exception',
} as const;
type Reasoned = keyof typeof REASONED;

const PLAIN: readonly PlainStep[] = ['submit', 'approve'];
const REASONED_ORDER: readonly Reasoned[] = ['grantException', 'reject', 'release', 'cancel'];

/** The steps the viewer may take now, as the dossier's `actions` says: nothing else is offered. */
export function WorkflowActions({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const step = useTransferStep(dossier.no);
  const [asking, setAsking] = useState<Reasoned>();
  const { actions, no } = dossier;
  const plain = PLAIN.filter((name) => actions[name]);
  const reasoned = REASONED_ORDER.filter((name) => actions[name]);
  if (plain.length === 0 && reasoned.length === 0) return null;

  const take = (name: PlainStep) =>
    void step.run({ id: name, run: () => takeStep(no, name, dossier.version), done: t(`steps.${name}.done`) });
  const takeReasoned = async (name: Reasoned, reason: string) => {
    const route: ReasonedStep = REASONED[name];
    const outcome = await step.run({
      id: name,
      run: () => takeReasonedStep(no, route, dossier.version, reason),
      done: t(`steps.${name}.done`),
    });
    if (outcome.done || isConflict(outcome.error)) setAsking(undefined);
  };

  return (
    <>
      {plain.map((name) => (
        <Button
          key={name}
          pending={step.pendingId === name}
          pendingLabel={t('dialog.saving')}
          disabled={step.pending}
          onClick={() => take(name)}
        >
          {t(`steps.${name}.action`)}
        </Button>
      ))}
      {reasoned.map((name) => (
        <Button key={name} variant="secondary" disabled={step.pending} onClick={() => setAsking(name)}>
          {t(`steps.${name}.action`)}
        </Button>
      ))}
      {asking ? (
        <ReasonDialog
          title={t(`steps.${asking}.title`)}
          description={t(`steps.${asking}.description`)}
          confirmLabel={t(`steps.${asking}.confirm`)}
          pending={step.pending}
          onClose={() => setAsking(undefined)}
          onSubmit={(reason) => void takeReasoned(asking, reason)}
        />
      ) : null}
    </>
  );
}
