import { z } from 'zod';
import { isAdmin, type Actor } from '../auth/permissions';
import { UserTypeNo } from '../auth/user-types';

/** Albums of images (issue #24): the sizes the server keeps of every uploaded image. */
export const IMAGE_SIZES = ['original', 'web', 'thumb'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const ALBUM_STATUSES = ['draft', 'published'] as const;
export type AlbumStatus = (typeof ALBUM_STATUSES)[number];

/** What the bytes of an upload must be, whatever its name says. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest original accepted. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** The long side of each size made from the original (never enlarged). */
export const IMAGE_LONG_SIDE = { web: 1600, thumb: 400 } as const;

/** `GET /api/media/images/{no}/{size}`: one size of an image. */
export const imageUrl = (no: number, size: ImageSize) => `/api/media/images/${no}/${size}`;

/** `POST /api/media/images` answers the image stored. */
export const ZUploadedImage = z.object({
  no: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  thumbUrl: z.string(),
  webUrl: z.string(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

type Viewer = Pick<Actor, 'no' | 'type' | 'accesses'>;

/** Who keeps albums (creates, edits, publishes them, uploads to them): admins and `media.albums` holders. */
export function canKeepAlbums(actor: Viewer): boolean {
  return isAdmin(actor) || actor.accesses.includes('media.albums');
}

/** Who uploads an article's cover (an image outside any album): admins and `media.articles` holders. */
export function canUploadCover(actor: Viewer): boolean {
  return isAdmin(actor) || actor.accesses.includes('media.articles');
}

/** A photographer keeps only what they made; other album keepers keep everything. */
function keepsOwnOnly(actor: Viewer): boolean {
  return !isAdmin(actor) && actor.type === UserTypeNo.Photographer;
}

/** Who edits an album (its titles, links, status, the order of its images). */
export function canEditAlbum(actor: Viewer, album: { createdByUserNo: number | null }): boolean {
  return canKeepAlbums(actor) && (!keepsOwnOnly(actor) || album.createdByUserNo === actor.no);
}

/** Who edits an image's captions and credit, or deletes it. */
export function canEditImage(actor: Viewer, image: { uploadedByUserNo: number | null }): boolean {
  return canKeepAlbums(actor) && (!keepsOwnOnly(actor) || image.uploadedByUserNo === actor.no);
}

/** `PUT /api/media/albums/{no}/order`: the album's images, first to last. */
export const ZImageOrder = z.object({
  version: z.number().int().positive(),
  imageNos: z.array(z.number().int().positive()).min(1).max(1000),
});
export type TImageOrder = z.infer<typeof ZImageOrder>;
