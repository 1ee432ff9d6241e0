import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { ActionOutcome, DossierAction } from './dossier-action';

type UntypedT = (key: string) => string;

type Props<T> = {
  /** The feature's namespace, holding `steps.<step>.title`, `.description`, `.confirm` and `.done`. */
  namespace: string;
  step: string;
  /** The cancel button's label, namespace included (`common:actions.cancel`). */
  cancelKey: string;
  /** The record's actions (`useDossierAction`). */
  action: { run: (action: DossierAction<T>) => Promise<ActionOutcome>; pending: boolean };
  /** Takes the step; the server answers the record as it now stands. */
  send: () => Promise<T>;
  /** Refusals meaning the record shown was outdated: it is read again and the dialog closes. */
  isStale: (error: unknown) => boolean;
  onClose: () => void;
};

/** A step of a record's workflow that needs no text, asked once more before it is taken. */
export function ConfirmStepDialog<T>({ namespace, step, cancelKey, action, send, isStale, onClose }: Props<T>) {
  // The keys are made of the step's name: the typed `t` cannot check them (as the registry's labels).
  const t = useTranslation().t as unknown as UntypedT;
  const text = (part: string) => t(`${namespace}:steps.${step}.${part}`);
  const confirm = async () => {
    const outcome = await action.run({ id: step, run: send, done: text('done') });
    if (outcome.done || isStale(outcome.error)) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={text('title')}
      message={text('description')}
      confirmLabel={text('confirm')}
      cancelLabel={t(cancelKey)}
      pending={action.pending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
