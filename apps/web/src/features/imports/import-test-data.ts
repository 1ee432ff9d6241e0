import type { ImportListRow } from './imports-api';

/** An import as the server answers it: Players from a French CSV, uploaded and not yet checked; `changes` says how this one differs. */
export function importView(changes: Partial<ImportListRow> = {}): ImportListRow {
  return {
    id: 9,
    entity: 'Player',
    fileName: 'joueuses.csv',
    sheet: null,
    status: 'uploaded',
    createdAt: '2026-12-07T10:00:00.000Z',
    createdByUserNo: 500,
    headers: ['Prénom', 'Nom', 'Sexe', 'Date de naissance', 'Nationalité', 'Taille'],
    mapping: null,
    rowCount: 5,
    totals: null,
    rowsWritten: 0,
    rowsToWrite: 0,
    failure: null,
    finishedAt: null,
    undoneAt: null,
    ...changes,
  };
}
