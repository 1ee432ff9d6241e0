/** Albums of images (issue #24): the sizes the server keeps of every uploaded image. */
export const IMAGE_SIZES = ['original', 'web', 'thumb'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const ALBUM_STATUSES = ['draft', 'published'] as const;
export type AlbumStatus = (typeof ALBUM_STATUSES)[number];
