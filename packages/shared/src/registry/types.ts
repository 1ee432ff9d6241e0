import type { Access } from '../auth/accesses';
import type { UserTypeCode } from '../auth/user-types';

/**
 * How a value travels. `flag` is a yes/no the VIS protocol answers as 0/1; `version` is the
 * record's change counter (grows on every change, across all records).
 */
export type FieldType = 'integer' | 'decimal' | 'text' | 'date' | 'dateTime' | 'flag' | 'version';

/**
 * Who may read a field. `public`: anyone, also anonymously on the public endpoint;
 * `signedIn`: any signed-in user; `restricted`: admins and the rows the entity's scope gives
 * (own federation, oneself).
 */
export type FieldAccess = 'public' | 'signedIn' | 'restricted';

export type FieldDef = {
  type: FieldType;
  /** i18n key of the label (`<area>:fields.<name>`). */
  label: string;
  access?: FieldAccess;
  sortable?: boolean;
  /** A code field: the i18n key under which its codes are labelled (`people:maritalStatuses`). */
  codes?: string;
  /**
   * A numeric code field's codes by name (`{ planned: 0, running: 4 }`): filters take a name, in
   * any case, for its number (`Statuses="Running"`), and the API reference lists them.
   */
  codeNames?: Readonly<Record<string, number>>;
  /** A text code field's codes, when no write rule lists them (`oneOf`): computed statuses. */
  codeValues?: readonly string[];
  /**
   * Another name of the field `sameAs` of the entity, answering the same value: the public
   * service's name for what we keep under ours (`Hall` for `HallName`).
   */
  sameAs?: string;
  /** Stored in these units; shown converted. */
  unit?: 'micrometre' | 'milligram';
  /** Old services answered some fields under another name (`BirthDate` → `Birthdate` / `birthdate`). */
  answerAs?: string;
  /** Present when a Save may set the field, with the rules its value must follow. */
  write?: WriteRules;
  /**
   * Only admins and holders of this grant read and write the field (a federation's NF category);
   * holders write it on every record, whatever the entity's save rule.
   */
  grant?: Access;
};

export type WriteRules = {
  required?: boolean;
  maxLength?: number;
  /** Inclusive bounds of a number. */
  min?: number;
  max?: number;
  /** The only values a text may take (codes, translated by the label's namespace). */
  oneOf?: readonly string[];
  /** The only values a number may take (numeric codes, as the public service writes statuses). */
  oneOfNumbers?: readonly number[];
  /**
   * `email`: an e-mail address; `url`: an http(s) address; `country`: an ISO 3166 alpha-2 code;
   * `code`: three capital letters (a federation's code); `past`: a date not after today, or a year
   * (an integer) not after this year; `time`: a time of day (`HH:MM` or `HH:MM:SS`); `timeZone`: an IANA time zone
   * (`Europe/Rome`); `qualifiers`: `rank:count` pairs (`1:6 2:6 3:4`); `awards`: `from-to:points:prize`
   * bands of finishing positions (`1-1:1200:3000000 5-8:720:800000`); `criteria`: standings criteria
   * in order, each once (`matchesWon rankingPoints setRatio pointRatio headToHead`).
   */
  format?: 'email' | 'url' | 'country' | 'code' | 'past' | 'time' | 'timeZone' | 'qualifiers' | 'awards' | 'criteria';
  /** The user of the record's own type may write it on their own record (a person's measurements, a club's contacts). */
  self?: boolean;
  /** What a new record takes when the Save gives nothing (the column's default): `required` then only forbids clearing it. */
  default?: string;
  /** Only admins set it (a federation's code, confederation, status, flags), whoever else may save the record. */
  adminOnly?: boolean;
};

export type FilterOperator =
  /** equal to one value, or any of several space-separated values */
  | 'in'
  | 'from'
  | 'to'
  /** accent- and case-insensitive text search over the entity's search fields */
  | 'search'
  /** names alike, accents and case aside (trigram similarity over the search text) */
  | 'similar'
  /** the field is a space-separated list holding any of the space-separated values */
  | 'includes';

export type FilterDef = { field?: string; operator: FilterOperator; type: FieldType };

/**
 * A record this one points to: `key` is the field holding the target's `No`; `labelField` the
 * field naming it (`NoPresident` → `PresidentName`), for showing and choosing it.
 */
export type RelationDef = { target: string; key: string; labelField?: string };

/** Rows a user reaches through their link: their own federation's records, or their own record. */
export type RowScope = 'ownFederation' | 'self';

/**
 * Who reads `restricted` fields besides admins, and on which rows (a Federation user its own
 * federation's people, a player their own record). On the other rows those fields answer null.
 */
export type RestrictedReaders = readonly { types: readonly UserTypeCode[]; scope: RowScope }[];

/**
 * Who may do something: everyone, signed-in users, admins only, or admins plus some types (those
 * of them holding `grant`, when it is set), on the rows of their scope: their own federation's,
 * their own record, or the records they are a party to (the entity's binding says who its parties are).
 */
export type RoleRule =
  | 'anyone'
  | 'signedIn'
  | 'admin'
  | { types: readonly UserTypeCode[]; scope?: 'ownFederation' | 'self' | 'party'; grant?: Access };

export type EntityDef = {
  /** The VIS type name: `Player`, `Federation`… */
  name: string;
  /** The element of a list answer: `Players`. */
  plural: string;
  /** i18n namespace of its labels. */
  area: string;
  fields: Readonly<Record<string, FieldDef>>;
  filters: Readonly<Record<string, FilterDef>>;
  relations: Readonly<Record<string, RelationDef>>;
  /** Sort keys, `-` first for descending. */
  defaultSort: readonly string[];
  /** Fields a list returns when the request names none. */
  defaultFields: readonly string[];
  /**
   * Root attributes a `Get{name}` takes beside `No`, each read as the filter of its name: they tell
   * apart records sharing a number (`<Request Type="GetTournament" No="3" Kind="Beach"/>`).
   */
  recordKeys?: readonly string[];
  /** Records carry tags, matched by a `<Tags Mode="MySqlBoolean">` filter. */
  tagged?: boolean;
  /**
   * The entries of a ranking, asked for whole by `Get{request}` with root attributes saying what is
   * ranked (`<Request Type="GetVolleyPoolRanking" No="12"/>`: the standings of pool 12) and answered
   * as `<{request}><{name} …/></{request}>`, as the public service answers its rankings.
   */
  ranking?: {
    request: string;
    /** The root attributes the request takes, each read as the filter it names (`No` → `NoPool`). */
    attributes: Readonly<Record<string, string>>;
    /** Those it cannot do without (or another attribute read as the same filter: `NoPool` for `No`). */
    required: readonly string[];
    /** The attribute giving how many entries to answer at most (`Number="10"`: the top ten). */
    limit?: string;
  };
  rules: {
    get: RoleRule;
    list: RoleRule;
    save?: RoleRule;
    delete?: RoleRule;
    restricted?: RestrictedReaders;
    /** Users of these types save their own record (`No` = their link), the fields marked `self` only. */
    saveOwn?: readonly UserTypeCode[];
  };
};

/** `FederationCode` → `federationCode`: the JSON name of a wire name. */
export function jsonName(wireName: string): string {
  return wireName.charAt(0).toLowerCase() + wireName.slice(1);
}
