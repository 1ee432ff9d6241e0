import { addDays, parseISO } from 'date-fns';
import { roundRobin, spreadOverDays } from '@libero/shared/competitions/round-robin';
import { toDateValue } from '../../lib/dates/date-picker';

/** Kick-off times offered at first, as many as a round has matches. */
const USUAL_TIMES = ['13:00', '16:00', '19:00', '21:00', '10:00', '11:30'];
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const nextDay = (date: string) => toDateValue(addDays(parseISO(date), 1));

/** A round each day, from the first day given: the days and kick-off times a pool of `teams` starts with. */
export function suggestedDays(teams: number, firstDay: string): { dates: string[]; times: string[] } {
  const rounds = roundRobin(Array.from({ length: teams }, (_, i) => i)).length;
  const dates: string[] = [];
  for (let i = 0, day = firstDay; i < Math.max(rounds, 1); i++, day = nextDay(day)) dates.push(day);
  return { dates, times: USUAL_TIMES.slice(0, Math.max(1, Math.floor(teams / 2))).sort() };
}

export type DaysCheck = { ok: true; matches: number } | { ok: false; matches: number; daysNeeded: number };

/** Whether the days and times hold every match of the pool (the server's own spread). */
export function checkDays(teams: number, dates: readonly string[], times: readonly string[]): DaysCheck {
  const rounds = roundRobin(Array.from({ length: teams }, (_, i) => i));
  const matches = rounds.reduce((sum, round) => sum + round.matches.length, 0);
  const spread = spreadOverDays(rounds, dates, Math.max(times.length, 1));
  return spread.ok ? { ok: true, matches } : { ok: false, matches, daysNeeded: spread.daysNeeded };
}
