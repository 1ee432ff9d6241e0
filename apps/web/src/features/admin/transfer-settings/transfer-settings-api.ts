import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { seasonOf } from '@libero/shared/transfers/seasons';
import { ZFeeTableAnswer, ZWindowsAnswer, type TFeeTable } from '@libero/shared/transfers/transfer-api';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import { getJson, putJson, searchOf } from '../../../lib/http';
import { adminKeys } from '../admin-api';

export type TFeeTableAnswer = z.infer<typeof ZFeeTableAnswer>;
export type TFeeAnswerRow = TFeeTableAnswer['fees'][number];
export type TWindowsAnswer = z.infer<typeof ZWindowsAnswer>;
export type TWindowAnswer = TWindowsAnswer['windows'][number];
export type TWindowUpdate = { opensOn: string; closesOn: string };

/** How many seasons before and after the current one the windows table shows. */
export const SEASONS_AROUND = 2;

export const transferSettingsKeys = {
  all: [...adminKeys.all, 'transfer-settings'] as const,
  fees: () => [...transferSettingsKeys.all, 'fees'] as const,
  windows: (from: number, to: number) => [...transferSettingsKeys.all, 'windows', from, to] as const,
};

/** The seasons the windows table shows: from two seasons before the one of `today` to two after. */
export function windowSeasons(today: string = utcDay(new Date())): { from: number; to: number } {
  const current = seasonOf(today);
  return { from: current - SEASONS_AROUND, to: current + SEASONS_AROUND };
}

/** The settings are being edited: the page reads them once, and again only when asked. */
const NO_REFRESH_BEHIND_BACKS = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** `GET /api/transfers/fees`: the fee of each handling body that has one. */
export function feesQuery() {
  return queryOptions({
    queryKey: transferSettingsKeys.fees(),
    queryFn: () => getJson('/api/transfers/fees', ZFeeTableAnswer),
    ...NO_REFRESH_BEHIND_BACKS,
    // The page shows its own error.
    meta: { silent: true },
  });
}

/** `PUT /api/admin/transfer-fees`: replaces the whole fee table. */
export function saveFees(table: TFeeTable) {
  return putJson('/api/admin/transfer-fees', table, ZFeeTableAnswer);
}

/** `GET /api/transfers/windows?from=…&to=…`: each season's window, and today in the server's calendar. */
export function windowsQuery(from: number, to: number) {
  return queryOptions({
    queryKey: transferSettingsKeys.windows(from, to),
    queryFn: () => getJson(`/api/transfers/windows?${searchOf({ from, to })}`, ZWindowsAnswer),
    ...NO_REFRESH_BEHIND_BACKS,
    meta: { silent: true },
  });
}

/** `PUT /api/admin/transfer-windows/{season}`: sets a season's window; answers the windows around today. */
export function saveWindow(season: number, window: TWindowUpdate) {
  return putJson(`/api/admin/transfer-windows/${season}`, window, ZWindowsAnswer);
}

/**
 * The windows shown, with what a save answered: its seasons replace theirs, whatever range it
 * covers, and its `today` is the newest.
 */
export function mergeWindows(shown: TWindowsAnswer | undefined, answer: TWindowsAnswer): TWindowsAnswer {
  if (!shown) return answer;
  const answered = new Map(answer.windows.map((window) => [window.season, window]));
  return {
    today: answer.today,
    windows: shown.windows.map((window) => answered.get(window.season) ?? window),
  };
}
