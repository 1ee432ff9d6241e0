import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import type { CaseStep } from '@libero/shared/legal/legal-cases';
import { Button } from '../../ui/button';
import { ConfirmStepDialog } from '../../lib/confirm-step-dialog';
import { EditCaseDialog } from './edit-case-dialog';
import { takeStep } from './legal-api';
import { isTextStep, StepTextDialog } from './step-text-dialog';
import { isStale, useCaseAction } from './use-case-action';

/** Steps that turn a case down or take it back: shown as secondary buttons. */
const DECLINING: ReadonlySet<CaseStep> = new Set(['object', 'refuse', 'withdraw']);

/** A step without text, asked once more before it is taken. */
function ConfirmStep({ dossier, step, onClose }: { dossier: TCaseDossier; step: CaseStep; onClose: () => void }) {
  return (
    <ConfirmStepDialog
      namespace="legal"
      step={step}
      cancelKey="legal:dialog.cancel"
      action={useCaseAction(dossier.no, dossier.kind)}
      send={() => takeStep(dossier.no, step, { version: dossier.version })}
      isStale={isStale}
      onClose={onClose}
    />
  );
}

/**
 * The steps the viewer may take now, as the dossier's `steps` says (nothing else is offered), and
 * the draft's edit where the dossier allows it. Each step asks first: its text where it needs one.
 */
export function CaseActions({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const [asking, setAsking] = useState<CaseStep>();
  const [editing, setEditing] = useState(false);
  if (dossier.steps.length === 0 && !dossier.canEdit) return null;
  const close = () => setAsking(undefined);

  return (
    <>
      {dossier.canEdit ? (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('edit.button')}
        </Button>
      ) : null}
      {dossier.steps.map((step) => (
        <Button key={step} variant={DECLINING.has(step) ? 'secondary' : 'primary'} onClick={() => setAsking(step)}>
          {t(`steps.${step}.action`)}
        </Button>
      ))}
      {asking && isTextStep(asking) ? <StepTextDialog dossier={dossier} step={asking} onClose={close} /> : null}
      {asking && !isTextStep(asking) ? <ConfirmStep dossier={dossier} step={asking} onClose={close} /> : null}
      {editing ? <EditCaseDialog dossier={dossier} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
