import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@libero/shared/i18n/languages';
import type { ArticleLinkSubject } from '@libero/shared/media/articles';
import { articleLinks, articles, articleTranslations } from '../../../db/schema/media';
import { recordTags } from '../../../db/schema/tags';

/** Articles are tagged under their table's name. */
export const ARTICLE_TAG_SUBJECT = getTableName(articles);

/** A column of the article's text in `language`, else in English (its first version). */
function textIn(column: 'title' | 'summary' | 'body' | 'language', language: Language): SQL {
  return sql`(select ${sql.identifier(column)} from ${articleTranslations} as t
    where t.article_no = ${articles.no} and t.language in (${language}, 'en')
    order by t.language = ${language} desc limit 1)`;
}

/** The texts of an article in the reader's language, English where it has none in it. */
export const textsIn = (language: Language) => ({
  Title: textIn('title', language),
  Summary: textIn('summary', language),
  Body: textIn('body', language),
  Language: textIn('language', language),
});

const linkedNos = (subject: ArticleLinkSubject) =>
  sql`(select string_agg(${articleLinks.recordNo}::text, ' ' order by ${articleLinks.recordNo}) from ${articleLinks}
    where ${articleLinks.articleNo} = ${articles.no} and ${articleLinks.subject} = ${subject})`;

const imageUrl = (size: string) =>
  sql`case when ${articles.coverImageNo} is not null then '/api/media/images/' || ${articles.coverImageNo} || ${`/${size}`} end`;

/** What both kinds read alike; texts in English until a read asks for another language. */
export const ARTICLE_COLUMNS = {
  No: sql`${articles.no}`,
  Kind: sql`${articles.kind}`,
  Status: sql`${articles.status}`,
  ...textsIn('en'),
  Languages: sql`(select string_agg(t.language, ' ' order by array_position(array['en', 'fr', 'es'], t.language::text))
    from ${articleTranslations} as t where t.article_no = ${articles.no})`,
  PublishedAt: sql`${articles.publishedAt}`,
  UpdatedAt: sql`${articles.updatedAt}`,
  NoCoverImage: sql`${articles.coverImageNo}`,
  CoverImageUrl: imageUrl('web'),
  CoverThumbUrl: imageUrl('thumb'),
  AuthorName: sql`${articles.authorName}`,
  PlayerNos: linkedNos('player'),
  VolleyTeamNos: linkedNos('volleyTeam'),
  VolleyTournamentNos: linkedNos('volleyTournament'),
  BeachTournamentNos: linkedNos('beachTournament'),
  Tags: sql`(select string_agg(${recordTags.tag}, ' ' order by ${recordTags.tag}) from ${recordTags}
    where ${recordTags.subject} = ${ARTICLE_TAG_SUBJECT} and ${recordTags.recordNo} = ${articles.no})`,
  Version: sql`${articles.version}`,
};

/** Every version's title and summary, and the article's tags: what a search looks in. */
export const ARTICLE_SEARCH_TEXT = sql`coalesce((select string_agg(t.title || ' ' || t.summary, ' ')
  from ${articleTranslations} as t where t.article_no = ${articles.no}), '')`;
