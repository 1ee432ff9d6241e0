/**
 * Articles and press releases (issue #24): one record with a version per interface language,
 * written by the press roles along a workflow. The steps, and who may take each, live here.
 */
import { isAdmin, type Actor } from '../auth/permissions';
import { userTypeByNo, type UserTypeCode } from '../auth/user-types';
import { LANGUAGES, type Language } from '../i18n/languages';

export const ARTICLE_KINDS = ['article', 'pressRelease'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_STATUSES = ['draft', 'inReview', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What an article may be linked to. */
export const ARTICLE_LINK_SUBJECTS = ['player', 'volleyTeam', 'volleyTournament', 'beachTournament'] as const;
export type ArticleLinkSubject = (typeof ARTICLE_LINK_SUBJECTS)[number];

/**
 * What a user is on the articles, from their type (all but admins also need the `media.articles`
 * grant): a writer drafts and submits; a translator writes the French and Spanish versions of an
 * existing article; an officer reviews, sends back, publishes and archives; a press administrator
 * (and an admin) does everything.
 */
export const PRESS_ROLES = ['writer', 'translator', 'officer', 'administrator'] as const;
export type PressRole = (typeof PRESS_ROLES)[number];

export const ARTICLE_STEPS = ['submit', 'publish', 'sendBack', 'archive', 'restore'] as const;
export type ArticleStep = (typeof ARTICLE_STEPS)[number];

type Transition = { from: ArticleStatus; to: ArticleStatus; by: readonly PressRole[] };

const REVIEWERS: readonly PressRole[] = ['officer', 'administrator'];

/** The workflow: draft → in review → published → archived; a review may send it back, an archive restore it. */
export const ARTICLE_TRANSITIONS: Readonly<Record<ArticleStep, Transition>> = {
  submit: { from: 'draft', to: 'inReview', by: ['writer', 'administrator'] },
  publish: { from: 'inReview', to: 'published', by: REVIEWERS },
  sendBack: { from: 'inReview', to: 'draft', by: REVIEWERS },
  archive: { from: 'published', to: 'archived', by: REVIEWERS },
  restore: { from: 'archived', to: 'draft', by: REVIEWERS },
};

/** Steps that need a comment (the reviewer says what to change). */
export const COMMENTED_STEPS: ReadonlySet<ArticleStep> = new Set(['sendBack']);

/** The steps `role` may take on an article in `status`. */
export function articleStepsFor(status: ArticleStatus, role: PressRole | null): ArticleStep[] {
  if (!role) return [];
  return ARTICLE_STEPS.filter((step) => {
    const transition = ARTICLE_TRANSITIONS[step];
    return transition.from === status && transition.by.includes(role);
  });
}

/** Who creates articles. */
export const ARTICLE_CREATORS: readonly PressRole[] = ['writer', 'administrator'];

/** The statuses in which each role writes an article's texts (and, but for translators, its cover, tags and links). */
const EDITABLE_IN: Readonly<Record<PressRole, readonly ArticleStatus[]>> = {
  writer: ['draft'],
  translator: ['draft', 'inReview', 'published'],
  officer: ['draft', 'inReview', 'published'],
  administrator: ['draft', 'inReview', 'published'],
};

/** The languages `role` writes on an article in `status`: a translator never the English original. */
export function editableLanguages(status: ArticleStatus, role: PressRole | null): Language[] {
  if (!role || !EDITABLE_IN[role].includes(status)) return [];
  return role === 'translator' ? LANGUAGES.filter((language) => language !== 'en') : [...LANGUAGES];
}

/** Whether `role` sets the cover, tags and links of an article in `status`. */
export function canEditArticleSettings(status: ArticleStatus, role: PressRole | null): boolean {
  return role !== null && role !== 'translator' && EDITABLE_IN[role].includes(status);
}

const PRESS_TYPES: Readonly<Partial<Record<UserTypeCode, PressRole>>> = {
  PressWriter: 'writer',
  PressTranslator: 'translator',
  PressOfficer: 'officer',
  PressAdministrator: 'administrator',
};

/** The press role of a user: admins are press administrators; the press types need the `media.articles` grant. */
export function pressRoleOf(actor: Pick<Actor, 'type' | 'accesses'>): PressRole | null {
  if (isAdmin(actor)) return 'administrator';
  if (!actor.accesses.includes('media.articles')) return null;
  const code = userTypeByNo(actor.type)?.code;
  return (code && PRESS_TYPES[code]) ?? null;
}

/** A tag: a lower-case word of letters and digits, which may hold `_ : . -` after its first character. */
export const ARTICLE_TAG_MAX_LENGTH = 50;
export const ARTICLE_TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}_:.-]{0,49}$/u;
