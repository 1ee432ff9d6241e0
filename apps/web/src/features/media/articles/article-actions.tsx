import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COMMENTED_STEPS, type ArticleStep } from '@libero/shared/media/articles';
import { ARTICLE_LIMITS, type TArticleDossier } from '@libero/shared/media/articles-api';
import { ConfirmStepDialog } from '../../../lib/confirm-step-dialog';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { StepFormDialog } from '../../../lib/step-form-dialog';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import { takeStep } from './articles-api';
import { isStale, useArticleAction } from './use-article-action';

/** Steps that take an article back: secondary buttons. */
const BACKWARDS: ReadonlySet<ArticleStep> = new Set(['sendBack', 'archive', 'restore']);

type StepDialogProps = { dossier: TArticleDossier; step: ArticleStep; onClose: () => void };

function ConfirmStep({ dossier, step, onClose }: StepDialogProps) {
  return (
    <ConfirmStepDialog
      namespace="articles"
      step={step}
      cancelKey="articles:dialog.cancel"
      action={useArticleAction(dossier.no)}
      send={() => takeStep(dossier.no, step, { version: dossier.version })}
      isStale={isStale}
      onClose={onClose}
    />
  );
}

const ZComment = z.object({ comment: z.string().trim().min(1).max(ARTICLE_LIMITS.comment) });

/** A step that says why (a send-back): its comment is required. */
function CommentStep({ dossier, step, onClose }: StepDialogProps) {
  const { t } = useTranslation('articles');
  const action = useArticleAction(dossier.no);
  const form = useValidatedForm(ZComment, { comment: '' });
  const send = async ({ comment }: z.output<typeof ZComment>) => {
    const outcome = await action.run({
      id: step,
      run: () => takeStep(dossier.no, step, { version: dossier.version, comment }),
      done: t(`steps.${step}.done`),
    });
    if (outcome.done || isStale(outcome.error)) onClose();
  };
  return (
    <StepFormDialog
      title={t(`steps.${step}.title`)}
      description={t(`steps.${step}.description`)}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      pending={action.pending}
      texts={{ cancel: t('dialog.cancel'), saving: t('dialog.saving'), confirm: t(`steps.${step}.confirm`) }}
      onClose={onClose}
    >
      <TextAreaField
        label={t('steps.sendBack.textLabel')}
        required
        maxLength={ARTICLE_LIMITS.comment}
        error={fieldErrorText(form.formState.errors.comment)}
        {...form.register('comment')}
      />
    </StepFormDialog>
  );
}

/** The steps the dossier offers the viewer now (nothing else), each asked once more before it is taken. */
export function ArticleActions({ dossier }: { dossier: TArticleDossier }) {
  const { t } = useTranslation('articles');
  const [asking, setAsking] = useState<ArticleStep>();
  if (dossier.steps.length === 0) return null;
  const close = () => setAsking(undefined);
  const Dialog = asking && COMMENTED_STEPS.has(asking) ? CommentStep : ConfirmStep;
  return (
    <>
      {dossier.steps.map((step) => (
        <Button key={step} variant={BACKWARDS.has(step) ? 'secondary' : 'primary'} onClick={() => setAsking(step)}>
          {t(`steps.${step}.action`)}
        </Button>
      ))}
      {asking ? <Dialog dossier={dossier} step={asking} onClose={close} /> : null}
    </>
  );
}
