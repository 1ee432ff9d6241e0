/**
 * Articles and press releases (issue #24): one record with a version per interface language,
 * written by the press roles along a workflow. The steps, and who may take each, live here.
 */
export const ARTICLE_KINDS = ['article', 'pressRelease'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_STATUSES = ['draft', 'inReview', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What an article may be linked to. */
export const ARTICLE_LINK_SUBJECTS = ['player', 'volleyTeam', 'volleyTournament', 'beachTournament'] as const;
export type ArticleLinkSubject = (typeof ARTICLE_LINK_SUBJECTS)[number];
