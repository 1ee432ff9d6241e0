import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Album } from '@libero/shared/registry/gallery';
import { useEntityList } from '../../../lib/entities/entity-queries';
import { useValidatedForm } from '../../../lib/form';
import { EntityFormField } from '../../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import { notify } from '../../../lib/notifications/notifications-store';
import { FormDialog } from '../../../ui/form-dialog';
import {
  DialogButtons,
  FormChoice,
  formSpecs,
  PLAIN_SETTING,
  RefusalAlert,
  showRefusal,
  specNamed,
  useSaveRecord,
} from '../../../lib/forms/record-dialog-parts';
import { albumPagePath, type AlbumRow } from './albums-api';

const ALBUM_FORM_FIELDS = [
  'TitleEn',
  'TitleFr',
  'TitleEs',
  'TakenOn',
  'NoEvent',
  'NoVolleyTournament',
  'NoBeachTournament',
  'Description',
] as const;
const CHOICE_FIELDS = ['NoEvent', 'NoVolleyTournament', 'NoBeachTournament'];
const NOTICE_MS = 5000;

/** The records of `entity` an album may be of (an event, a tournament), newest first; the choice adds "None". */
function useLinkOptions(entity: 'Event' | 'VolleyTournament' | 'BeachTournament') {
  const query = useEntityList(entity, { fields: ['No', 'Name'], sort: ['-StartDate'], page: { skip: 0, take: 200 } });
  const rows = (query.data?.data ?? []) as { no: number; name: string }[];
  return rows.map((row) => ({ value: String(row.no), label: row.name }));
}

export type AlbumDialogProps = {
  /** The album edited; none to create one. */
  album?: AlbumRow;
  onClose: () => void;
};

/** An album's titles in three languages, its day, its event and description; a new one opens once made. */
export function AlbumDialog({ album, onClose }: AlbumDialogProps) {
  const { t } = useTranslation('albums');
  const navigate = useNavigate();
  const specs = useMemo(() => formSpecs(Album, ALBUM_FORM_FIELDS, CHOICE_FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const [defaults] = useState(() => formDefaults(specs, album));
  const form = useValidatedForm(schema, defaults);
  const events = useLinkOptions('Event');
  const volleyTournaments = useLinkOptions('VolleyTournament');
  const beachTournaments = useLinkOptions('BeachTournament');
  const { saveRecord } = useSaveRecord('Album');
  const [refusal, setRefusal] = useState<unknown>();
  const field = (name: (typeof ALBUM_FORM_FIELDS)[number]) => (
    <EntityFormField spec={specNamed(specs, name)} setting={PLAIN_SETTING} />
  );

  const save = async (values: EntityFormValues) => {
    setRefusal(undefined);
    const base = album ? { no: album.no, version: album.version, defaults } : undefined;
    try {
      const no = await saveRecord(saveAttributes(specs, values, base));
      notify({
        kind: 'album-saved',
        tone: 'success',
        message: t(album ? 'album.saved' : 'album.created'),
        duration: NOTICE_MS,
      });
      onClose();
      if (!album) void navigate(albumPagePath(no));
    } catch (error) {
      showRefusal(form, setRefusal, error, ALBUM_FORM_FIELDS);
    }
  };

  return (
    <FormDialog open onClose={onClose} title={t(album ? 'album.editTitle' : 'album.newTitle')}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)}
          className="flex flex-col gap-3"
        >
          {field('TitleEn')}
          <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
            {field('TitleFr')}
            {field('TitleEs')}
            {field('TakenOn')}
            <FormChoice spec={specNamed(specs, 'NoEvent')} options={events} />
            <FormChoice spec={specNamed(specs, 'NoVolleyTournament')} options={volleyTournaments} />
            <FormChoice spec={specNamed(specs, 'NoBeachTournament')} options={beachTournaments} />
          </div>
          {field('Description')}
          <RefusalAlert error={refusal} />
          <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
