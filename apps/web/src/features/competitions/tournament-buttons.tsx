import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditRecordButton, PublishToggleButton, type EditFormHandlers } from '../../lib/entities/record-buttons';

export type TournamentButtonsProps = {
  /** The tournament's entity, whose namespace words the buttons: `VolleyTournament` (competitions) or `BeachTournament` (beach). */
  entity: 'VolleyTournament' | 'BeachTournament';
  tournament: { no: number; version: number; published: 0 | 1 | null; name: string | null };
  /** The kind of the notice a save shows. */
  savedKind: string;
  form: (handlers: EditFormHandlers) => ReactNode;
};

const NAMESPACES = { VolleyTournament: 'competitions', BeachTournament: 'beach' } as const;

/**
 * For whoever runs a tournament: Publish (shows a draft to everyone) or Unpublish (hides it again
 * from all but those who run it), and Edit, which opens its form.
 */
export function TournamentButtons({ entity, tournament, savedKind, form }: TournamentButtonsProps) {
  const { t } = useTranslation([NAMESPACES[entity], 'common']);
  const labels = {
    publish: t('overview.publish'),
    unpublish: t('overview.unpublish'),
    publishing: t('overview.publishing'),
  };
  return (
    <>
      <PublishToggleButton entity={entity} record={tournament} labels={labels} />
      <EditRecordButton
        label={t('common:actions.edit')}
        title={t('form.editTitle', { name: tournament.name ?? '' })}
        savedNotice={{ kind: savedKind, message: t('form.saved') }}
        form={form}
      />
    </>
  );
}
