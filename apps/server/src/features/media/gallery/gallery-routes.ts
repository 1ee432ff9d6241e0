import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  canEditAlbum,
  canEditImage,
  canKeepAlbums,
  canUploadCover,
  IMAGE_SIZES,
  imageUrl,
  ZImageOrder,
  type ImageSize,
  type TUploadedImage,
} from '@libero/shared/media/gallery';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import { validate } from '../../../lib/validate';
import { actorOf, writeAudit } from '../../audit';
import { createDocumentStorage, type DocumentStorage } from '../../documents';
import {
  albumImageNos,
  deleteImage,
  findVisibleAlbum,
  findVisibleImage,
  insertImage,
  lockedAlbumVersion,
  reorderImages,
  type ImageRow,
} from './gallery-records';
import { DERIVED_TYPE, removeImageFiles, storeImage } from './image-files';
import { receiveImage } from './image-upload';
import { signedIn } from '../../../lib/route-params';

type NoParams = { Params: { no: string } };
type SizeParams = { Params: { no: string; size: string } };

/** What a public image may be cached for: its bytes never change, only who may see them. */
const PUBLIC_CACHE = 'public, max-age=604800, immutable';
const PRIVATE_CACHE = 'private, max-age=3600';

function positiveInteger(value: unknown, name: string, max = 2 ** 31 - 1): number {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= max)) throw new AppError('BadParameter', name);
  return number;
}

function sizeOf(value: string): ImageSize {
  return IMAGE_SIZES.find((size) => size === value) ?? notFound(`size ${value}`);
}

function notFound(what: string): never {
  throw new AppError('NotFound', what);
}

function present(image: ImageRow): TUploadedImage {
  return {
    no: image.no,
    width: image.width,
    height: image.height,
    thumbUrl: imageUrl(image.no, 'thumb'),
    webUrl: imageUrl(image.no, 'web'),
  };
}

/** Checks the uploader may put an image there: an album it keeps, or an article's cover. */
function uploadCheck(db: Db, user: AuthUser) {
  return async (albumNo: number | null) => {
    if (albumNo === null) {
      if (!canUploadCover(user)) throw new AppError('AccessDenied', 'covers');
      return;
    }
    if (!canKeepAlbums(user)) throw new AppError('AccessDenied', `Album ${albumNo}`);
    if (!(await findVisibleAlbum(db, albumNo, user))) notFound(`Album ${albumNo}`);
  };
}

async function sendImage(
  reply: FastifyReply,
  storage: DocumentStorage,
  found: { image: ImageRow; isPublic: boolean },
  size: ImageSize,
) {
  const { image, isPublic } = found;
  const key = { original: image.originalKey, web: image.webKey, thumb: image.thumbKey }[size];
  const content = await storage.open(key);
  return reply
    .type(size === 'original' ? image.contentType : DERIVED_TYPE)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', isPublic ? PUBLIC_CACHE : PRIVATE_CACHE)
    .send(content);
}

/**
 * Images (issue #24): `POST /api/media/images` uploads one (to an album, or an article's cover),
 * `GET /api/media/images/{no}/{size}` serves it, `DELETE /api/media/images/{no}` deletes it with its
 * files, `PUT /api/media/albums/{no}/order` orders an album. Albums and captions are the gateway's.
 */
export async function galleryRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config);
  await app.register(multipart);
  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;

  app.post('/api/media/images', async (request, reply) => {
    const user = signedIn(request);
    const db = await environmentDb(request);
    const received = await receiveImage(request, uploadCheck(db, user));
    const stored = await storeImage(storage, received.bytes);
    try {
      const image = await db.transaction(async (tx) => {
        const trx = tx as unknown as Db;
        const { albumNo, fileName } = received;
        const row = await insertImage(trx, { ...stored, albumNo, fileName, uploadedByUserNo: user.no });
        await writeAudit(trx, actorOf(request), {
          action: 'upload',
          entity: 'Image',
          entityNo: row.no,
          after: { albumNo, fileName, contentType: row.contentType, sizeBytes: row.sizeBytes },
        });
        return row;
      });
      return reply.status(201).send(present(image));
    } catch (error) {
      await removeImageFiles(storage, stored);
      throw error;
    }
  });

  app.get<SizeParams>('/api/media/images/:no/:size', async (request, reply) => {
    const no = positiveInteger(request.params.no, 'no');
    const size = sizeOf(request.params.size);
    const db = await environmentDb(request);
    const found = (await findVisibleImage(db, no, request.auth?.user ?? null)) ?? notFound(`Image ${no}`);
    return sendImage(reply, storage, found, size);
  });

  app.delete<NoParams & { Querystring: { version?: string } }>('/api/media/images/:no', async (request, reply) => {
    const user = signedIn(request);
    const no = positiveInteger(request.params.no, 'no');
    const version = positiveInteger(request.query.version, 'version', Number.MAX_SAFE_INTEGER);
    const db = await environmentDb(request);
    const { image } = (await findVisibleImage(db, no, user)) ?? notFound(`Image ${no}`);
    if (image.albumNo === null || !canEditImage(user, image)) throw new AppError('AccessDenied', `Image ${no}`);
    await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const deleted = (await deleteImage(trx, no, version)) ?? conflict();
      const { albumNo, fileName, captionEn, captionFr, captionEs, credit } = deleted;
      await writeAudit(trx, actorOf(request), {
        action: 'delete',
        entity: 'Image',
        entityNo: no,
        before: { albumNo, fileName, captionEn, captionFr, captionEs, credit },
      });
    });
    // After the commit: files left behind by a failure here are only wasted space.
    await removeImageFiles(storage, image).catch((err: unknown) =>
      request.log.warn({ err }, 'Image files not removed'),
    );
    return reply.status(204).send();
  });

  app.put<NoParams>('/api/media/albums/:no/order', async (request) => {
    const user = signedIn(request);
    const no = positiveInteger(request.params.no, 'no');
    const body = validate(ZImageOrder, request.body);
    const db = await environmentDb(request);
    const album = (await findVisibleAlbum(db, no, user)) ?? notFound(`Album ${no}`);
    if (!canEditAlbum(user, album)) throw new AppError('AccessDenied', `Album ${no}`);
    const version = await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      if ((await lockedAlbumVersion(trx, no)) !== body.version) conflict();
      const before = await albumImageNos(trx, no);
      if (before.length !== body.imageNos.length || !before.every((imageNo) => body.imageNos.includes(imageNo)))
        throw new AppError('InvalidData', 'imageNos');
      const after = await reorderImages(trx, no, body.imageNos);
      await writeAudit(trx, actorOf(request), {
        action: 'reorder',
        entity: 'Album',
        entityNo: no,
        before: { imageNos: before },
        after: { imageNos: body.imageNos },
      });
      return after;
    });
    return { version, imageNos: body.imageNos };
  });
}

function conflict(): never {
  throw new AppError('Conflict', 'version');
}
