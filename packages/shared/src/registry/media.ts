import { ARTICLE_KINDS, ARTICLE_STATUSES, ARTICLE_TAG_MAX_LENGTH } from '../media/articles';
import { PRESS_OFFICERS } from '../media/organizations';
import type { EntityDef, FieldDef, RoleRule } from './types';

/**
 * Articles and press releases (issue #24), one table told apart by `Kind`. Anyone reads them, also
 * anonymously, but the binding shows drafts, reviews and archives only to admins and holders of the
 * `media.articles` grant. Texts answer in the reader's language (`Language` says which), English
 * where there is no version in it. A gateway Save writes the English version, the cover and, for a
 * new record, its kind; the other languages, tags, links and steps are `/api/media/articles/…`.
 */
const WRITERS: RoleRule = {
  types: ['PressWriter', 'PressOfficer', 'PressAdministrator'],
  grant: 'media.articles',
};

const FIELDS = {
  No: { type: 'integer', label: 'articles:fields.no', sortable: true },
  Kind: {
    type: 'text',
    label: 'articles:fields.kind',
    sortable: true,
    codes: 'articles:kinds',
    codeValues: ARTICLE_KINDS,
  },
  Status: {
    type: 'text',
    label: 'articles:fields.status',
    sortable: true,
    codes: 'articles:statuses',
    codeValues: ARTICLE_STATUSES,
  },
  Title: { type: 'text', label: 'articles:fields.title', sortable: true, write: { required: true, maxLength: 300 } },
  Summary: { type: 'text', label: 'articles:fields.summary', write: { maxLength: 2000 } },
  /** Sanitized HTML. */
  Body: { type: 'text', label: 'articles:fields.body', write: { maxLength: 100_000 } },
  /** The language the texts answer in: the reader's, or English where the record has no version in it. */
  Language: { type: 'text', label: 'articles:fields.language' },
  /** The languages the record is written in, space-separated (`en fr`). */
  Languages: { type: 'text', label: 'articles:fields.languages' },
  PublishedAt: { type: 'dateTime', label: 'articles:fields.publishedAt', sortable: true },
  UpdatedAt: { type: 'dateTime', label: 'articles:fields.updatedAt', sortable: true },
  NoCoverImage: { type: 'integer', label: 'articles:fields.coverImage', write: {} },
  CoverImageUrl: { type: 'text', label: 'articles:fields.coverImage' },
  CoverThumbUrl: { type: 'text', label: 'articles:fields.coverImage' },
  AuthorName: { type: 'text', label: 'articles:fields.author', sortable: true },
  /** The linked records' numbers, space-separated. */
  PlayerNos: { type: 'text', label: 'articles:fields.players' },
  VolleyTeamNos: { type: 'text', label: 'articles:fields.volleyTeams' },
  VolleyTournamentNos: { type: 'text', label: 'articles:fields.volleyTournaments' },
  BeachTournamentNos: { type: 'text', label: 'articles:fields.beachTournaments' },
  Tags: { type: 'text', label: 'articles:fields.tags' },
  Version: { type: 'version', label: 'common:fields.version' },
} as const satisfies Record<string, FieldDef>;

const FILTERS = {
  No: { field: 'No', operator: 'in', type: 'integer' },
  Status: { field: 'Status', operator: 'in', type: 'text' },
  /** Records written in any of these languages. */
  Languages: { field: 'Languages', operator: 'includes', type: 'text' },
  NoPlayer: { field: 'PlayerNos', operator: 'includes', type: 'text' },
  NoVolleyTeam: { field: 'VolleyTeamNos', operator: 'includes', type: 'text' },
  NoVolleyTournament: { field: 'VolleyTournamentNos', operator: 'includes', type: 'text' },
  NoBeachTournament: { field: 'BeachTournamentNos', operator: 'includes', type: 'text' },
  PublishedFrom: { field: 'PublishedAt', operator: 'from', type: 'dateTime' },
  PublishedTo: { field: 'PublishedAt', operator: 'to', type: 'dateTime' },
  Search: { operator: 'search', type: 'text' },
} as const;

const common = {
  area: 'articles',
  fields: FIELDS,
  relations: { CoverImage: { target: 'Image', key: 'NoCoverImage' } },
  defaultSort: ['-PublishedAt', '-No'],
  defaultFields: [
    'No',
    'Kind',
    'Status',
    'Title',
    'Summary',
    'Language',
    'Languages',
    'PublishedAt',
    'CoverThumbUrl',
    'AuthorName',
    'Version',
  ],
  tagged: true,
  rules: { get: 'anyone', list: 'anyone', save: WRITERS },
} as const;

export const Article = {
  name: 'Article',
  plural: 'Articles',
  ...common,
  filters: FILTERS,
} as const satisfies EntityDef;

export const PressRelease = {
  name: 'PressRelease',
  plural: 'PressReleases',
  ...common,
  filters: FILTERS,
} as const satisfies EntityDef;

/**
 * The press's vocabulary of tags: anyone reads those of published texts, with how many of each
 * carry them; writers and press officers see every one. Writers make a tag by using it; press
 * officers describe, rename (every text follows) and remove them.
 */
export const Tag = {
  name: 'Tag',
  plural: 'Tags',
  area: 'articles',
  fields: {
    No: { type: 'integer', label: 'articles:tagFields.no', sortable: true },
    Name: {
      type: 'text',
      label: 'articles:tagFields.name',
      sortable: true,
      write: { required: true, maxLength: ARTICLE_TAG_MAX_LENGTH },
    },
    Description: { type: 'text', label: 'articles:tagFields.description', write: { maxLength: 500 } },
    /** Published articles carrying the tag. */
    ArticleCount: { type: 'integer', label: 'articles:tagFields.articleCount', sortable: true },
    /** Published press releases carrying the tag. */
    PressReleaseCount: { type: 'integer', label: 'articles:tagFields.pressReleaseCount', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Name: { field: 'Name', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {},
  defaultSort: ['Name'],
  defaultFields: ['No', 'Name', 'Description', 'ArticleCount', 'PressReleaseCount', 'Version'],
  rules: {
    get: 'anyone',
    list: 'anyone',
    save: { types: PRESS_OFFICERS },
    delete: { types: PRESS_OFFICERS },
  },
} as const satisfies EntityDef;
