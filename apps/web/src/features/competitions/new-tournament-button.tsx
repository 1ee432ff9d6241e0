import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { canCreateTournament } from '@libero/shared/auth/permissions';
import { notify } from '../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../lib/session/current-user';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { tournamentPath } from './competition-paths';
import { TournamentForm } from './tournament-form';

const NOTICE_MS = 5000;

/** "New tournament", for admins, tournament managers and federations: the new tournament's page opens. */
export function NewTournamentButton() {
  const { t } = useTranslation('competitions');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!canCreateTournament(user)) return null;
  const onSaved = (no: number) => {
    setOpen(false);
    notify({ kind: 'tournament-saved', tone: 'success', message: t('form.created'), duration: NOTICE_MS });
    void navigate(tournamentPath(no));
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t('list.new')}
      </Button>
      {open ? (
        <FormDialog open onClose={() => setOpen(false)} title={t('form.newTitle')} size="wide">
          <TournamentForm onSaved={onSaved} onCancel={() => setOpen(false)} />
        </FormDialog>
      ) : null}
    </>
  );
}
