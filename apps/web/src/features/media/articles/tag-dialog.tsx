import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '@libero/shared/registry/media';
import { useCommand } from '../../../lib/entities/entity-queries';
import { useValidatedForm } from '../../../lib/form';
import { EntityFormField } from '../../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import { notify } from '../../../lib/notifications/notifications-store';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RecordFormDialog } from '../../../lib/forms/record-form-dialog';
import { formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../../lib/forms/record-dialog-parts';

const TAG_FORM_FIELDS = ['Name', 'Description'] as const;
const NOTICE_MS = 5000;

export type TagRow = {
  no: number;
  name: string;
  description: string | null;
  articleCount: number;
  pressReleaseCount: number;
  version: number;
};

/** Removes the tag from every text, once asked. */
function DeleteTagButton({ tag, onDeleted }: { tag: TagRow; onDeleted: () => void }) {
  const { t } = useTranslation(['articles', 'common']);
  const { remove } = useCommand('Tag');
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(
      { no: tag.no, version: tag.version },
      {
        onSuccess: () => {
          notify({ kind: 'tag-deleted', tone: 'success', message: t('tags.deleted'), duration: NOTICE_MS });
          onDeleted();
        },
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      <Button variant="ghost" className="mr-auto text-red-700" onClick={() => setAsking(true)}>
        {t('tags.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('tags.deleteTitle', { name: tag.name })}
        message={t('tags.deleteMessage', { count: tag.articleCount + tag.pressReleaseCount })}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}

/** A tag's name (renaming it renames it on every text) and what it is for; a press officer's. */
export function TagDialog({ tag, onClose }: { tag?: TagRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('articles');
  const specs = useMemo(() => formSpecs(Tag, TAG_FORM_FIELDS, []), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const [defaults] = useState(() => formDefaults(specs, tag));
  const form = useValidatedForm(schema, defaults);
  const { saveRecord } = useSaveRecord('Tag');

  const save = async (values: EntityFormValues) => {
    const base = tag ? { no: tag.no, version: tag.version, defaults } : undefined;
    await saveRecord(saveAttributes(specs, values, base));
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: TAG_FORM_FIELDS, codeFields: { Duplicate: 'Name', InvalidData: 'Name' } }}
      savedNotice={{ kind: 'tag-saved', message: t('tags.saved') }}
      onClose={onClose}
      title={tag ? t('tags.editTitle', { name: tag.name }) : t('tags.newTitle')}
      description={t('tags.nameHint')}
      buttons={tag ? <DeleteTagButton tag={tag} onDeleted={onClose} /> : null}
    >
      <EntityFormField spec={specNamed(specs, 'Name')} setting={PLAIN_SETTING} />
      <EntityFormField spec={specNamed(specs, 'Description')} setting={PLAIN_SETTING} />
    </RecordFormDialog>
  );
}
