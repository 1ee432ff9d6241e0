import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Plus } from 'lucide-react';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { numbersOf, type PoolRow, type RankingRow, type TeamRow, type TournamentRecord } from './competition-rows';
import { usePhases, usePools, usePoolStandings, useTournamentMatches, useTournamentTeams } from './competitions-api';
import { PoolDialog } from './pool-dialog';
import { RoundRobinDialog } from './round-robin-dialog';
import { StandingsTable } from './standings-table';
import type { TabProps } from './competition-rows';

/** Before any result, a pool's table lists its teams in seeding order, with nothing played. */
function unplayedRows(pool: PoolRow, teams: readonly TeamRow[]): RankingRow[] {
  return numbersOf(pool.teamNos).map((no, i) => {
    const team = teams.find((row) => row.no === no);
    return {
      position: i + 1,
      rank: 1,
      noTeam: no,
      teamName: team?.name ?? String(no),
      teamCode: team?.code ?? null,
      teamFederationCode: team?.federationCode ?? null,
      matchesPlayed: 0,
      matchesWon: 0,
      matchesLost: 0,
      matchPoints: 0,
      setsWon: 0,
      setsLost: 0,
      setRatio: null,
      pointsWon: 0,
      pointsLost: 0,
      pointRatio: null,
    };
  });
}

type PoolPanelProps = {
  tournament: TournamentRecord;
  /** The last pool of its phase spells the table's headers out. */
  last: boolean;
  pool: PoolRow;
  teams: readonly TeamRow[];
  /** Its matches are generated or entered already. */
  hasMatches: boolean;
  manages: boolean;
};

function PoolPanel({ tournament, last, pool, teams, hasMatches, manages }: PoolPanelProps) {
  const { t } = useTranslation('competitions');
  const standings = usePoolStandings(pool.no);
  const [generating, setGenerating] = useState(false);
  const title = pool.name
    ? t('pools.titleNamed', { code: pool.code, name: pool.name })
    : t('pools.title', { code: pool.code });
  const rows = standings.rows && standings.rows.length > 0 ? standings.rows : unplayedRows(pool, teams);
  return (
    <FoldablePanel
      title={title}
      loading={standings.isPending}
      actions={
        manages && !hasMatches && numbersOf(pool.teamNos).length >= 2 ? (
          <Button variant="secondary" onClick={() => setGenerating(true)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('roundRobin.open')}</span>
          </Button>
        ) : null
      }
    >
      <StandingsTable rows={rows} caption={t('pools.standingsOf', { pool: title })} showKey={last} />
      {generating ? (
        <RoundRobinDialog tournament={tournament} pool={pool} onClose={() => setGenerating(false)} />
      ) : null}
    </FoldablePanel>
  );
}

/** The Pools tab: each pool phase's pools and their standings; who runs the tournament adds pools and their matches. */
export function PoolsTab({ tournament, manages }: TabProps) {
  const { t } = useTranslation('competitions');
  const phases = usePhases(tournament.no);
  const pools = usePools(tournament.no);
  const teams = useTournamentTeams(tournament.no);
  const matches = useTournamentMatches(tournament.no);
  const [adding, setAdding] = useState(false);
  const poolPhases = (phases.rows ?? []).filter((phase) => phase.kind === 'pools');
  const withMatches = new Set((matches.rows ?? []).map((match) => match.noPool));
  const loading = phases.isPending || pools.isPending;
  return (
    <div className="flex flex-col gap-4">
      {manages ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={() => setAdding(true)} disabled={loading}>
            <Plus aria-hidden="true" className="size-4" />
            {t('pools.add')}
          </Button>
        </div>
      ) : null}
      {!loading && poolPhases.length === 0 ? <p className="text-sm text-slate-600">{t('pools.none')}</p> : null}
      {poolPhases.map((phase) => (
        <section key={phase.no} aria-labelledby={`phase-${phase.no}`} className="flex flex-col gap-3">
          <h2 id={`phase-${phase.no}`} className="text-base font-semibold text-slate-900">
            {phase.name}
          </h2>
          {(pools.rows ?? [])
            .filter((pool) => pool.noPhase === phase.no)
            .map((pool, i, all) => (
              <PoolPanel
                key={pool.no}
                last={i === all.length - 1}
                tournament={tournament}
                pool={pool}
                teams={teams.rows ?? []}
                hasMatches={withMatches.has(pool.no)}
                manages={manages}
              />
            ))}
        </section>
      ))}
      {adding ? (
        <PoolDialog
          tournament={tournament}
          phases={phases.rows ?? []}
          pools={pools.rows ?? []}
          teams={teams.rows ?? []}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}
