import { useTranslation } from 'react-i18next';
import { canCreateBeachTournament } from '@libero/shared/auth/permissions';
import { NewRecordButton } from '../../lib/entities/record-buttons';
import { useCurrentUser } from '../../lib/session/current-user';
import { beachTournamentPath } from './beach-paths';
import { BeachTournamentForm } from './tournament-form';

/**
 * "New tournament", for admins, beach tournament managers, confederations' beach managers (their
 * continental tour) and federations (their national tour): the new tournament's page opens.
 */
export function NewBeachTournamentButton() {
  const { t } = useTranslation('beach');
  if (!canCreateBeachTournament(useCurrentUser())) return null;
  return (
    <NewRecordButton
      label={t('list.new')}
      title={t('form.newTitle')}
      createdNotice={{ kind: 'beach-tournament-saved', message: t('form.created') }}
      pathOf={beachTournamentPath}
      form={(handlers) => <BeachTournamentForm {...handlers} />}
    />
  );
}
