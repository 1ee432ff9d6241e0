import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CONTACT_KINDS } from '@libero/shared/registry/people';
import { Star } from 'lucide-react';
import { EditableListPanel, RowEditButtons, type ListRowActions } from '../../lib/entities/editable-list-panel';
import { useCommand } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { email, required, url } from '../../lib/forms/rules';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { CheckboxField, SelectField } from '../../ui/form-controls';

type ContactKind = (typeof CONTACT_KINDS)[number];
type Contact = {
  no: number;
  kind: ContactKind;
  value: string;
  label: string | null;
  preferred: number | boolean;
  version: number;
};

const FIELDS = ['No', 'Kind', 'Value', 'Label', 'Preferred', 'Version'];

const ZContact = z
  .object({
    kind: z.string().check(required()),
    value: z.string().check(required(), z.maxLength(200)),
    label: z.string().check(z.maxLength(100)),
    preferred: z.boolean(),
  })
  .check((context) => {
    const { kind, value } = context.value;
    const check = kind === 'email' ? email() : kind === 'website' ? url() : undefined;
    if (!check) return;
    const parsed = z.string().check(check).safeParse(value);
    if (!parsed.success)
      context.issues.push({
        code: 'custom',
        input: value,
        path: ['value'],
        message: parsed.error.issues[0]?.message ?? '',
      });
  });
type ContactInput = z.input<typeof ZContact>;

function href(contact: Contact): string | undefined {
  if (contact.kind === 'email') return `mailto:${contact.value}`;
  if (contact.kind === 'phone' || contact.kind === 'mobile') return `tel:${contact.value.replace(/[^\d+]/g, '')}`;
  if (contact.kind === 'website' && /^https?:\/\//i.test(contact.value)) return contact.value;
  return undefined;
}

type ContactFormProps = { personNo: number; contact?: Contact; onDone: () => void };

/** Adds a contact, or edits `contact`; validates as you type. */
function ContactForm({ personNo, contact, onDone }: ContactFormProps) {
  const { t } = useTranslation(['people', 'common']);
  const { save } = useCommand('PersonContact');
  const form = useValidatedForm(ZContact, {
    kind: contact?.kind ?? 'email',
    value: contact?.value ?? '',
    label: contact?.label ?? '',
    preferred: Boolean(contact?.preferred),
  });
  const { register, handleSubmit, formState } = form;
  const kinds = CONTACT_KINDS.map((kind) => ({ value: kind, label: t(`people:contactKinds.${kind}`) }));
  const submit = (values: ContactInput) =>
    save.mutate(
      {
        ...(contact ? { No: contact.no, Version: contact.version } : { NoPerson: personNo }),
        Kind: values.kind,
        Value: values.value.trim(),
        Label: values.label.trim(),
        Preferred: values.preferred,
      },
      {
        onSuccess: () => {
          notify({ kind: 'contact-saved', tone: 'success', message: t('people:contacts.saved'), duration: 4000 });
          onDone();
        },
      },
    );
  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={contact ? t('people:contacts.edit') : t('people:contacts.add')}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={t('people:contacts.fields.kind')}
          options={kinds}
          emptyLabel={t('people:contacts.choose')}
          error={fieldErrorText(formState.errors.kind)}
          {...register('kind')}
        />
        <TextField
          label={t('people:contacts.fields.value')}
          autoComplete="off"
          error={fieldErrorText(formState.errors.value)}
          {...register('value')}
        />
        <TextField
          label={t('people:contacts.fields.label')}
          autoComplete="off"
          error={fieldErrorText(formState.errors.label)}
          {...register('label')}
        />
      </div>
      <CheckboxField label={t('people:contacts.fields.preferred')} {...register('preferred')} />
      <div className="flex gap-2">
        <Button type="submit" pending={save.isPending} pendingLabel={t('common:actions.saving')}>
          {t('common:actions.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

type ContactRowProps = { contact: Contact } & ListRowActions;

function ContactRow({ contact, canEdit, onEdit, onDelete }: ContactRowProps) {
  const { t } = useTranslation('people');
  const link = href(contact);
  const kind = t(`contactKinds.${contact.kind}`);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="w-28 shrink-0 text-xs text-slate-600">{kind}</span>
      <span className="min-w-0 flex-1 break-all text-slate-900">
        {link ? (
          <a
            href={link}
            className="text-sky-800 underline-offset-2 hover:underline"
            {...(contact.kind === 'website' ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            {contact.value}
          </a>
        ) : (
          contact.value
        )}
        {contact.label ? <span className="ml-2 text-slate-600">({contact.label})</span> : null}
        {contact.preferred ? (
          <span className="ml-2 inline-flex items-center gap-1 text-xs text-amber-800">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            {t('contacts.fields.preferred')}
          </span>
        ) : null}
      </span>
      {canEdit ? (
        <RowEditButtons
          editLabel={t('contacts.editOne', { kind, value: contact.value })}
          deleteLabel={t('contacts.deleteOne', { kind, value: contact.value })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ) : null}
    </li>
  );
}

export type ContactsPanelProps = { personNo: number; canEdit: boolean };

/** A person's contacts: listed, and kept (added, edited, deleted after confirmation) by those allowed to. */
export function ContactsPanel({ personNo, canEdit }: ContactsPanelProps) {
  const { t } = useTranslation('people');
  return (
    <EditableListPanel<Contact>
      title={t('profile.panels.contacts')}
      entity="PersonContact"
      list={{ fields: FIELDS, filter: { NoPerson: personNo }, sort: ['Kind', '-Preferred'] }}
      canEdit={canEdit}
      texts={{
        add: t('contacts.add'),
        none: t('contacts.none'),
        deleteTitle: t('contacts.deleteTitle'),
        deleteConfirm: () => t('contacts.deleteConfirm'),
        deleted: t('contacts.deleted'),
      }}
      noticeKind="contact"
      form={(contact, onDone) => <ContactForm personNo={personNo} contact={contact} onDone={onDone} />}
      row={(contact, actions) => <ContactRow key={contact.no} contact={contact} {...actions} />}
    />
  );
}
