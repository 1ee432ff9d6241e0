import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LEGAL_SETTINGS, ZLegalSettings, type TLegalSettings } from '@libero/shared/legal/origin-rules';
import type { Db } from '../../db/connection';
import { legalSettings } from '../../db/schema/legal';
import { AppError } from '../../lib/app-error';
import { writeAudit, type Actor } from '../audit';

export type StoredSettings = TLegalSettings & { version: number };

/** The rules in force: as administrators last saved them, else the defaults (version 0). */
export async function readLegalSettings(db: Db): Promise<StoredSettings> {
  const [row] = await db.select().from(legalSettings).where(eq(legalSettings.no, 1));
  if (!row) return { ...DEFAULT_LEGAL_SETTINGS, version: 0 };
  // Stored before a rule was added: the default fills it.
  const settings = ZLegalSettings.parse({ ...DEFAULT_LEGAL_SETTINGS, ...row.settings });
  return { ...settings, version: row.version };
}

/** Saves the rules when `version` is the one read (else 409), audited with what changed. */
export async function saveLegalSettings(
  db: Db,
  actor: Actor,
  settings: TLegalSettings,
  version: number,
): Promise<StoredSettings> {
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    await trx.execute(sql`select pg_advisory_xact_lock(9201, 1)`);
    const before = await readLegalSettings(trx);
    if (before.version !== version) throw new AppError('Conflict', 'version');
    await trx
      .insert(legalSettings)
      .values({ no: 1, settings })
      .onConflictDoUpdate({ target: legalSettings.no, set: { settings, updatedAt: new Date() } });
    const { version: _before, ...old } = before;
    await writeAudit(trx, actor, {
      action: 'save',
      entity: 'LegalSettings',
      entityNo: 1,
      before: old,
      after: settings,
    });
    return readLegalSettings(trx);
  });
}
