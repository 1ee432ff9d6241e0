import { and, gte, lte, sql } from 'drizzle-orm';
import { defaultWindow, isWindowOpen, type TransferWindow } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { transferWindows } from '../../db/schema/transfers';

export type SeasonWindow = TransferWindow & { custom: boolean };

/** The windows of the seasons `from` to `to`: the admins' where set, else the default. */
export async function windowsBetween(db: Db, from: number, to: number): Promise<SeasonWindow[]> {
  const rows = await db
    .select()
    .from(transferWindows)
    .where(and(gte(transferWindows.season, from), lte(transferWindows.season, to)));
  const custom = new Map(rows.map((row) => [row.season, row]));
  const windows: SeasonWindow[] = [];
  for (let season = from; season <= to; season++) {
    const row = custom.get(season);
    windows.push(
      row
        ? { season, opensOn: row.opensOn, closesOn: row.closesOn, custom: true }
        : { ...defaultWindow(season), custom: false },
    );
  }
  return windows;
}

/** Every season's window, the admins' where set, else the default: the windows set, read once. */
export async function everySeasonsWindow(db: Db): Promise<(season: number) => TransferWindow> {
  const custom = new Map((await db.select().from(transferWindows)).map((row) => [row.season, row]));
  return (season) => custom.get(season) ?? defaultWindow(season);
}

export async function windowOf(db: Db, season: number): Promise<SeasonWindow> {
  const [window] = await windowsBetween(db, season, season);
  return window ?? { ...defaultWindow(season), custom: false };
}

export async function saveWindow(db: Db, window: TransferWindow): Promise<void> {
  await db
    .insert(transferWindows)
    .values(window)
    .onConflictDoUpdate({
      target: transferWindows.season,
      set: { opensOn: window.opensOn, closesOn: window.closesOn, updatedAt: sql`now()` },
    });
}

/** Whether a transfer of `season` may be submitted, signed or modified `today`. */
export async function windowAllows(
  db: Db,
  season: number,
  today: string,
  exception: boolean,
): Promise<{ window: SeasonWindow; open: boolean }> {
  const window = await windowOf(db, season);
  return { window, open: exception || isWindowOpen(window, today) };
}
