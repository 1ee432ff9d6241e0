import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Language } from '@libero/shared/i18n/languages';
import { LANGUAGES } from '@libero/shared/i18n/languages';
import {
  ARTICLE_KINDS,
  ARTICLE_LINK_SUBJECTS,
  ARTICLE_STATUSES,
  type ArticleKind,
  type ArticleLinkSubject,
  type ArticleStatus,
} from '@libero/shared/media/articles';
import { ALBUM_STATUSES, type AlbumStatus } from '@libero/shared/media/gallery';
import {
  ACCREDITATION_FUNCTIONS,
  ACCREDITATION_STATUSES,
  ORGANIZATION_KINDS,
  type AccreditationFunction,
  type AccreditationStatus,
  type OrganizationKind,
} from '@libero/shared/media/organizations';
import { among, recordVersion, timestamps } from './columns';
import { events } from './competitions';
import { persons } from './people';

/**
 * An uploaded image (issue #24): in an album, or on its own (an article's cover). The server
 * keeps the original and makes the web and thumbnail sizes once, when it is uploaded.
 */
export const images = pgTable(
  'images',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    albumNo: integer('album_no').references(() => albums.no, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalKey: varchar('original_key', { length: 200 }).notNull(),
    webKey: varchar('web_key', { length: 200 }).notNull(),
    thumbKey: varchar('thumb_key', { length: 200 }).notNull(),
    captionEn: varchar('caption_en', { length: 500 }).notNull().default(''),
    captionFr: varchar('caption_fr', { length: 500 }).notNull().default(''),
    captionEs: varchar('caption_es', { length: 500 }).notNull().default(''),
    credit: varchar('credit', { length: 200 }).notNull().default(''),
    position: integer('position').notNull().default(0),
    uploadedByUserNo: integer('uploaded_by_user_no'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [index('images_album_idx').on(t.albumNo, t.position)],
);

/** An album of images, linked to an event or a tournament. */
export const albums = pgTable(
  'albums',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    titleFr: varchar('title_fr', { length: 200 }).notNull().default(''),
    titleEs: varchar('title_es', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 20 }).$type<AlbumStatus>().notNull().default('draft'),
    eventNo: integer('event_no').references(() => events.no),
    volleyTournamentNo: integer('volley_tournament_no'),
    beachTournamentNo: integer('beach_tournament_no'),
    takenOn: date('taken_on'),
    createdByUserNo: integer('created_by_user_no'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [check('albums_status_check', sql`${t.status} in (${among(ALBUM_STATUSES)})`)],
);

/** An article or a press release; its texts are in `article_translations`, one per language. */
export const articles = pgTable(
  'articles',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 20 }).$type<ArticleKind>().notNull().default('article'),
    status: varchar('status', { length: 20 }).$type<ArticleStatus>().notNull().default('draft'),
    coverImageNo: integer('cover_image_no').references(() => images.no, { onDelete: 'set null' }),
    authorUserNo: integer('author_user_no'),
    /** The author's name as it was when they wrote it (users live in the identity database). */
    authorName: varchar('author_name', { length: 200 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('articles_status_idx').on(t.status, t.publishedAt),
    check('articles_kind_check', sql`${t.kind} in (${among(ARTICLE_KINDS)})`),
    check('articles_status_check', sql`${t.status} in (${among(ARTICLE_STATUSES)})`),
  ],
);

/** An article's text in one language; the English one is written first and is the fallback. */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleNo: integer('article_no')
      .notNull()
      .references(() => articles.no, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).$type<Language>().notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML: the server strips whatever the allowed tags and attributes do not name. */
    body: text('body').notNull().default(''),
    writtenByUserNo: integer('written_by_user_no'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.articleNo, t.language] }),
    check('article_translations_language_check', sql`${t.language} in (${among(LANGUAGES)})`),
  ],
);

/** The players, teams and tournaments an article is about. */
export const articleLinks = pgTable(
  'article_links',
  {
    articleNo: integer('article_no')
      .notNull()
      .references(() => articles.no, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 20 }).$type<ArticleLinkSubject>().notNull(),
    recordNo: integer('record_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleNo, t.subject, t.recordNo] }),
    index('article_links_record_idx').on(t.subject, t.recordNo),
    check('article_links_subject_check', sql`${t.subject} in (${among(ARTICLE_LINK_SUBJECTS)})`),
  ],
);

/** An article's timeline: each workflow step, by whom and when, with the reviewer's comment. */
export const articleEvents = pgTable(
  'article_events',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    articleNo: integer('article_no')
      .notNull()
      .references(() => articles.no, { onDelete: 'cascade' }),
    action: varchar('action', { length: 30 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }).$type<ArticleStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<ArticleStatus>(),
    language: varchar('language', { length: 2 }).$type<Language>(),
    comment: text('comment'),
    byUserNo: integer('by_user_no'),
    byUserName: varchar('by_user_name', { length: 200 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_events_article_idx').on(t.articleNo, t.at)],
);

/** A newspaper, broadcaster or agency media staff work for. */
export const mediaOrganizations = pgTable(
  'media_organizations',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<OrganizationKind>().notNull(),
    countryCode: varchar('country_code', { length: 2 }),
    website: varchar('website', { length: 300 }),
    email: varchar('email', { length: 200 }),
    phone: varchar('phone', { length: 50 }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [check('media_organizations_kind_check', sql`${t.kind} in (${among(ORGANIZATION_KINDS)})`)],
);

/** A media person's accreditation for an event: requested, then approved (with a badge) or refused. */
export const mediaAccreditations = pgTable(
  'media_accreditations',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    personNo: integer('person_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    eventNo: integer('event_no')
      .notNull()
      .references(() => events.no),
    organizationNo: integer('organization_no').references(() => mediaOrganizations.no),
    function: varchar('function', { length: 20 }).$type<AccreditationFunction>().notNull(),
    status: varchar('status', { length: 20 }).$type<AccreditationStatus>().notNull().default('requested'),
    /** The badge's number, given on approval. */
    badgeNumber: varchar('badge_number', { length: 30 }),
    reason: text('reason'),
    requestedByUserNo: integer('requested_by_user_no'),
    decidedByUserNo: integer('decided_by_user_no'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Days of the event the badge opens, when not all (1 = the first day). */
    days: smallint('days'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('media_accreditations_person_idx').on(t.personNo),
    index('media_accreditations_event_idx').on(t.eventNo, t.status),
    check('media_accreditations_status_check', sql`${t.status} in (${among(ACCREDITATION_STATUSES)})`),
    check('media_accreditations_function_check', sql`${t.function} in (${among(ACCREDITATION_FUNCTIONS)})`),
  ],
);
