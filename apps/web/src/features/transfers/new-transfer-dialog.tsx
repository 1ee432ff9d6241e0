import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { Button } from '../../ui/button';
import { useCurrentUser } from '../../lib/session/current-user';
import { FormDialog } from '../../ui/form-dialog';
import { NewTransferForm } from './new-transfer-form';
import { PlayerPicker, playerName, type PickedPlayer } from '../../lib/entities/player-picker';

/** The receiving side starts a transfer: a club or a federation (and admins). */
export function canStartTransfer(user: TCurrentUser): boolean {
  return isAdmin(user) || user.type === UserTypeNo.Federation || user.type === UserTypeNo.VolleyClub;
}

function SelectedPlayer({ player, onChange }: { player: PickedPlayer; onChange: () => void }) {
  const { t } = useTranslation('transfers');
  const details = [t('new.columns.no'), String(player.no), player.federationCode].filter(Boolean).join(' ');
  // The table the player was picked in is gone: the focus moves to what replaced it.
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2">
      <p ref={text} tabIndex={-1} className="text-sm text-sky-950 focus:outline-none">
        <span className="font-medium">{t('new.selected')}: </span>
        {playerName(player)} <span className="text-sky-900">({details})</span>
      </p>
      <Button variant="secondary" onClick={onChange}>
        {t('new.change')}
      </Button>
    </div>
  );
}

/** The new transfer dialog (SPEC §2): the player is selected first, then the rest of the transfer. */
export function NewTransferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const [player, setPlayer] = useState<PickedPlayer>();
  return (
    <FormDialog open onClose={onClose} title={t('new.title')} size="wide">
      <div className="flex flex-col gap-4">
        {player ? (
          <>
            <SelectedPlayer player={player} onChange={() => setPlayer(undefined)} />
            <NewTransferForm key={player.no} player={player} onCancel={onClose} />
          </>
        ) : (
          <PlayerPicker onPick={setPlayer} />
        )}
      </div>
    </FormDialog>
  );
}

/** "New transfer" on the list, for those who may start one. */
export function NewTransferButton() {
  const { t } = useTranslation('transfers');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!canStartTransfer(user)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('new.button')}</Button>
      {open ? <NewTransferDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
