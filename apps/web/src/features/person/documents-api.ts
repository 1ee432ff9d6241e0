import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DOCUMENT_KINDS, type DocumentKind } from '@libero/shared/documents/documents';
import { inEnvironment } from '../../lib/environment';
import { errorMessage } from '../../lib/error-message';
import { getJson, http, parseAnswer, send } from '../../lib/http';
import { notify } from '../../lib/notifications/notifications-store';

const NOTICE_MS = 4000;
/** Uploads may take longer than the wrapper's 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export const ZPersonDocument = z.object({
  no: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  version: z.number(),
});
export type PersonDocument = z.infer<typeof ZPersonDocument>;

const documentsKey = (personNo: number) => ['person-documents', personNo] as const;

export const documentsQuery = (personNo: number) =>
  queryOptions({
    queryKey: documentsKey(personNo),
    queryFn: async () =>
      (await getJson(`/people/${personNo}/documents`, z.object({ data: z.array(ZPersonDocument) }))).data,
  });

async function uploadDocument(personNo: number, kind: DocumentKind, file: File): Promise<PersonDocument> {
  const body = new FormData();
  // The kind first: the server reads the file as it streams in.
  body.append('kind', kind);
  body.append('file', file);
  const path = `/people/${personNo}/documents`;
  const answer = await http.post(path, { body, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(z.object({ data: ZPersonDocument }), answer, `POST ${path}`).data;
}

export function useUploadDocument(personNo: number) {
  const { t } = useTranslation('documents');
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) => uploadDocument(personNo, kind, file),
    meta: { silent: true },
    onSuccess: () =>
      notify({ kind: 'document-uploaded', tone: 'success', message: t('upload.done'), duration: NOTICE_MS }),
    onError: (error) =>
      notify({
        kind: 'document-upload-failed',
        tone: 'error',
        message: t('upload.failed', { reason: errorMessage(error) }),
      }),
    // Whether it went through or not, the list shows what the server now has.
    onSettled: () => client.invalidateQueries({ queryKey: documentsKey(personNo) }),
  });
}

export function useDeleteDocument(personNo: number) {
  const { t } = useTranslation('documents');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: PersonDocument) => send('delete', `/documents/${document.no}?version=${document.version}`),
    meta: { silent: true },
    onSuccess: () =>
      notify({ kind: 'document-deleted', tone: 'success', message: t('delete.done'), duration: NOTICE_MS }),
    onError: (error) =>
      notify({
        kind: 'document-delete-failed',
        tone: 'error',
        message: t('delete.failed', { reason: errorMessage(error) }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: documentsKey(personNo) }),
  });
}

/** Where a document is read: a download link, or an image's source. */
export const documentUrl = (document: Pick<PersonDocument, 'no'>) => inEnvironment(`/documents/${document.no}`);
