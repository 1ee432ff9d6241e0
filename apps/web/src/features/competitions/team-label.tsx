import { Flag } from '../../ui/flag';

/** A team's name, after its federation's flag when it stands for one (a national team, a club's country). */
export function TeamLabel({ name, federationCode }: { name: string | null; federationCode?: string | null }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      {federationCode ? <Flag code={federationCode} label="" /> : null}
      <span className="min-w-0 truncate">{name ?? ''}</span>
    </span>
  );
}

/** `2` for a place of its own, `2=` for one shared with the team above or below. */
export function placeText(rank: number | null, tied: boolean): string {
  if (rank === null) return '';
  return `${Math.abs(rank)}${tied ? '=' : ''}`;
}

/** Which lines share their place: a negative rank shares the place of the line above. */
export function tiedLines(ranks: readonly (number | null)[]): boolean[] {
  return ranks.map((rank, i) => (rank !== null && rank < 0) || (ranks[i + 1] ?? 0) < 0);
}
