/** A value of a filter or a write, as parsed from the request: numbers, flags, text and dates. */
export type FilterValue = number | boolean | string;

/** Field values of a write, by wire name, as checked against the registry. */
export type WriteValues = Record<string, FilterValue | null>;

/** Values as the columns take them: a write's, or a copy's whose instants are dates. */
export type ColumnValues = Record<string, FilterValue | Date | null>;

/** A record as read: wire names to values, related records under their relation's name. */
export type Row = Record<string, unknown>;
