import { and, eq, ne, sql } from 'drizzle-orm';
import { canSeeArticles } from '@libero/shared/auth/permissions';
import { ARTICLE_TAG_PATTERN } from '@libero/shared/media/articles';
import { Tag } from '@libero/shared/registry/media';
import type { Db } from '../../../db/connection';
import { tags } from '../../../db/schema/tags';
import type { EntityBinding } from '../../../gateway/binding';
import type { Row, WriteValues } from '../../../gateway/values';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import { dropArticleTag, publishedTagged, renameArticleTags, somePublishedTagged } from './tag-vocabulary';

/** Readers who do not see drafts see the tags of published texts only. */
function visibleTags(viewer: AuthUser | null) {
  if (viewer && canSeeArticles(viewer)) return undefined;
  return somePublishedTagged;
}

/** A tag is saved lower-case; renaming one renames it on every text, unless another tag has that name. */
async function prepareTag(db: Db, values: WriteValues, no: number): Promise<WriteValues> {
  if (!('Name' in values)) return values;
  const name = String(values.Name ?? '')
    .trim()
    .toLowerCase();
  if (!ARTICLE_TAG_PATTERN.test(name)) throw new AppError('InvalidData', 'Name');
  const [taken] = await db
    .select({ no: tags.no })
    .from(tags)
    .where(and(eq(tags.name, name), ne(tags.no, no)));
  if (taken) throw new AppError('Duplicate', 'Name');
  if (no !== 0) {
    const [before] = await db.select({ name: tags.name }).from(tags).where(eq(tags.no, no));
    if (before && before.name !== name) await renameArticleTags(db, before.name, name);
  }
  return { ...values, Name: name };
}

export const tagBinding: EntityBinding = {
  entity: Tag,
  from: sql`${tags}`,
  columns: {
    No: sql`${tags.no}`,
    Name: sql`${tags.name}`,
    Description: sql`${tags.description}`,
    ArticleCount: publishedTagged('article'),
    PressReleaseCount: publishedTagged('pressRelease'),
    Version: sql`${tags.version}`,
  },
  searchText: sql`${tags.name} || ' ' || coalesce(${tags.description}, '')`,
  visibleTo: visibleTags,
  write: {
    table: tags,
    no: tags.no,
    version: tags.version,
    columns: { Name: tags.name, Description: tags.description },
    prepare: prepareTag,
    afterDelete: (db: Db, before: Row) => dropArticleTag(db, String(before.Name)),
  },
};
