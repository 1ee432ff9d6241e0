import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '@libero/shared/i18n/languages';
import type { EntityDef } from '@libero/shared/registry/types';
import type { Db } from '../db/connection';
import type { AuthUser } from '../lib/request-auth';
import type { QueuedMail } from '../features/mail';
import type { Row, WriteValues } from './values';

/**
 * How the server reads an entity of the registry: the FROM clause with its joins, one SQL
 * expression per field, the rows it covers, and the text it searches. The registry says what an
 * entity is; the binding says where it lives.
 */
export type EntityBinding = {
  entity: EntityDef;
  from: SQL;
  columns: Readonly<Record<string, SQL>>;
  /** Fields computed after reading, from another field's value (e.g. a country's name from its code). */
  derived?: Readonly<Record<string, { from: string; compute: (value: unknown) => unknown }>>;
  /** Rows of the table that are this entity (e.g. persons holding the player role). */
  where?: SQL;
  /** The text a `Search` filter looks in. */
  searchText?: SQL;
  /** Instead of `searchText`: that text already normalized (`search_normalize`), kept in a stored, indexed column. */
  searchNormalized?: SQL;
  /** Where Save and Delete write: the table, and the column of each writable field. */
  write?: {
    table: PgTable;
    no: AnyPgColumn;
    version: AnyPgColumn;
    columns: Readonly<Record<string, AnyPgColumn>>;
    /**
     * A row of another table that makes the record what it is (a person's role): inserted with
     * the record (`key` = its no, plus `values`), and holding the fields of `columns`.
     */
    companion?: {
      table: PgTable;
      key: AnyPgColumn;
      values: Readonly<Record<string, unknown>>;
      /** The companion row of record `no`. */
      of: (no: number) => SQL;
      columns: Readonly<Record<string, AnyPgColumn>>;
    };
    /**
     * Runs in the transaction before a record is written (`no` is 0 for a new one): checks the
     * domain's rules on the values and answers them with what follows from them (a roster line
     * takes its team's tournament, a result its sets won and winner). `viewer` is who writes.
     */
    prepare?: (db: Db, values: WriteValues, no: number, viewer: AuthUser) => Promise<WriteValues>;
    /** Runs right after a record is created, before its scope is checked (its creator manages it). */
    created?: (db: Db, no: number, viewer: AuthUser) => Promise<void>;
    /** Runs in the transaction after each save (keeping one preferred contact per kind…); may refuse it. */
    afterSave?: (db: Db, no: number) => Promise<void>;
    /**
     * The document store's keys of the record's files, its own and those of the rows deleted with
     * it: read in the delete's transaction, taken out of the store once it is committed.
     */
    storedFiles?: (db: Db, no: number) => Promise<string[]>;
    /** Runs in the transaction after a record is deleted, with the record as it was (standings to redo…). */
    afterDelete?: (db: Db, before: Row) => Promise<void>;
    /**
     * The mails telling of a save (`before` undefined for a new record) or a delete (`after`
     * undefined), queued in the command's transaction: only for entities read from production
     * (`productionOnly`), whose outbox the mail queue sends.
     */
    announce?: (db: Db, change: RecordChange, settings: AnnounceSettings) => Promise<QueuedMail[]>;
    /** Fields written by a function rather than to a column (a person's roles, in their own table). */
    writers?: Readonly<Record<string, (db: Db, no: number, value: unknown) => Promise<void>>>;
    /** Records are created elsewhere (a person through a role): Save only updates. */
    updateOnly?: boolean;
  };
  /** The table the entity's records are tagged under (`record_tags.subject`), when the registry says it is tagged. */
  tagSubject?: string;
  /** The records a user is a party to, for rules scoped to `party`. */
  partyScope?: (viewer: AuthUser) => SQL;
  /**
   * The only records a viewer sees at all, whatever the rule (published tournaments, and the drafts
   * of their managers); undefined: every record.
   */
  visibleTo?: (viewer: AuthUser | null) => SQL | undefined;
  /**
   * The records a list shows a viewer, among those it reaches (coach reports are listed for admins
   * only, though their coach reads each one); undefined: all of them.
   */
  listedTo?: (viewer: AuthUser | null) => SQL | undefined;
  /** The field giving a record's federation, for rules scoped to the user's own federation. */
  federationField?: string;
  /**
   * Columns that answer in the reader's language (an article's title: its French version for a
   * French reader, else the English one), in place of those of `columns` for a read in `language`.
   */
  localized?: (language: Language) => Readonly<Record<string, SQL>>;
  /** Confidential records (injuries): every answer holding some writes who read which (read-audit.ts). */
  auditReads?: boolean;
  /** Read from the production database whatever the request's environment (users: one identity everywhere). */
  productionOnly?: boolean;
};

/** A record written by the gateway: its no, what it was and what it is, and who wrote it. */
export type RecordChange = { no: number; before?: Row; after?: Row; viewer: AuthUser };

/** What announcing mails say of the app: the federation's acronym and the web app's address. */
export type AnnounceSettings = { orgCode: string; publicUrl: string };

/** Where an entity's Save and Delete write. */
export type WriteTarget = NonNullable<EntityBinding['write']>;

/** Each written column read as the field of the same name. */
export const readColumns = <K extends string>(columns: Readonly<Record<K, unknown>>) =>
  Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, sql`${column}`])) as Record<K, SQL>;
