import {
  ACCREDITATION_FUNCTIONS,
  ACCREDITATION_STATUSES,
  MEDIA_PERSON_USERS,
  ORGANIZATION_KINDS,
  PRESS_OFFICERS,
} from '../media/organizations';
import { MEDICAL_KEEPERS } from '../medical/staff';
import type { EntityDef, RoleRule } from './types';

/**
 * Media organisations and accreditations, medical staff's qualifications (issue #24). The
 * accreditations' steps are `/api/media/accreditations/…`; the rest is saved through the gateway.
 */
const PRESS_KEEPERS: RoleRule = { types: PRESS_OFFICERS };

/** A newspaper, broadcaster or agency media staff work for. */
export const MediaOrganization = {
  name: 'MediaOrganization',
  plural: 'MediaOrganizations',
  area: 'mediaOrganizations',
  fields: {
    No: { type: 'integer', label: 'mediaOrganizations:fields.no', sortable: true },
    Name: {
      type: 'text',
      label: 'mediaOrganizations:fields.name',
      sortable: true,
      write: { required: true, maxLength: 200 },
    },
    Kind: {
      type: 'text',
      label: 'mediaOrganizations:fields.kind',
      sortable: true,
      codes: 'mediaOrganizations:kinds',
      write: { required: true, oneOf: ORGANIZATION_KINDS },
    },
    CountryCode: {
      type: 'text',
      label: 'mediaOrganizations:fields.country',
      sortable: true,
      write: { format: 'country' },
    },
    Website: { type: 'text', label: 'mediaOrganizations:fields.website', write: { maxLength: 300, format: 'url' } },
    Email: { type: 'text', label: 'mediaOrganizations:fields.email', write: { maxLength: 200, format: 'email' } },
    Phone: { type: 'text', label: 'mediaOrganizations:fields.phone', write: { maxLength: 50 } },
    /** How many media staff work for it. */
    StaffCount: { type: 'integer', label: 'mediaOrganizations:fields.staffCount', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Kind: { field: 'Kind', operator: 'in', type: 'text' },
    CountryCode: { field: 'CountryCode', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {},
  defaultSort: ['Name'],
  defaultFields: ['No', 'Name', 'Kind', 'CountryCode', 'Website', 'StaffCount'],
  rules: { get: 'signedIn', list: 'signedIn', save: PRESS_KEEPERS, delete: PRESS_KEEPERS },
} as const satisfies EntityDef;

/** The accredited person themself, and every accreditation for press officers (the binding's parties). */
const ACCREDITATION_READERS: RoleRule = { types: [...PRESS_OFFICERS, ...MEDIA_PERSON_USERS], scope: 'party' };

/** A media person's accreditation for an event: requested, then approved (with a badge number) or refused. */
export const MediaAccreditation = {
  name: 'MediaAccreditation',
  plural: 'MediaAccreditations',
  area: 'mediaOrganizations',
  fields: {
    No: { type: 'integer', label: 'mediaOrganizations:accreditations.fields.no', sortable: true },
    NoPerson: { type: 'integer', label: 'mediaOrganizations:accreditations.fields.person' },
    PersonName: { type: 'text', label: 'mediaOrganizations:accreditations.fields.person', sortable: true },
    NoEvent: { type: 'integer', label: 'mediaOrganizations:accreditations.fields.event' },
    EventName: { type: 'text', label: 'mediaOrganizations:accreditations.fields.event', sortable: true },
    EventStartDate: { type: 'date', label: 'mediaOrganizations:accreditations.fields.startDate', sortable: true },
    EventEndDate: { type: 'date', label: 'mediaOrganizations:accreditations.fields.endDate', sortable: true },
    NoMediaOrganization: { type: 'integer', label: 'mediaOrganizations:accreditations.fields.organization' },
    MediaOrganizationName: {
      type: 'text',
      label: 'mediaOrganizations:accreditations.fields.organization',
      sortable: true,
    },
    Function: {
      type: 'text',
      label: 'mediaOrganizations:accreditations.fields.function',
      sortable: true,
      codes: 'mediaOrganizations:functions',
      codeValues: ACCREDITATION_FUNCTIONS,
    },
    Status: {
      type: 'text',
      label: 'mediaOrganizations:accreditations.fields.status',
      sortable: true,
      codes: 'mediaOrganizations:statuses',
      codeValues: ACCREDITATION_STATUSES,
    },
    BadgeNumber: { type: 'text', label: 'mediaOrganizations:accreditations.fields.badgeNumber', sortable: true },
    Reason: { type: 'text', label: 'mediaOrganizations:accreditations.fields.reason' },
    DecidedAt: { type: 'dateTime', label: 'mediaOrganizations:accreditations.fields.decidedAt', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPerson: { field: 'NoPerson', operator: 'in', type: 'integer' },
    NoEvent: { field: 'NoEvent', operator: 'in', type: 'integer' },
    NoMediaOrganization: { field: 'NoMediaOrganization', operator: 'in', type: 'integer' },
    Status: { field: 'Status', operator: 'in', type: 'text' },
    Function: { field: 'Function', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Person: { target: 'MediaPerson', key: 'NoPerson', labelField: 'PersonName' },
    Event: { target: 'Event', key: 'NoEvent', labelField: 'EventName' },
    MediaOrganization: { target: 'MediaOrganization', key: 'NoMediaOrganization', labelField: 'MediaOrganizationName' },
  },
  defaultSort: ['-EventStartDate', 'PersonName'],
  defaultFields: ['No', 'PersonName', 'EventName', 'MediaOrganizationName', 'Function', 'Status', 'BadgeNumber'],
  rules: { get: ACCREDITATION_READERS, list: ACCREDITATION_READERS },
} as const satisfies EntityDef;

/** Medical administrators keep every qualification; a medical person their own (the binding's parties). */
const QUALIFICATION_KEEPERS: RoleRule = { types: [...MEDICAL_KEEPERS, 'MedicalPerson'], scope: 'party' };

/** A medical person's qualification (a diploma, a licence to practise), valid until its end date. */
export const MedicalQualification = {
  name: 'MedicalQualification',
  plural: 'MedicalQualifications',
  area: 'medicalStaff',
  fields: {
    No: { type: 'integer', label: 'medicalStaff:fields.no', sortable: true },
    NoPerson: { type: 'integer', label: 'medicalStaff:fields.person', write: { required: true } },
    PersonName: { type: 'text', label: 'medicalStaff:fields.person', sortable: true },
    Title: {
      type: 'text',
      label: 'medicalStaff:fields.title',
      sortable: true,
      write: { required: true, maxLength: 200 },
    },
    Issuer: { type: 'text', label: 'medicalStaff:fields.issuer', sortable: true, write: { maxLength: 200 } },
    ObtainedOn: { type: 'date', label: 'medicalStaff:fields.obtainedOn', sortable: true, write: { format: 'past' } },
    ValidUntil: { type: 'date', label: 'medicalStaff:fields.validUntil', sortable: true, write: {} },
    /** It has no end date, or has not reached it. */
    Valid: { type: 'flag', label: 'medicalStaff:fields.valid', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPerson: { field: 'NoPerson', operator: 'in', type: 'integer' },
    Valid: { field: 'Valid', operator: 'in', type: 'flag' },
  },
  relations: { Person: { target: 'MedicalPerson', key: 'NoPerson', labelField: 'PersonName' } },
  defaultSort: ['-ValidUntil', 'Title'],
  defaultFields: ['No', 'NoPerson', 'Title', 'Issuer', 'ObtainedOn', 'ValidUntil', 'Valid', 'Version'],
  rules: { get: 'signedIn', list: 'signedIn', save: QUALIFICATION_KEEPERS, delete: QUALIFICATION_KEEPERS },
} as const satisfies EntityDef;
