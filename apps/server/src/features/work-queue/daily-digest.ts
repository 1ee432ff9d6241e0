import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Language } from '@libero/shared/i18n/languages';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import { workAreaName, workReasonText } from '@libero/shared/work-queue/work-wording';
import { publicUrl } from '../../config';
import type { Db } from '../../db/connection';
import { users, workDigests } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/request-auth';
import { loadAuthUser } from '../auth';
import { enqueueMail, type QueuedMail } from '../mail';
import { workQueueOf } from './work-queue';
import type { WorkSource } from './work-source';

/** The digest goes out from this hour of the server's day (UTC) on: a morning mail in most of the world. */
export const DIGEST_HOUR = 6;
const CLOCK_EVERY_MS = 15 * 60 * 1000;
/** Users looked at per tick and process; the rest wait for the next tick. */
const PER_TICK = 200;
/** Tells `pg_try_advisory_xact_lock` that the lock is a user's digest. */
const DIGEST_LOCK = 26_026;

export type DigestSettings = { orgCode: string; publicUrl: string };

const WORDING: Record<
  Language,
  { subject: (count: number) => string; hello: string; intro: string; due: string; overdue: string; optOut: string }
> = {
  en: {
    subject: (count) => (count === 1 ? '1 item waits on you' : `${count} items wait on you`),
    hello: 'Hello,',
    intro: 'Here is what is new or overdue in your work queue:',
    due: 'due',
    overdue: 'overdue since',
    optOut: 'You receive this mail every day something new or overdue waits on you. Turn it off in My account:',
  },
  fr: {
    subject: (count) => (count === 1 ? '1 élément vous attend' : `${count} éléments vous attendent`),
    hello: 'Bonjour,',
    intro: 'Voici ce qui est nouveau ou en retard dans votre liste de travail :',
    due: 'échéance',
    overdue: 'en retard depuis le',
    optOut:
      'Vous recevez cet e-mail chaque jour où quelque chose de nouveau ou en retard vous attend. Désactivez-le dans Mon compte :',
  },
  es: {
    subject: (count) => (count === 1 ? '1 elemento le espera' : `${count} elementos le esperan`),
    hello: 'Hola:',
    intro: 'Esto es lo nuevo o vencido en su lista de trabajo:',
    due: 'vence',
    overdue: 'vencido desde',
    optOut: 'Recibe este correo cada día en que algo nuevo o vencido le espera. Desactívelo en Mi cuenta:',
  },
};

/** The digest of `items`, in the user's language: each with its area, what it asks, its record, its day and link. */
export function digestMail(user: AuthUser, items: readonly TWorkItem[], settings: DigestSettings): QueuedMail {
  const language = user.language;
  const wording = WORDING[language];
  const base = settings.publicUrl.replace(/\/$/, '');
  const lines = items.map((item) => {
    const day = item.dueDay ? ` (${item.overdue ? wording.overdue : wording.due} ${item.dueDay})` : '';
    const what = `${workAreaName(item.area, language)} · ${workReasonText(item.reason, language)}: ${item.title}${day}`;
    return `- ${what}\n  ${base}${item.path}`;
  });
  return {
    kind: 'work-digest',
    to: user.email,
    subject: `${settings.orgCode}: ${wording.subject(items.length)}`,
    text: `${wording.hello}\n\n${wording.intro}\n\n${lines.join('\n')}\n\n${wording.optOut} ${base}/users/me\n`,
    queuedByUserNo: null,
    source: 'work digest',
  };
}

/**
 * One user's digest of `today`, unless another process makes it: the items new since the last
 * digest, and every overdue one; no mail when there are none. Remembers what the queue held. The
 * queue is read before the transaction: its areas read side by side, which one connection cannot.
 */
async function digestOf(
  db: Db,
  userNo: number,
  today: string,
  sources: readonly WorkSource[],
  settings: DigestSettings,
) {
  const user = await loadAuthUser(db, userNo);
  if (!user) return false;
  const items = await workQueueOf(db, user, today, sources);
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const { rows } = (await trx.execute(
      sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}, ${userNo}) as mine`,
    )) as unknown as {
      rows: { mine: boolean }[];
    };
    if (!rows[0]?.mine) return false;
    const [previous] = await trx.select().from(workDigests).where(eq(workDigests.userNo, userNo));
    if (previous && previous.lastOn >= today) return false;
    const known = new Set(previous?.keys ?? []);
    const told = items.filter((item) => item.overdue || !known.has(item.key));
    if (told.length > 0) await enqueueMail(trx, digestMail(user, told, settings));
    const keys = items.map((item) => item.key);
    await trx
      .insert(workDigests)
      .values({ userNo, lastOn: today, keys })
      .onConflictDoUpdate({ target: workDigests.userNo, set: { lastOn: today, keys } });
    return told.length > 0;
  });
}

/**
 * The day's digests, from DIGEST_HOUR on: every active user with an address who has not turned
 * it off and has not had today's. Answers how many mails were queued.
 */
export async function sendDigests(db: Db, now: Date, sources: readonly WorkSource[], settings: DigestSettings) {
  if (now.getUTCHours() < DIGEST_HOUR) return 0;
  const today = utcDay(now);
  const due = await db
    .select({ no: users.no })
    .from(users)
    .leftJoin(workDigests, eq(workDigests.userNo, users.no))
    .where(
      and(
        eq(users.active, true),
        ne(users.email, ''),
        eq(users.digestOptOut, false),
        or(isNull(workDigests.lastOn), lt(workDigests.lastOn, today)),
      ),
    )
    .orderBy(users.no)
    .limit(PER_TICK);
  let sent = 0;
  for (const { no } of due) if (await digestOf(db, no, today, sources, settings)) sent += 1;
  return sent;
}

/** Every process looks for the day's digests every quarter of an hour (the first a quarter after it starts); each user's is made once. */
export function dailyDigestClock(app: FastifyInstance, sources: readonly WorkSource[]) {
  const settings = { orgCode: app.config.ORG_CODE, publicUrl: publicUrl(app.config) };
  const tick = () => {
    sendDigests(app.identityDb.db, new Date(), sources, settings).catch((err: unknown) =>
      app.log.warn({ err }, 'Work digests failed'),
    );
  };
  const clock = setInterval(tick, CLOCK_EVERY_MS);
  clock.unref();
  app.addHook('onClose', async () => clearInterval(clock));
}
