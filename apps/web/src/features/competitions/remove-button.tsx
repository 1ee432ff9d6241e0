import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { useCommand } from '../../lib/entities/entity-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export type RemoveButtonProps = {
  entity: string;
  record: { no: number; version: number };
  /** What the button removes, for its accessible name (`Remove Paola Rossi`). */
  name: string;
  /** The question asked first. */
  message: string;
  /** After the removal (to refresh what depends on it). */
  onRemoved?: () => void;
};

/** A bin button that asks first, then deletes the record; a refusal shows in the notifications. */
export function RemoveButton({ entity, record, name, message, onRemoved }: RemoveButtonProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const { remove } = useCommand(entity);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="px-2"
        aria-label={t('actions.remove', { name })}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('actions.remove', { name })}
        message={message}
        confirmLabel={t('actions.confirmRemove')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(record, {
            onSuccess: () => onRemoved?.(),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}
