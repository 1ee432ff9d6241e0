import type sharp from 'sharp';
import { lazyModule } from '../../../lib/lazy-module';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_LONG_SIDE, IMAGE_TYPES } from '@libero/shared/media/gallery';
import { AppError } from '../../../lib/app-error';
import { newStorageKey, type DocumentStorage } from '../../documents';

const loadSharp = lazyModule<typeof sharp>('sharp');

const ACCEPTED = new Set<string>(IMAGE_TYPES);
/** The web and thumbnail sizes are WebP, whatever the original. */
export const DERIVED_TYPE = 'image/webp';

/** An image's files once stored: the original as sent, and its two sizes. */
export type StoredImage = {
  contentType: string;
  sizeBytes: number;
  width: number;
  height: number;
  originalKey: string;
  webKey: string;
  thumbKey: string;
};

/** The original's type, by its bytes: a text named `.jpg` is refused. */
async function imageType(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('ImageTypeNotAccepted', 'file');
  return type.mime;
}

/** Turned upright as the camera said, fitted in a square of `side`, never enlarged. */
function resized(bytes: Buffer, side: number): Promise<Buffer> {
  return loadSharp()(bytes)
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/** The upright size of the original; bytes that only look like an image are refused. */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await loadSharp()(bytes)
    .metadata()
    .catch(() => undefined);
  const { width, height } = metadata?.autoOrient ?? {};
  if (!width || !height) throw new AppError('ImageTypeNotAccepted', 'file');
  return { width, height };
}

/**
 * Checks an upload's bytes, makes its web and thumbnail sizes once, and stores the three: nothing
 * is left stored when any step fails.
 */
export async function storeImage(storage: DocumentStorage, bytes: Buffer): Promise<StoredImage> {
  const contentType = await imageType(bytes);
  const { width, height } = await uprightSize(bytes);
  const web = await resized(bytes, IMAGE_LONG_SIDE.web).catch(() => {
    throw new AppError('ImageTypeNotAccepted', 'file');
  });
  const thumb = await resized(web, IMAGE_LONG_SIDE.thumb);
  const keys = { originalKey: newStorageKey(), webKey: newStorageKey(), thumbKey: newStorageKey() };
  try {
    await storage.put(keys.originalKey, bytes);
    await storage.put(keys.webKey, web);
    await storage.put(keys.thumbKey, thumb);
  } catch (error) {
    await removeImageFiles(storage, keys);
    throw error;
  }
  return { contentType, sizeBytes: bytes.length, width, height, ...keys };
}

/** Forgets an image's three files; an unknown key is no error. */
export async function removeImageFiles(
  storage: DocumentStorage,
  keys: Pick<StoredImage, 'originalKey' | 'webKey' | 'thumbKey'>,
): Promise<void> {
  await Promise.all([keys.originalKey, keys.webKey, keys.thumbKey].map((key) => storage.remove(key)));
}
