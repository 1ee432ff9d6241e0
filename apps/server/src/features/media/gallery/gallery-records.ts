import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { albums, images } from '../../../db/schema/media';
import type { AuthUser } from '../../../lib/request-auth';
import { publicImage, visibleAlbum, visibleImage } from './image-access';
import type { StoredImage } from './image-files';

export type ImageRow = typeof images.$inferSelect;
export type AlbumRow = typeof albums.$inferSelect;

/** An image the viewer may see, and whether anyone may (what caches may keep it). */
export async function findVisibleImage(
  db: Db,
  no: number,
  viewer: AuthUser | null,
): Promise<{ image: ImageRow; isPublic: boolean } | undefined> {
  const visible = visibleImage(viewer);
  const [found] = await db
    .select({ image: images, isPublic: sql<boolean>`${publicImage}` })
    .from(images)
    .where(visible ? and(eq(images.no, no), visible) : eq(images.no, no));
  return found;
}

export async function findVisibleAlbum(db: Db, no: number, viewer: AuthUser | null): Promise<AlbumRow | undefined> {
  const visible = visibleAlbum(viewer);
  const [found] = await db
    .select()
    .from(albums)
    .where(visible ? and(eq(albums.no, no), visible) : eq(albums.no, no));
  return found;
}

/** A new image, last of its album. */
export async function insertImage(
  db: Db,
  values: StoredImage & { albumNo: number | null; fileName: string; uploadedByUserNo: number | null } & Partial<
      Pick<ImageRow, 'captionEn' | 'captionFr' | 'captionEs' | 'credit'>
    >,
): Promise<ImageRow> {
  const last = values.albumNo
    ? sql`(select coalesce(max(${images.position}), -1) + 1 from ${images} where ${images.albumNo} = ${values.albumNo})`
    : sql`0`;
  const [row] = await db
    .insert(images)
    .values({ ...values, position: last })
    .returning();
  return row!;
}

/** Deletes an image at the version read; undefined when it changed since. */
export async function deleteImage(db: Db, no: number, version: number): Promise<ImageRow | undefined> {
  const [row] = await db
    .delete(images)
    .where(and(eq(images.no, no), eq(images.version, version)))
    .returning();
  return row;
}

/** The album's version, locked until the transaction ends. */
export async function lockedAlbumVersion(db: Db, no: number): Promise<number | undefined> {
  const [album] = await db.select({ version: albums.version }).from(albums).where(eq(albums.no, no)).for('update');
  return album?.version;
}

/** The album's images' numbers, first to last. */
export async function albumImageNos(db: Db, albumNo: number): Promise<number[]> {
  const rows = await db
    .select({ no: images.no })
    .from(images)
    .where(eq(images.albumNo, albumNo))
    .orderBy(images.position, images.no);
  return rows.map((row) => row.no);
}

/** Puts the album's images in this order; the album takes a new version. */
export async function reorderImages(db: Db, albumNo: number, imageNos: readonly number[]): Promise<number> {
  for (const [position, no] of imageNos.entries()) {
    await db
      .update(images)
      .set({ position })
      .where(and(eq(images.no, no), eq(images.albumNo, albumNo)));
  }
  const [album] = await db
    .update(albums)
    .set({ updatedAt: new Date() })
    .where(eq(albums.no, albumNo))
    .returning({ version: albums.version });
  return album!.version;
}
