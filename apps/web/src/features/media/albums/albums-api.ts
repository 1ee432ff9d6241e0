import { z } from 'zod';
import type { Language } from '@libero/shared/i18n/languages';
import { ZUploadedImage, type TUploadedImage } from '@libero/shared/media/gallery';
import { currentEnvironment, ENVIRONMENT_HEADER, inEnvironment } from '../../../lib/environment';
import { http, putJson } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';

export const ALBUMS_PATH = '/media/albums';
export const albumPagePath = (no: number) => `${ALBUMS_PATH}/${no}`;

/** An image's address as the page loads it (on the network the user works on). */
export const imageSrc = (url: string) => inEnvironment(url);

/** The fields the pages read of an album and of its images. */
export const ALBUM_FIELDS = [
  'No',
  'TitleEn',
  'TitleFr',
  'TitleEs',
  'Description',
  'Status',
  'NoEvent',
  'EventName',
  'NoVolleyTournament',
  'VolleyTournamentName',
  'NoBeachTournament',
  'BeachTournamentName',
  'TakenOn',
  'ImageCount',
  'CoverThumbUrl',
  'CreatedByUserNo',
  'Version',
] as const;
export const IMAGE_FIELDS = [
  'No',
  'CaptionEn',
  'CaptionFr',
  'CaptionEs',
  'Credit',
  'Width',
  'Height',
  'ThumbUrl',
  'WebUrl',
  'Position',
  'UploadedByUserNo',
  'Version',
] as const;

export type AlbumRow = {
  no: number;
  titleEn: string;
  titleFr: string | null;
  titleEs: string | null;
  description?: string | null;
  status: string;
  noEvent?: number | null;
  eventName?: string | null;
  noVolleyTournament?: number | null;
  volleyTournamentName?: string | null;
  noBeachTournament?: number | null;
  beachTournamentName?: string | null;
  takenOn: string | null;
  imageCount: number;
  coverThumbUrl: string | null;
  createdByUserNo?: number | null;
  version: number;
};

export type ImageRow = {
  no: number;
  captionEn: string | null;
  captionFr: string | null;
  captionEs: string | null;
  credit: string | null;
  width: number;
  height: number;
  thumbUrl: string;
  webUrl: string;
  position: number;
  uploadedByUserNo: number | null;
  version: number;
};

/** A text in the interface language, English when it has none. */
export function inLanguage(texts: Readonly<Record<Language, string | null | undefined>>, language: Language): string {
  return texts[language] || texts.en || '';
}

export const albumTitle = (album: AlbumRow, language: Language) =>
  inLanguage({ en: album.titleEn, fr: album.titleFr, es: album.titleEs }, language);
export const imageCaption = (image: ImageRow, language: Language) =>
  inLanguage({ en: image.captionEn, fr: image.captionFr, es: image.captionEs }, language);

/** The server's refusal of an upload, in the interface language. */
export class UploadError extends Error {}

function refusalOf(request: XMLHttpRequest): UploadError {
  const body = z
    .object({ errors: z.array(z.object({ message: z.string() })).min(1) })
    .safeParse(request.response as unknown);
  return new UploadError(body.success ? body.data.errors[0]!.message : request.statusText);
}

/**
 * `POST /api/media/images` (multipart: the album, then the file). Through XMLHttpRequest, the one
 * browser API that tells how much of a request body is sent.
 */
export function uploadImage(
  albumNo: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TUploadedImage> {
  const form = new FormData();
  // The album first: the server checks it before reading the file.
  form.append('albumNo', String(albumNo));
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media/images');
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(ENVIRONMENT_HEADER, currentEnvironment());
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status !== 201) reject(refusalOf(request));
      else resolve(ZUploadedImage.parse(request.response));
    };
    request.onerror = () => reject(new UploadError(''));
    request.send(form);
  });
}

/** `DELETE /api/media/images/{no}` at the version read. */
export async function deleteImage(image: Pick<ImageRow, 'no' | 'version'>): Promise<void> {
  await http.delete(`/api/media/images/${image.no}`, { searchParams: { version: image.version } });
}

/** `PUT /api/media/albums/{no}/order`: the album's images, first to last. */
export function reorderImages(album: Pick<AlbumRow, 'no' | 'version'>, imageNos: readonly number[]) {
  return putJson(
    `/api/media/albums/${album.no}/order`,
    { version: album.version, imageNos },
    z.object({ version: z.number(), imageNos: z.array(z.number()) }),
  );
}
