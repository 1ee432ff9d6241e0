import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAccreditation } from '@libero/shared/media/organizations';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';

const NOTICE_MS = 5000;

/** What an accreditation action sends, and what it says once done; `id` tells which button is pending. */
export type AccreditationAction = { id: string; run: () => Promise<TAccreditation>; done: string };

/**
 * Runs an action on accreditations (request, approve, refuse, withdraw): the lists are read again
 * and a notification says it is done, or why it was refused (a stale list is read again too).
 */
export function useAccreditationAction() {
  const client = useQueryClient();
  const { t } = useTranslation('mediaOrganizations');
  return useMutation({
    mutationFn: (action: AccreditationAction) => action.run(),
    meta: { silent: true },
    onSuccess: (_answer, action) =>
      notify({ kind: 'accreditation', tone: 'success', message: action.done, duration: NOTICE_MS, unique: false }),
    onError: (error) =>
      notify({
        kind: 'accreditation-failed',
        tone: 'error',
        message: `${t('accreditations.refused')} ${errorMessage(error)}`,
        unique: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: entityKeys.all('MediaAccreditation') }),
  });
}
