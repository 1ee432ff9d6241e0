import { useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { Image } from '@libero/shared/registry/gallery';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { useValidatedForm } from '../../../lib/form';
import { EntityFormField } from '../../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import { notify } from '../../../lib/notifications/notifications-store';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import {
  DialogButtons,
  formSpecs,
  PLAIN_SETTING,
  RefusalAlert,
  showRefusal,
  specNamed,
  useSaveRecord,
} from '../../../lib/forms/record-dialog-parts';
import { deleteImage, imageSrc, reorderImages, type AlbumRow, type ImageRow } from './albums-api';

const IMAGE_FORM_FIELDS = ['CaptionEn', 'CaptionFr', 'CaptionEs', 'Credit'] as const;
const NOTICE_MS = 5000;

function useImageActions(album: AlbumRow, images: readonly ImageRow[]) {
  const { t } = useTranslation('albums');
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(['Image', 'Album'].map((entity) => client.invalidateQueries({ queryKey: entityKeys.all(entity) })));
  const told = (message: string) => notify({ kind: 'album-image', tone: 'success', message, duration: NOTICE_MS });
  const failed = (error: unknown) => notify({ kind: 'album-image-error', tone: 'error', message: errorMessage(error) });
  return {
    move: async (index: number, by: -1 | 1) => {
      const order = images.map((image) => image.no);
      [order[index], order[index + by]] = [order[index + by]!, order[index]!];
      try {
        await reorderImages(album, order);
        await refresh();
        told(t('image.moved'));
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    remove: async (image: ImageRow) => {
      try {
        await deleteImage(image);
        await refresh();
        told(t('image.deleted'));
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
  };
}

export type ImageDialogProps = {
  album: AlbumRow;
  images: readonly ImageRow[];
  index: number;
  /** Whether the viewer may reorder the album (edit it). */
  canReorder: boolean;
  onClose: () => void;
};

/** A photo's captions in three languages and its credit; moved earlier or later, or deleted. */
export function ImageDialog({ album, images, index, canReorder, onClose }: ImageDialogProps) {
  const { t } = useTranslation(['albums', 'common']);
  const image = images[index]!;
  const specs = useMemo(() => formSpecs(Image, IMAGE_FORM_FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const [defaults] = useState(() => formDefaults(specs, image));
  const form = useValidatedForm(schema, defaults);
  const { saveRecord } = useSaveRecord('Image');
  const actions = useImageActions(album, images);
  const [refusal, setRefusal] = useState<unknown>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (values: EntityFormValues) => {
    setRefusal(undefined);
    try {
      await saveRecord(saveAttributes(specs, values, { no: image.no, version: image.version, defaults }));
      notify({ kind: 'album-image', tone: 'success', message: t('image.saved'), duration: NOTICE_MS });
      onClose();
    } catch (error) {
      showRefusal(form, setRefusal, error, IMAGE_FORM_FIELDS);
    }
  };
  const run = async (action: () => Promise<unknown>, closes: boolean) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (closes && done) onClose();
  };

  return (
    <FormDialog open onClose={onClose} title={t('image.editTitle', { n: index + 1 })}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)}
          className="flex flex-col gap-3"
        >
          <img src={imageSrc(image.thumbUrl)} alt="" className="mx-auto max-h-40 w-auto rounded-md" />
          {IMAGE_FORM_FIELDS.map((name) => (
            <EntityFormField key={name} spec={specNamed(specs, name)} setting={PLAIN_SETTING} />
          ))}
          <RefusalAlert error={refusal} />
          <div className="flex flex-wrap gap-2">
            {canReorder ? (
              <>
                <Button
                  variant="secondary"
                  disabled={busy || index === 0}
                  onClick={() => void run(() => actions.move(index, -1), true)}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('image.moveEarlier')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy || index === images.length - 1}
                  onClick={() => void run(() => actions.move(index, 1), true)}
                >
                  {t('image.moveLater')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Button>
              </>
            ) : null}
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)} className="text-red-700">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('image.delete')}
            </Button>
          </div>
          <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </FormProvider>
      <ConfirmDialog
        open={confirming}
        title={t('image.deleteTitle')}
        message={t('image.deleteMessage')}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run(() => actions.remove(image), true)}
      />
    </FormDialog>
  );
}
