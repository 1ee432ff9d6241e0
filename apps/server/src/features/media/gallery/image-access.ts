import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { canKeepAlbums, canUploadCover } from '@libero/shared/media/gallery';
import { albums, articles, images } from '../../../db/schema/media';
import type { AuthUser } from '../../../lib/request-auth';

const publishedAlbum = sql`${albums.status} = 'published'`;

/** An image anyone may see: in a published album, or the cover of a published article. */
export const publicImage = sql`(exists (select 1 from ${albums} where ${albums.no} = ${images.albumNo} and ${publishedAlbum})
  or exists (select 1 from ${articles} where ${articles.coverImageNo} = ${images.no} and ${articles.status} = 'published'))`;

/** Published albums for everyone; drafts for those who keep albums. */
export function visibleAlbum(viewer: AuthUser | null): SQL | undefined {
  return viewer && canKeepAlbums(viewer) ? undefined : publishedAlbum;
}

/**
 * The images a viewer sees: the public ones; album images for album keepers; covers for article
 * writers; what they uploaded themselves.
 */
export function visibleImage(viewer: AuthUser | null): SQL | undefined {
  if (viewer && isAdmin(viewer)) return undefined;
  if (!viewer) return publicImage;
  const reach = [publicImage, sql`${images.uploadedByUserNo} = ${viewer.no}`];
  if (canKeepAlbums(viewer)) reach.push(sql`${images.albumNo} is not null`);
  if (canUploadCover(viewer)) reach.push(sql`${images.albumNo} is null`);
  return sql`(${sql.join(reach, sql` or `)})`;
}

/** A photographer keeps only what it made (`madeBy` names who made the record); other keepers everything. */
export function keptBy(viewer: AuthUser, madeBy: SQL): SQL {
  return viewer.type === UserTypeNo.Photographer ? sql`${madeBy} = ${viewer.no}` : sql`true`;
}
