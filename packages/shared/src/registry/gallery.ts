import { USER_TYPE_CODES } from '../auth/user-types';
import { ALBUM_STATUSES } from '../media/gallery';
import type { EntityDef, FieldDef, RoleRule } from './types';

/**
 * Albums of images (issue #24). Published albums and their images are public, also anonymously;
 * drafts are read by admins and `media.albums` holders (the binding's `visibleTo`). Keepers are
 * admins and grant holders; a photographer keeps only the albums it created and the images it
 * uploaded (the binding's parties). Images are added by `POST /api/media/images` and deleted by
 * `DELETE /api/media/images/{no}`, which also remove their files.
 */
const PUBLIC_READ = { get: 'anyone', list: 'anyone' } as const;
const KEEPERS: RoleRule = { types: USER_TYPE_CODES, scope: 'party', grant: 'media.albums' };

const version = { type: 'version', label: 'common:fields.version' } as const;
const title = (label: string, required = false): FieldDef => ({
  type: 'text',
  label,
  sortable: true,
  write: { required, maxLength: 200 },
});
const caption = (label: string): FieldDef => ({ type: 'text', label, write: { maxLength: 500 } });

/** An album of images, linked to an event or a tournament. */
export const Album = {
  name: 'Album',
  plural: 'Albums',
  area: 'albums',
  fields: {
    No: { type: 'integer', label: 'albums:fields.no', sortable: true },
    /** The title in the reader's language (`Accept-Language`), English when it has none. */
    Title: { type: 'text', label: 'albums:fields.title', sortable: true },
    TitleEn: title('albums:fields.titleEn', true),
    TitleFr: title('albums:fields.titleFr'),
    TitleEs: title('albums:fields.titleEs'),
    Description: { type: 'text', label: 'albums:fields.description', write: { maxLength: 2000 } },
    Status: {
      type: 'text',
      label: 'albums:fields.status',
      sortable: true,
      codes: 'albums:statuses',
      write: { oneOf: ALBUM_STATUSES, default: 'draft' },
    },
    NoEvent: { type: 'integer', label: 'albums:fields.event', write: {} },
    EventName: { type: 'text', label: 'albums:fields.event', sortable: true },
    NoVolleyTournament: { type: 'integer', label: 'albums:fields.volleyTournament', write: {} },
    VolleyTournamentName: { type: 'text', label: 'albums:fields.volleyTournament', sortable: true },
    NoBeachTournament: { type: 'integer', label: 'albums:fields.beachTournament', write: {} },
    BeachTournamentName: { type: 'text', label: 'albums:fields.beachTournament', sortable: true },
    TakenOn: { type: 'date', label: 'albums:fields.takenOn', sortable: true, write: { format: 'past' } },
    ImageCount: { type: 'integer', label: 'albums:fields.imageCount', sortable: true },
    /** The first image's thumbnail, or null for an empty album. */
    CoverThumbUrl: { type: 'text', label: 'albums:fields.cover' },
    CreatedByUserNo: { type: 'integer', label: 'albums:fields.createdBy', access: 'signedIn' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Status: { field: 'Status', operator: 'in', type: 'text' },
    NoEvent: { field: 'NoEvent', operator: 'in', type: 'integer' },
    NoVolleyTournament: { field: 'NoVolleyTournament', operator: 'in', type: 'integer' },
    NoBeachTournament: { field: 'NoBeachTournament', operator: 'in', type: 'integer' },
    TakenFrom: { field: 'TakenOn', operator: 'from', type: 'date' },
    TakenTo: { field: 'TakenOn', operator: 'to', type: 'date' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Event: { target: 'Event', key: 'NoEvent', labelField: 'EventName' },
    VolleyTournament: { target: 'VolleyTournament', key: 'NoVolleyTournament', labelField: 'VolleyTournamentName' },
    BeachTournament: { target: 'BeachTournament', key: 'NoBeachTournament', labelField: 'BeachTournamentName' },
  },
  defaultSort: ['-TakenOn', '-No'],
  defaultFields: ['No', 'TitleEn', 'TitleFr', 'TitleEs', 'Status', 'TakenOn', 'ImageCount', 'CoverThumbUrl', 'Version'],
  rules: { ...PUBLIC_READ, save: KEEPERS, delete: KEEPERS },
} as const satisfies EntityDef;

/** An image of an album, in the order of `Position`; its files are made once, at upload. */
export const Image = {
  name: 'Image',
  plural: 'Images',
  area: 'albums',
  fields: {
    No: { type: 'integer', label: 'albums:fields.no', sortable: true },
    NoAlbum: { type: 'integer', label: 'albums:fields.album' },
    /** The caption in the reader's language (`Accept-Language`), English when it has none. */
    Caption: { type: 'text', label: 'albums:fields.caption' },
    CaptionEn: caption('albums:fields.captionEn'),
    CaptionFr: caption('albums:fields.captionFr'),
    CaptionEs: caption('albums:fields.captionEs'),
    Credit: { type: 'text', label: 'albums:fields.credit', write: { maxLength: 200 } },
    Width: { type: 'integer', label: 'albums:fields.width' },
    Height: { type: 'integer', label: 'albums:fields.height' },
    ThumbUrl: { type: 'text', label: 'albums:fields.thumb' },
    WebUrl: { type: 'text', label: 'albums:fields.web' },
    OriginalUrl: { type: 'text', label: 'albums:fields.original' },
    Position: { type: 'integer', label: 'albums:fields.position', sortable: true, write: { min: 0, max: 100_000 } },
    UploadedByUserNo: { type: 'integer', label: 'albums:fields.uploadedBy', access: 'signedIn' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoAlbum: { field: 'NoAlbum', operator: 'in', type: 'integer' },
  },
  relations: { Album: { target: 'Album', key: 'NoAlbum' } },
  defaultSort: ['Position', 'No'],
  defaultFields: [
    'No',
    'NoAlbum',
    'CaptionEn',
    'CaptionFr',
    'CaptionEs',
    'Credit',
    'Width',
    'Height',
    'ThumbUrl',
    'WebUrl',
    'Position',
    'Version',
  ],
  rules: { ...PUBLIC_READ, save: KEEPERS },
} as const satisfies EntityDef;
