import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ARTICLE_LIMITS } from '@libero/shared/media/articles-api';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { RichTextEditor } from './rich-text-editor';

/** One language version as the form holds it: a title is required, the rest is bounded. */
export const ZTextVersion = z.object({
  title: z.string().trim().min(1).max(ARTICLE_LIMITS.title),
  summary: z.string().trim().max(ARTICLE_LIMITS.summary),
  body: z.string().max(ARTICLE_LIMITS.body),
});
export type TTextVersion = z.output<typeof ZTextVersion>;

type TextVersionFormProps = {
  /** Names the form (its language, or "new article"). */
  label: string;
  initial: TTextVersion;
  readOnly: boolean;
  submitLabel: string;
  pending: boolean;
  onSave: (text: TTextVersion) => Promise<void>;
};

/** A language version's title, summary and body, checked as they are typed. */
export function TextVersionForm({ label, initial, readOnly, submitLabel, pending, onSave }: TextVersionFormProps) {
  const { t } = useTranslation('articles');
  const form = useValidatedForm(ZTextVersion, initial);
  const { errors } = form.formState;
  const submit = (event: FormEvent) => form.handleSubmit(onSave)(event);
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-3">
      <TextField
        label={t('fields.title')}
        required
        readOnly={readOnly}
        maxLength={ARTICLE_LIMITS.title}
        error={fieldErrorText(errors.title)}
        {...form.register('title')}
      />
      <TextAreaField
        label={t('fields.summary')}
        rows={2}
        readOnly={readOnly}
        maxLength={ARTICLE_LIMITS.summary}
        error={fieldErrorText(errors.summary)}
        {...form.register('summary')}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={t('fields.body')}
            value={field.value}
            onChange={field.onChange}
            readOnly={readOnly}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" pending={pending} pendingLabel={t('dialog.saving')}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
