import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@libero/shared/media/gallery';
import { AppError } from '../../../lib/app-error';

/** The length of the `file_name` column. */
const FILE_NAME_MAX = 200;

/** An upload as received: its album (none for an article's cover), its name and bytes. */
export type ReceivedImage = { albumNo: number | null; fileName: string; bytes: Buffer };

/** The client's name without folders or control characters, cut to the column. */
function safeFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return [...(base || 'image')].slice(0, FILE_NAME_MAX).join('');
}

function albumNoOf(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new AppError('BadParameter', 'albumNo');
  return Number(value);
}

function tooLarge(error: unknown): boolean {
  return (error as { statusCode?: unknown }).statusCode === 413;
}

/** A file's bytes, up to the limit; a file cut short by it is too large. */
async function bytesOf(part: Extract<Multipart, { type: 'file' }>): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (tooLarge(error)) throw new AppError('FileTooLarge', `file: at most ${IMAGE_MAX_BYTES} bytes`);
    throw new AppError('BadRequest', 'file');
  }
}

/** The album the file goes to, once the uploader may put it there; a refused file is drained unread. */
async function checked(
  part: Extract<Multipart, { type: 'file' }>,
  albumField: string | undefined,
  check: (albumNo: number | null) => Promise<void>,
): Promise<number | null> {
  try {
    const albumNo = albumNoOf(albumField);
    await check(albumNo);
    return albumNo;
  } catch (error) {
    part.file.resume();
    throw error;
  }
}

/**
 * Reads `albumNo` (optional), then the one `file`. `check` runs before the file is read, so that
 * who may not upload there sends nothing stored or even buffered.
 */
export async function receiveImage(
  request: FastifyRequest,
  check: (albumNo: number | null) => Promise<void>,
): Promise<ReceivedImage> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', 'multipart/form-data expected');
  let albumField: string | undefined;
  let received: ReceivedImage | undefined;
  const parts = request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, fields: 1, fieldSize: 20, parts: 2 } });
  try {
    for await (const part of parts) {
      if (received || (part.type === 'field' && part.fieldname !== 'albumNo')) {
        throw new AppError('BadParameter', part.fieldname);
      }
      if (part.type === 'field') albumField = String(part.value);
      else if (part.fieldname !== 'file') throw new AppError('BadParameter', part.fieldname);
      else {
        const albumNo = await checked(part, albumField, check);
        received = { albumNo, fileName: safeFileName(part.filename), bytes: await bytesOf(part) };
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(tooLarge(error) ? 'PayloadTooLarge' : 'BadRequest', 'multipart/form-data');
  }
  if (!received) throw new AppError('InvalidData', 'file');
  return received;
}
