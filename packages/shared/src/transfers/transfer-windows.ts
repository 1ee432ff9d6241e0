/**
 * Transfer windows (issue #9): each season has the days in which transfers may be submitted,
 * signed and modified. Admins set them per season; a season without one has the default window,
 * from 1 May of the year the season starts to 1 March of the next year. Days are judged by the
 * server's clock (UTC).
 */
export type TransferWindow = { season: number; opensOn: string; closesOn: string };

export function defaultWindow(season: number): TransferWindow {
  return { season, opensOn: `${season}-05-01`, closesOn: `${season + 1}-03-01` };
}

/** Whether `today` (`YYYY-MM-DD`) lies within the window, both ends included. */
export function isWindowOpen(window: Pick<TransferWindow, 'opensOn' | 'closesOn'>, today: string): boolean {
  return window.opensOn <= today && today <= window.closesOn;
}

/** Today in the server's calendar (UTC), `YYYY-MM-DD`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
