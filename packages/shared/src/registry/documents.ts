import { PERSON_USER_TYPES } from '../auth/user-types';
import type { EntityDef } from './types';

/** What a document belongs to. */
export const DOCUMENT_OWNER_TYPES = ['person', 'transfer'] as const;

/**
 * The files stored for persons (passport scans, photos) and transfers (contracts, payment proofs,
 * certificates), one numbering for both (issue #25). Each is read by those who may read its owner's
 * files: admins; for a person's, that person and its federation; for a transfer's, its parties (the
 * player, both clubs and federations, their confederations). The bytes stay behind the download
 * routes (`DownloadPath`); files are added and removed where their owner is kept.
 */
export const Document = {
  name: 'Document',
  plural: 'Documents',
  area: 'documents',
  fields: {
    No: { type: 'integer', label: 'documents:fields.no', sortable: true },
    OwnerType: {
      type: 'text',
      label: 'documents:fields.ownerType',
      sortable: true,
      codes: 'documents:ownerTypes',
      codeValues: DOCUMENT_OWNER_TYPES,
    },
    NoOwner: { type: 'integer', label: 'documents:fields.owner', sortable: true },
    OwnerName: { type: 'text', label: 'documents:fields.ownerName', sortable: true },
    Kind: { type: 'text', label: 'documents:columns.kind', sortable: true },
    FileName: { type: 'text', label: 'documents:columns.file', sortable: true },
    /** The type its bytes were found to be when uploaded. */
    ContentType: { type: 'text', label: 'documents:fields.contentType' },
    SizeBytes: { type: 'integer', label: 'documents:columns.size', sortable: true },
    /** The user who uploaded it (a number of `GetUserList`), or none for a generated one. */
    NoUploadedBy: { type: 'integer', label: 'documents:fields.uploadedBy' },
    CreatedAt: { type: 'dateTime', label: 'documents:columns.added', sortable: true },
    /** Where its file is downloaded, by those who may read it. */
    DownloadPath: { type: 'text', label: 'documents:fields.download' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    OwnerType: { field: 'OwnerType', operator: 'in', type: 'text' },
    NoOwner: { field: 'NoOwner', operator: 'in', type: 'integer' },
    Kind: { field: 'Kind', operator: 'in', type: 'text' },
    CreatedFrom: { field: 'CreatedAt', operator: 'from', type: 'dateTime' },
    CreatedTo: { field: 'CreatedAt', operator: 'to', type: 'dateTime' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {},
  defaultSort: ['-CreatedAt', '-No'],
  defaultFields: ['No', 'OwnerType', 'NoOwner', 'OwnerName', 'Kind', 'FileName', 'SizeBytes', 'CreatedAt', 'Version'],
  rules: {
    get: { types: [...PERSON_USER_TYPES, 'Federation', 'Confederation', 'VolleyClub'], scope: 'party' },
    list: { types: [...PERSON_USER_TYPES, 'Federation', 'Confederation', 'VolleyClub'], scope: 'party' },
  },
} as const satisfies EntityDef;
