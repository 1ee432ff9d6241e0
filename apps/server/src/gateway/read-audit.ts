import type { Db } from '../db/connection';
import { writeAudit, type Actor } from '../features/audit';
import type { EntityBinding } from './binding';
import type { Row } from './values';
import type { WholeList } from './whole-lists';

/** Writes who read which records of a binding that audits its reads; nothing when none were answered. */
export async function auditRead(db: Db, actor: Actor, binding: EntityBinding, rows: readonly Row[]): Promise<void> {
  if (!binding.auditReads || rows.length === 0) return;
  const nos = rows.map((row) => Number(row.No));
  await writeAudit(db, actor, {
    action: 'read',
    entity: binding.entity.name,
    entityNo: nos.length === 1 ? nos[0] : null,
    after: { nos },
  });
}

/** A whole list whose chunks are audited as they are read. */
export function auditedWholeList(db: Db, actor: Actor, binding: EntityBinding, list: WholeList): WholeList {
  if (!binding.auditReads) return list;
  async function* chunks() {
    for await (const rows of list.chunks) {
      await auditRead(db, actor, binding, rows);
      yield rows;
    }
  }
  return { ...list, chunks: chunks() };
}
