import { useTranslation } from 'react-i18next';
import { canCreateTournament } from '@libero/shared/auth/permissions';
import { NewRecordButton } from '../../lib/entities/record-buttons';
import { useCurrentUser } from '../../lib/session/current-user';
import { tournamentPath } from './competition-paths';
import { TournamentForm } from './tournament-form';

/** "New tournament", for admins, tournament managers and federations: the new tournament's page opens. */
export function NewTournamentButton() {
  const { t } = useTranslation('competitions');
  if (!canCreateTournament(useCurrentUser())) return null;
  return (
    <NewRecordButton
      label={t('list.new')}
      title={t('form.newTitle')}
      createdNotice={{ kind: 'tournament-saved', message: t('form.created') }}
      pathOf={tournamentPath}
      form={(handlers) => <TournamentForm {...handlers} />}
    />
  );
}
