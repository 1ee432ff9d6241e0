import { writeFile } from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import type { CopySummary } from './vis-copy';

/**
 * The summary, a line per type: what was read, created, updated, left as it was, refused, and
 * written without a record it points to; or why it was not read.
 */
export function summaryLines(summary: CopySummary): string[] {
  const header = ['Type', 'Read', 'Created', 'Updated', 'Unchanged', 'Refused', 'Incomplete', ''];
  const rows = summary.types.map((type) => [
    type.entity,
    ...[type.read, type.created, type.updated, type.unchanged, type.refused, type.incomplete].map(String),
    type.notRead ? `not read: ${type.notRead}` : '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/**
 * The records refused or written incomplete, a line each (type, the source's number, whether it was
 * written, why), as a CSV file to read and mend at the source.
 */
export async function writeRefusals(file: string, summary: CopySummary): Promise<void> {
  const lines = summary.refusals.map((refusal) => [
    refusal.entity,
    refusal.sourceNo ?? '',
    refusal.incomplete ? 'written, without it' : 'refused',
    refusal.reason,
  ]);
  await writeFile(file, stringify([['Type', 'No', 'Outcome', 'Reason'], ...lines]));
}
