import { DRAW_PHASE, type BeachDrawPlan } from '@libero/shared/competitions/beach-draw';
import { addDays } from '../competitions';

/** Courts a tournament plays on, the first match's time and the time each match takes on court. */
const COURTS = 4;
const FIRST_MATCH_MINUTES = 9 * 60;
const SLOT_MINUTES = 50;

export type Slot = { date: string; time: string; court: string };
export type RoundDays = { startDate: string; endDate: string };

type Days = { from: string; to: string };

function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * When and where each match of a draw is played: the qualification over its days, the main draw
 * over its own, each stage (matches that can be played together) on one day, the finals on the
 * last; within a day the matches fill the courts one time slot after another.
 */
export function scheduleDraw(
  plan: BeachDrawPlan,
  qualificationDays: Days,
  mainDrawDays: Days,
): { matches: Map<string, Slot>; rounds: Map<string, RoundDays> } {
  const phaseOf = new Map(plan.rounds.map((round) => [round.code, round.phase]));
  const dayOf = new Map<number, string>();
  for (const [phase, days] of [
    [DRAW_PHASE.qualification, qualificationDays],
    [DRAW_PHASE.mainDraw, mainDrawDays],
  ] as const) {
    const stages = [
      ...new Set(plan.matches.filter((m) => phaseOf.get(m.roundCode) === phase).map((m) => m.stage)),
    ].sort((x, y) => x - y);
    const span = daysBetween(days.from, days.to);
    stages.forEach((stage, i) => {
      const day = stages.length === 1 ? 0 : Math.round((i * span) / (stages.length - 1));
      dayOf.set(stage, addDays(days.from, day));
    });
  }
  const matches = new Map<string, Slot>();
  const used = new Map<string, number>();
  for (const match of [...plan.matches].sort((x, y) => x.stage - y.stage)) {
    const date = dayOf.get(match.stage) ?? mainDrawDays.from;
    const n = used.get(date) ?? 0;
    used.set(date, n + 1);
    matches.set(match.id, {
      date,
      time: clock(FIRST_MATCH_MINUTES + Math.floor(n / COURTS) * SLOT_MINUTES),
      court: String((n % COURTS) + 1),
    });
  }
  const rounds = new Map<string, RoundDays>();
  for (const round of plan.rounds) {
    const dates = plan.matches
      .filter((m) => m.roundCode === round.code)
      .map((m) => matches.get(m.id)!.date)
      .sort();
    if (dates.length > 0) rounds.set(round.code, { startDate: dates[0]!, endDate: dates.at(-1)! });
  }
  return { matches, rounds };
}
