import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { useDossierAction, type DossierAction } from '../../lib/dossier-action';
import { entityKeys } from '../../lib/entities/entity-queries';
import { apiErrorOf } from '../../lib/http';
import { transferKeys } from './transfer-api';

/** Refusals that mean the page shows an outdated transfer: it is read again. */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'TransferStepRefused']);

/** Whether the server refused because the transfer changed since it was read (409). */
export const isConflict = (error: unknown) => apiErrorOf(error)?.code === 'Conflict';

/** A step of the transfer; `id` names the button that asked (`sign:player`): its own pending state. */
export type TransferStep = DossierAction<TTransferDossier> & { id: string };

/** Runs the steps of one transfer; its list is read again after each. */
export function useTransferStep(no: number) {
  return useDossierAction<TTransferDossier>({
    dossierKey: transferKeys.detail(no),
    alsoChanged: [entityKeys.all('VolleyTransfer')],
    staleCodes: STALE_CODES,
    kind: 'transfer-step',
  });
}
