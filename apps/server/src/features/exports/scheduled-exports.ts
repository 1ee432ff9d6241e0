import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { SCHEDULE_DAYS } from '@libero/shared/exports/export-definitions';
import { publicUrl } from '../../config';
import type { Db } from '../../db/connection';
import { exportDefinitions } from '../../db/schema/exports';
import { listExport } from '../../gateway/list-export';
import { TABULAR_TYPES, tabularFile } from '../../lib/tabular-export';
import type { AuthUser } from '../../lib/request-auth';
import { loadAuthUser } from '../auth';
import { enqueueMail, type QueuedMail } from '../mail';
import { requestOf } from './export-definition-rules';

const CLOCK_EVERY_MS = 15 * 60 * 1000;
/** The largest file a mail carries; a larger export is fetched from "My exports". */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Definitions mailed per tick and process, each in its own transaction. */
const PER_TICK = 20;

type Definition = typeof exportDefinitions.$inferSelect;

const WORDING = {
  en: {
    attached: 'The export is attached.',
    tooLarge: 'The export is too large for a mail: run it from My exports.',
    refused: 'The export could not be made with your current permissions:',
  },
  fr: {
    attached: "L'export est joint.",
    tooLarge: "L'export est trop volumineux pour un e-mail : lancez-le depuis Mes exports.",
    refused: "L'export n'a pas pu être produit avec vos permissions actuelles :",
  },
  es: {
    attached: 'La exportación va adjunta.',
    tooLarge: 'La exportación es demasiado grande para un correo: ejecútela desde Mis exportaciones.',
    refused: 'La exportación no pudo hacerse con sus permisos actuales:',
  },
} as const;

/**
 * The mail of one scheduled export to its owner, made with the owner's permissions as they are
 * now (an owner no longer allowed gets told so, not the records).
 */
async function exportMail(db: Db, owner: AuthUser, definition: Definition, link: string): Promise<QueuedMail> {
  const wording = WORDING[owner.language];
  const base = {
    kind: 'scheduled-export',
    to: owner.email,
    subject: `${definition.name} (${definition.entity})`,
    source: `export ${definition.no}`,
  };
  const actor = {
    environment: 'production' as const,
    actorUserNo: owner.no,
    impersonatorUserNo: null,
    ip: 'scheduler',
  };
  try {
    // Inside the mailing's transaction, which keeps the cursor; the attachment's size bounds the rows.
    const file = await listExport(
      { db, snapshots: false, maxRows: Number.POSITIVE_INFINITY },
      actor,
      owner,
      requestOf(definition),
      definition.format === 'xlsx' ? 'xlsx' : 'csv',
      owner.language,
    );
    const content = await tabularFile(file, MAX_ATTACHMENT_BYTES);
    const attachment = {
      fileName: `${file.name}.${file.format}`,
      contentType: TABULAR_TYPES[file.format],
      base64: content.toString('base64'),
    };
    return { ...base, text: `${wording.attached}\n\n${link}\n`, attachments: [attachment] };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FileTooLarge') return { ...base, text: `${wording.tooLarge}\n\n${link}\n` };
    if (code === 'AccessDenied' || code === 'BadParameter')
      return { ...base, text: `${wording.refused} ${String((error as Error).message)}\n\n${link}\n` };
    throw error;
  }
}

/** Claims one due definition (skipping those another process holds), mails it and dates it. */
async function sendOneDue(db: Db, now: Date, link: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const due = or(
      isNull(exportDefinitions.lastSentAt),
      lte(
        exportDefinitions.lastSentAt,
        sql`${now.toISOString()}::timestamptz - make_interval(days => case ${exportDefinitions.schedule} when 'daily' then ${SCHEDULE_DAYS.daily}::int else ${SCHEDULE_DAYS.weekly}::int end) + interval '5 minutes'`,
      ),
    );
    const [definition] = await trx
      .select()
      .from(exportDefinitions)
      .where(and(ne(exportDefinitions.schedule, 'none'), due))
      .orderBy(exportDefinitions.no)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!definition) return false;
    const owner = await loadAuthUser(trx, definition.ownerUserNo);
    // Only admins schedule: an owner gone, without an address or no longer an admin gets nothing.
    if (owner && owner.email !== '' && isAdmin(owner))
      await enqueueMail(trx, await exportMail(trx, owner, definition, link));
    await trx.update(exportDefinitions).set({ lastSentAt: now }).where(eq(exportDefinitions.no, definition.no));
    return true;
  });
}

/** Mails every scheduled export whose day has come (daily, or weekly since its last mailing). */
export async function sendDueExports(db: Db, now: Date, link: string): Promise<number> {
  let sent = 0;
  while (sent < PER_TICK && (await sendOneDue(db, now, link))) sent += 1;
  return sent;
}

/** Every process looks for due exports every quarter of an hour (the first a quarter after it starts); the row locks share them out. */
export function scheduledExportsClock(app: FastifyInstance) {
  const link = `${publicUrl(app.config).replace(/\/$/, '')}/my-exports`;
  const tick = () => {
    sendDueExports(app.identityDb.db, new Date(), link).catch((err: unknown) =>
      app.log.warn({ err }, 'Scheduled exports failed'),
    );
  };
  const clock = setInterval(tick, CLOCK_EVERY_MS);
  clock.unref();
  app.addHook('onClose', async () => clearInterval(clock));
}
