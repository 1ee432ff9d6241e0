import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { canRecordInjuries } from '@libero/shared/auth/permissions';
import { PlayerPicker, playerName, type PickedPlayer } from '../../../lib/entities/player-picker';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { INJURY_PATIENTS, injuryPath } from './injuries-api';
import { InjuryForm } from './injury-form';

function PickedPlayerLine({ player, onChange }: { player: PickedPlayer; onChange: () => void }) {
  const { t } = useTranslation('injuries');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2">
      <p className="text-sm text-sky-950">
        <span className="font-medium">{t('form.selected')}: </span>
        {playerName(player)}{' '}
        <span className="text-sky-900">
          ({[t('form.playerNo', { no: player.no }), player.federationCode].filter(Boolean).join(', ')})
        </span>
      </p>
      <Button variant="secondary" onClick={onChange}>
        {t('form.change')}
      </Button>
    </div>
  );
}

/** "Record an injury": a player picked among those the user treats, then the injury's details; saved, its page opens. */
export function RecordInjuryButton({ player: given }: { player?: PickedPlayer }) {
  const { t } = useTranslation('injuries');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [player, setPlayer] = useState<PickedPlayer | undefined>(given);
  if (!canRecordInjuries(user)) return null;
  const close = () => {
    setOpen(false);
    setPlayer(given);
  };
  const medical = user.type === UserTypeNo.MedicalPerson;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('form.record')}</Button>
      <FormDialog open={open} onClose={close} title={t('form.recordTitle')} description={t('confidential')} size="wide">
        <div className="flex flex-col gap-3">
          {player ? (
            <PickedPlayerLine player={player} onChange={() => setPlayer(undefined)} />
          ) : (
            <PlayerPicker onPick={setPlayer} source={INJURY_PATIENTS} hint={t('form.pickHint')} />
          )}
          {player ? (
            <InjuryForm
              key={player.no}
              playerNo={player.no}
              playerFederationCode={player.federationCode}
              {...(medical ? { treatingPersonNo: user.typeNo } : {})}
              onCancel={close}
              onSaved={(no) => {
                close();
                void navigate(injuryPath(no));
              }}
            />
          ) : null}
        </div>
      </FormDialog>
    </>
  );
}
