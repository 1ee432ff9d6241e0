import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerPicker, playerName, type PickedPlayer } from '../../lib/entities/player-picker';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import type { Representation } from './agents-api';
import { RepresentationForm } from './representation-form';

function SelectedPlayer({ player, onChange }: { player: PickedPlayer; onChange: () => void }) {
  const { t } = useTranslation('agents');
  // The table the player was picked in is gone: the focus moves to what replaced it.
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2">
      <p ref={text} tabIndex={-1} className="text-sm text-sky-950 focus:outline-none">
        <span className="font-medium">{t('representations.selected')}: </span>
        {playerName(player)}{' '}
        <span className="text-sky-900">
          ({[t('representations.playerNo', { no: player.no }), player.federationCode].filter(Boolean).join(', ')})
        </span>
      </p>
      <Button variant="secondary" onClick={onChange}>
        {t('representations.change')}
      </Button>
    </div>
  );
}

/** "Add player": the player picked, then the contract's dates and its signed document. */
export function AddRepresentationDialog({ agentNo, onClose }: { agentNo: number; onClose: () => void }) {
  const { t } = useTranslation(['agents', 'common']);
  const [player, setPlayer] = useState<PickedPlayer>();
  return (
    <FormDialog
      open
      onClose={onClose}
      size="wide"
      title={t('agents:representations.addTitle')}
      description={t('agents:representations.addDescription')}
    >
      <div className="flex flex-col gap-3">
        {player ? (
          <SelectedPlayer player={player} onChange={() => setPlayer(undefined)} />
        ) : (
          <PlayerPicker onPick={setPlayer} hint={t('agents:representations.pickHint')} />
        )}
        {player ? (
          <RepresentationForm key={player.no} agentNo={agentNo} player={player} onClose={onClose} />
        ) : (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        )}
      </div>
    </FormDialog>
  );
}

/** A contract's dates changed: when it started, when it ends (or that it runs on). */
export function EditRepresentationDialog({
  agentNo,
  representation,
  onClose,
}: {
  agentNo: number;
  representation: Representation;
  onClose: () => void;
}) {
  const { t } = useTranslation('agents');
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('representations.editTitle', { player: representation.playerName ?? '' })}
    >
      <RepresentationForm agentNo={agentNo} representation={representation} onClose={onClose} />
    </FormDialog>
  );
}
