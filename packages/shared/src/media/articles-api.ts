import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import {
  ARTICLE_KINDS,
  ARTICLE_LINK_SUBJECTS,
  ARTICLE_STATUSES,
  ARTICLE_STEPS,
  ARTICLE_TAG_PATTERN,
  PRESS_ROLES,
} from './articles';

/** The JSON of the articles' editing (`/api/media/articles/…`); the lists and public reads are the gateway's. */
export const ZArticleKind = z.enum(ARTICLE_KINDS);
export const ZArticleStatus = z.enum(ARTICLE_STATUSES);
export const ZArticleStep = z.enum(ARTICLE_STEPS);
export const ZArticleLanguage = z.enum(LANGUAGES);

const ZNo = z.coerce.number().int().min(1).max(2_147_483_647);
const ZVersion = z.coerce.number().int().min(0);

export const ARTICLE_LIMITS = { title: 300, summary: 2000, body: 100_000, comment: 2000, tags: 20, links: 50 } as const;

/** One language version of an article; the body is HTML the server sanitizes. */
export const ZArticleText = z.strictObject({
  title: z.string().trim().min(1).max(ARTICLE_LIMITS.title),
  summary: z.string().trim().max(ARTICLE_LIMITS.summary).default(''),
  body: z.string().max(ARTICLE_LIMITS.body).default(''),
});
export type TArticleText = z.infer<typeof ZArticleText>;

/** `POST /api/media/articles`: a draft with its English version. */
export const ZArticleCreate = ZArticleText.extend({ kind: ZArticleKind.default('article') });

/** `PUT /api/media/articles/{no}/texts/{language}`: one language version, at the version read. */
export const ZArticleTextSave = ZArticleText.extend({ version: ZVersion });

export const ZArticleLink = z.strictObject({ subject: z.enum(ARTICLE_LINK_SUBJECTS), recordNo: ZNo });
export type TArticleLink = z.infer<typeof ZArticleLink>;

/** Tags are free lower-case words (`record_tags`), as the gateway's tag filters match them. */
export const ZArticleTag = z.string().trim().toLowerCase().regex(ARTICLE_TAG_PATTERN, 'tag');

/** `PUT /api/media/articles/{no}/settings`: its kind, cover image, tags and links. */
export const ZArticleSettingsSave = z.strictObject({
  version: ZVersion,
  kind: ZArticleKind,
  coverImageNo: ZNo.nullable(),
  tags: z.array(ZArticleTag).max(ARTICLE_LIMITS.tags),
  links: z.array(ZArticleLink).max(ARTICLE_LIMITS.links),
});

/** `POST /api/media/articles/{no}/steps/{step}`. */
export const ZArticleStepInput = z.strictObject({
  version: ZVersion,
  comment: z.string().trim().max(ARTICLE_LIMITS.comment).default(''),
});

const ZAt = z.string();

/** Everything the editor shows, and what the viewer may do on it. */
export const ZArticleDossier = z.object({
  no: z.number(),
  version: z.number(),
  kind: ZArticleKind,
  status: ZArticleStatus,
  coverImageNo: z.number().nullable(),
  authorName: z.string(),
  publishedAt: ZAt.nullable(),
  texts: z.array(
    ZArticleText.extend({ language: ZArticleLanguage, updatedAt: ZAt }).required({ summary: true, body: true }),
  ),
  tags: z.array(z.string()),
  links: z.array(ZArticleLink.extend({ label: z.string() })),
  timeline: z.array(
    z.object({
      action: z.string(),
      fromStatus: ZArticleStatus.nullable(),
      toStatus: ZArticleStatus.nullable(),
      language: ZArticleLanguage.nullable(),
      comment: z.string().nullable(),
      byUserName: z.string(),
      at: ZAt,
    }),
  ),
  role: z.enum(PRESS_ROLES).nullable(),
  steps: z.array(ZArticleStep),
  editableLanguages: z.array(ZArticleLanguage),
  canEditSettings: z.boolean(),
});
export type TArticleDossier = z.infer<typeof ZArticleDossier>;
