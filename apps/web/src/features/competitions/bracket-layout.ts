import {
  seededFirstRound,
  singleElimination,
  type BracketMatch,
  type SlotSource,
} from '@libero/shared/competitions/bracket';
import type { MatchRow } from './competition-rows';

/** A column of the drawn bracket: a round, or the last one holding the final and the bronze match. */
export type BracketColumn =
  | { kind: 'round'; round: number; teams: number; matches: MatchRow[] }
  | { kind: 'quarterFinals' | 'semiFinals' | 'finals'; matches: MatchRow[] };

type Place = { column: string; order: number; index: number };

/** `R1-3` → round 1, third match; `QF-2`, `SF-1`; `F` then `B` in the last column. */
function placeOf(id: string): Place | undefined {
  const round = /^R(\d+)-(\d+)$/.exec(id);
  if (round) return { column: `R${round[1]}`, order: Number(round[1]), index: Number(round[2]) };
  const named = /^(QF|SF)-(\d+)$/.exec(id);
  if (named) return { column: named[1]!, order: named[1] === 'QF' ? 100 : 101, index: Number(named[2]) };
  if (id === 'F') return { column: 'F', order: 102, index: 1 };
  if (id === 'B') return { column: 'F', order: 102, index: 2 };
  return undefined;
}

/**
 * A final round's matches in columns, from their bracket ids: the rounds before the
 * quarter-finals (named by the teams they hold: a round of 16), quarter-finals, semi-finals, then
 * the final above the bronze match.
 */
export function bracketColumns(matches: readonly MatchRow[]): BracketColumn[] {
  const byColumn = new Map<string, { order: number; items: { index: number; match: MatchRow }[] }>();
  for (const match of matches) {
    const place = match.bracket ? placeOf(match.bracket) : undefined;
    if (!place) continue;
    const column = byColumn.get(place.column) ?? { order: place.order, items: [] };
    column.items.push({ index: place.index, match });
    byColumn.set(place.column, column);
  }
  return [...byColumn.entries()]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([key, { order, items }]): BracketColumn => {
      const ordered = items.sort((a, b) => a.index - b.index).map((item) => item.match);
      if (key === 'QF') return { kind: 'quarterFinals', matches: ordered };
      if (key === 'SF') return { kind: 'semiFinals', matches: ordered };
      if (key === 'F') return { kind: 'finals', matches: ordered };
      return { kind: 'round', round: order, teams: ordered.length * 2, matches: ordered };
    });
}

/** The bracket the matches were drawn from: single elimination of as many teams as the first round holds. */
function definitionOf(columns: readonly BracketColumn[], bronze: boolean): Map<string, BracketMatch> {
  const first = columns[0];
  const size = first ? (first.kind === 'finals' ? 2 : first.matches.length * 2) : 0;
  if (size < 2 || (size & (size - 1)) !== 0) return new Map();
  return new Map(singleElimination(seededFirstRound(size), { bronzeMatch: bronze }).map((match) => [match.id, match]));
}

/** Where a team not known yet comes from: a seed, or the winner or loser of an earlier match. */
export type PendingSlot = { kind: 'seed'; seed: number } | { kind: 'winnerOf' | 'loserOf'; match: string };

function pendingOf(source: SlotSource): PendingSlot | undefined {
  if ('seed' in source) return { kind: 'seed', seed: source.seed };
  if ('winnerOf' in source) return { kind: 'winnerOf', match: source.winnerOf };
  if ('loserOf' in source) return { kind: 'loserOf', match: source.loserOf };
  return undefined;
}

/** For each bracket id, where its two teams come from while they are not known. */
export function pendingSlots(columns: readonly BracketColumn[]): Map<string, { a?: PendingSlot; b?: PendingSlot }> {
  const bronze = columns.some((column) => column.matches.some((match) => match.bracket === 'B'));
  const slots = new Map<string, { a?: PendingSlot; b?: PendingSlot }>();
  for (const [id, match] of definitionOf(columns, bronze)) {
    const a = pendingOf(match.a);
    const b = pendingOf(match.b);
    slots.set(id, { ...(a ? { a } : {}), ...(b ? { b } : {}) });
  }
  return slots;
}
