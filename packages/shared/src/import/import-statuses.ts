/** Where an import stands: checked by a dry run, writing, stopped on request, written, undone. */
export const IMPORT_STATUSES = [
  'uploaded',
  'checked',
  'running',
  'stopping',
  'stopped',
  'done',
  'failed',
  'undone',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a row does: what the dry run found, and, for a likely duplicate, what the user answered. */
export const ROW_OUTCOMES = ['create', 'update', 'unchanged', 'refused', 'duplicate'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];
