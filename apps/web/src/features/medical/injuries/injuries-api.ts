import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BodyPart, InjurySeverity, InjuryStatus, InjuryType } from '@libero/shared/medical/injuries';
import { ZInjuryDocument, ZInjuryPatient, type TInjuryDocument } from '@libero/shared/medical/injuries';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { inEnvironment } from '../../../lib/environment';
import { errorMessage } from '../../../lib/error-message';
import type { PlayerSource } from '../../../lib/entities/player-picker';
import { getJson, http, send } from '../../../lib/http';
import { notify } from '../../../lib/notifications/notifications-store';

export const INJURY_ENTITY = 'PlayerInjury';
export const INJURIES_PATH = '/medical/injuries';
export const injuryPath = (no: number) => `${INJURIES_PATH}/${no}`;

/** An injury as its page reads it (`GetPlayerInjury`). */
export type Injury = {
  no: number;
  noPlayer: number;
  playerName: string;
  federationCode: string | null;
  occurredOn: string;
  bodyPart: BodyPart;
  injuryType: InjuryType;
  severity: InjurySeverity;
  status: InjuryStatus;
  expectedReturnOn: string | null;
  followUpOn: string | null;
  noTreatingPerson: number | null;
  treatingPersonName: string | null;
  notes: string;
  documentCount: number;
  version: number;
};

export const INJURY_FIELDS = [
  'No',
  'NoPlayer',
  'PlayerName',
  'FederationCode',
  'OccurredOn',
  'BodyPart',
  'InjuryType',
  'Severity',
  'Status',
  'ExpectedReturnOn',
  'FollowUpOn',
  'NoTreatingPerson',
  'TreatingPersonName',
  'Notes',
  'DocumentCount',
  'Version',
];

/** A follow-up is due on its day and after, while the player has not recovered. */
export const followUpDue = (injury: Pick<Injury, 'followUpOn' | 'status'>, today: string) =>
  injury.status !== 'recovered' && injury.followUpOn !== null && injury.followUpOn <= today;

const NOTICE_MS = 4000;
const UPLOAD_TIMEOUT_MS = 60_000;
const documentsPath = (no: number) => `/api/medical/injuries/${no}/documents`;
const documentsKey = (no: number) => ['injury-documents', no] as const;

export const injuryDocumentsQuery = (no: number) =>
  queryOptions({
    queryKey: documentsKey(no),
    queryFn: () => getJson(documentsPath(no), z.array(ZInjuryDocument)),
  });

export const injuryDocumentUrl = (no: number, document: Pick<TInjuryDocument, 'no'>) =>
  inEnvironment(`${documentsPath(no)}/${document.no}`);

/** After a document changes, the injury (its count, its version) and its documents are read again. */
function useRefresh(no: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: documentsKey(no) }),
      client.invalidateQueries({ queryKey: entityKeys.all(INJURY_ENTITY) }),
    ]);
}

export function useUploadInjuryDocument(no: number) {
  const { t } = useTranslation('injuries');
  const refresh = useRefresh(no);
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      await http.post(documentsPath(no), { body, timeout: UPLOAD_TIMEOUT_MS });
    },
    meta: { silent: true },
    onSuccess: () =>
      notify({ kind: 'injury-document-added', tone: 'success', message: t('documents.uploaded'), duration: NOTICE_MS }),
    onError: (error) => notify({ kind: 'injury-document-failed', tone: 'error', message: errorMessage(error) }),
    onSettled: refresh,
  });
}

export function useDeleteInjuryDocument(no: number) {
  const { t } = useTranslation('injuries');
  const refresh = useRefresh(no);
  return useMutation({
    mutationFn: (document: TInjuryDocument) => send('delete', `${documentsPath(no)}/${document.no}`),
    meta: { silent: true },
    onSuccess: () =>
      notify({
        kind: 'injury-document-deleted',
        tone: 'success',
        message: t('documents.deleted'),
        duration: NOTICE_MS,
      }),
    onError: (error) => notify({ kind: 'injury-document-failed', tone: 'error', message: errorMessage(error) }),
    onSettled: refresh,
  });
}

/** The players whose injury the user may record (those they treat), for the picker. */
export const INJURY_PATIENTS: PlayerSource = {
  key: 'injury-patients',
  find: (search, signal) =>
    getJson(`/api/medical/injuries/patients?search=${encodeURIComponent(search)}`, z.array(ZInjuryPatient), {
      signal,
    }),
};
