import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationStep } from '@libero/shared/empowerment/applications';
import { isEligible } from '@libero/shared/empowerment/eligibility';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { Button, buttonClassName } from '../../../ui/button';
import { applicationEditPath } from './application-api';
import { ConfirmApplicationStep, isReasonedStep, ReasonedStepDialog } from './application-step-dialogs';

/** Steps that turn an application down or take it back: shown as secondary buttons. */
const DECLINING: ReadonlySet<ApplicationStep> = new Set(['sendBack', 'decline']);

/** Submit, while the federation does not meet every rule: focusable and explained (a disabled button could not say why). */
function BlockedSubmit() {
  const { t } = useTranslation('applications');
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={hintId}
        onClick={(event) => event.preventDefault()}
        className={buttonClassName('primary', 'cursor-not-allowed opacity-60')}
      >
        {t('steps.submit.action')}
      </button>
      <span id={hintId} className="w-full text-right text-xs text-red-800 sm:w-auto">
        {t('steps.submit.notEligible')}
      </span>
    </>
  );
}

/**
 * The steps the viewer may take now, as the dossier's `steps` says (nothing else is offered), and
 * the draft's edit where the dossier allows it. Each step asks first: its reason where it needs one.
 */
export function ApplicationActions({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  const [asking, setAsking] = useState<ApplicationStep>();
  const close = () => setAsking(undefined);
  const eligible = isEligible(dossier.eligibility);
  return (
    <>
      {dossier.canEdit ? (
        <Link to={applicationEditPath(dossier.no)} className={buttonClassName('secondary')}>
          {t('page.edit')}
        </Link>
      ) : null}
      {dossier.steps.map((step) =>
        step === 'submit' && !eligible ? (
          <BlockedSubmit key={step} />
        ) : (
          <Button key={step} variant={DECLINING.has(step) ? 'secondary' : 'primary'} onClick={() => setAsking(step)}>
            {t(`steps.${step}.action`)}
          </Button>
        ),
      )}
      {asking && isReasonedStep(asking) ? <ReasonedStepDialog dossier={dossier} step={asking} onClose={close} /> : null}
      {asking && !isReasonedStep(asking) ? (
        <ConfirmApplicationStep dossier={dossier} step={asking} onClose={close} />
      ) : null}
    </>
  );
}
