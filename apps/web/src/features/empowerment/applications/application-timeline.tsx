import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCommentInput, type TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { z } from 'zod';
import { formatDate } from '../../../lib/dates/date-formats';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { i18n } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TimelineRow, TimelineTable } from '../../../ui/timeline-table';
import { TextAreaField } from '../../../ui/text-area-field';
import { addComment } from './application-api';
import { useApplicationAction } from './use-application-action';

type Entry = TApplicationDossier['timeline'][number];

const MAX_COMMENT = 5000;
const commentSchema = z.object({ text: ZCommentInput.shape.text });

/** A line of the timeline in words, when the catalogue knows it; else as the server names it. */
function stepText(step: string): string {
  const key = `applications:timeline.steps.${step}`;
  return i18n.exists(key) ? i18n.t(key as 'applications:timeline.steps.create') : step;
}

function EntryRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation('empowerment');
  return (
    <TimelineRow
      at={entry.at}
      when={formatDate(entry.at, 'timeShortWithYear')}
      step={stepText(entry.step)}
      status={entry.toStatus ? t(`applicationStatuses.${entry.toStatus}`) : null}
      by={entry.by}
      text={entry.text}
    />
  );
}

/** A comment added to the application's timeline. */
function CommentForm({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  const action = useApplicationAction(dossier.no);
  const form = useValidatedForm(commentSchema, { text: '' });
  const send = async ({ text }: z.output<typeof commentSchema>) => {
    const outcome = await action.run({
      id: 'comment',
      run: () => addComment(dossier.no, { text }),
      done: t('comments.sent'),
    });
    if (outcome.done) form.reset({ text: '' });
  };
  const submit = (event: FormEvent) => form.handleSubmit(send)(event);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('comments.form')}
      className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3"
    >
      <TextAreaField
        label={t('comments.text')}
        rows={3}
        maxLength={MAX_COMMENT}
        error={fieldErrorText(form.formState.errors.text)}
        {...form.register('text')}
      />
      <div>
        <Button type="submit" pending={action.pending} pendingLabel={t('comments.sending')}>
          {t('comments.send')}
        </Button>
      </div>
    </form>
  );
}

/** Every step, edit and comment, by whom and when, with its text; a comment added below. */
export function ApplicationTimeline({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  return (
    <FoldablePanel title={t('timeline.title')}>
      <TimelineTable
        caption={t('timeline.title')}
        headers={[t('timeline.at'), t('timeline.step'), t('timeline.by'), t('timeline.text')]}
        emptyText={t('timeline.empty')}
        rows={dossier.timeline.map((entry, index) => (
          <EntryRow key={`${entry.at}-${index}`} entry={entry} />
        ))}
      />
      {dossier.roles.length > 0 ? <CommentForm dossier={dossier} /> : null}
    </FoldablePanel>
  );
}
