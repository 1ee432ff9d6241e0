import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { canCreateBeachTournament } from '@libero/shared/auth/permissions';
import { notify } from '../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../lib/session/current-user';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { beachTournamentPath } from './beach-paths';
import { BeachTournamentForm } from './tournament-form';

const NOTICE_MS = 5000;

/**
 * "New tournament", for admins, beach tournament managers, confederations' beach managers (their
 * continental tour) and federations (their national tour): the new tournament's page opens.
 */
export function NewBeachTournamentButton() {
  const { t } = useTranslation('beach');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!canCreateBeachTournament(user)) return null;
  const onSaved = (no: number) => {
    setOpen(false);
    notify({ kind: 'beach-tournament-saved', tone: 'success', message: t('form.created'), duration: NOTICE_MS });
    void navigate(beachTournamentPath(no));
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t('list.new')}
      </Button>
      {open ? (
        <FormDialog open onClose={() => setOpen(false)} title={t('form.newTitle')} size="wide">
          <BeachTournamentForm onSaved={onSaved} onCancel={() => setOpen(false)} />
        </FormDialog>
      ) : null}
    </>
  );
}
