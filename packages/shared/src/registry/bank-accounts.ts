import { BANK_ACCOUNT_STATUSES } from '../bodies/bank-accounts';
import type { EntityDef } from './types';

/**
 * A federation's payment details (issue #25): read and submitted by its own federation's users,
 * read, verified and rejected by admins, never shown to anyone else. The binding checks the IBAN,
 * BIC and currency; verification and rejection are `/api/bank-accounts/{no}/verify|reject`.
 */
export const BankAccount = {
  name: 'BankAccount',
  plural: 'BankAccounts',
  area: 'bodies',
  fields: {
    No: { type: 'integer', label: 'bodies:bankAccountFields.no', sortable: true },
    NoFederation: { type: 'integer', label: 'bodies:bankAccountFields.federation', write: { required: true } },
    FederationCode: { type: 'text', label: 'bodies:bankAccountFields.federation', sortable: true },
    FederationName: { type: 'text', label: 'bodies:bankAccountFields.federation' },
    AccountHolder: {
      type: 'text',
      label: 'bodies:bankAccountFields.accountHolder',
      sortable: true,
      write: { required: true, maxLength: 140 },
    },
    BankName: {
      type: 'text',
      label: 'bodies:bankAccountFields.bankName',
      sortable: true,
      write: { required: true, maxLength: 140 },
    },
    BankAddress: { type: 'text', label: 'bodies:bankAccountFields.bankAddress', write: { maxLength: 300 } },
    /** An IBAN, where the bank's country uses them; else `AccountNumber`. */
    Iban: { type: 'text', label: 'bodies:bankAccountFields.iban', write: { maxLength: 42 } },
    AccountNumber: { type: 'text', label: 'bodies:bankAccountFields.accountNumber', write: { maxLength: 34 } },
    Bic: { type: 'text', label: 'bodies:bankAccountFields.bic', write: { required: true, maxLength: 14 } },
    Currency: { type: 'text', label: 'bodies:bankAccountFields.currency', sortable: true, write: { required: true } },
    /** The bank's country (ISO alpha-2); an IBAN's own country when it has one. */
    CountryCode: {
      type: 'text',
      label: 'bodies:bankAccountFields.country',
      write: { required: true, format: 'country' },
    },
    Status: {
      type: 'text',
      label: 'bodies:bankAccountFields.status',
      sortable: true,
      codes: 'bodies:bankAccountStatuses',
      codeValues: BANK_ACCOUNT_STATUSES,
    },
    RejectReason: { type: 'text', label: 'bodies:bankAccountFields.rejectReason' },
    /** The proof's file name, when one was uploaded (`/api/bank-accounts/{no}/proof`). */
    ProofFileName: { type: 'text', label: 'bodies:bankAccountFields.proof' },
    SubmittedAt: { type: 'dateTime', label: 'bodies:bankAccountFields.submittedAt', sortable: true },
    SubmittedBy: { type: 'text', label: 'bodies:bankAccountFields.submittedBy' },
    VerifiedAt: { type: 'dateTime', label: 'bodies:bankAccountFields.verifiedAt', sortable: true },
    VerifiedBy: { type: 'text', label: 'bodies:bankAccountFields.verifiedBy' },
    ReplacedAt: { type: 'dateTime', label: 'bodies:bankAccountFields.replacedAt' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    Status: { field: 'Status', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: { Federation: { target: 'Federation', key: 'NoFederation', labelField: 'FederationName' } },
  defaultSort: ['FederationCode', '-SubmittedAt'],
  defaultFields: [
    'No',
    'NoFederation',
    'FederationCode',
    'AccountHolder',
    'BankName',
    'Iban',
    'AccountNumber',
    'Bic',
    'Currency',
    'CountryCode',
    'Status',
    'SubmittedAt',
    'VerifiedAt',
    'Version',
  ],
  rules: {
    get: { types: ['Federation'], scope: 'ownFederation' },
    list: { types: ['Federation'], scope: 'ownFederation' },
    save: { types: ['Federation'], scope: 'ownFederation' },
    delete: { types: ['Federation'], scope: 'ownFederation' },
  },
} as const satisfies EntityDef;
