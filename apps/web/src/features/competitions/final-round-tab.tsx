import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '../../ui/button';
import { Bracket } from './bracket';
import type { PhaseRow } from './competition-rows';
import { usePhases, useTournamentMatches } from './competitions-api';
import { FinalRoundDialog } from './final-round-dialog';
import { MatchActions } from './match-actions';
import { parseQualifiers } from './qualifiers';
import type { TabProps } from './competition-rows';

/** `The 2 best-placed 1st of the pools, the 2 best-placed 2nd`: who a final round takes. */
function QualifiersText({ phase }: { phase: PhaseRow }) {
  const { t } = useTranslation('competitions');
  const qualifiers = parseQualifiers(phase.qualifiers ?? '') ?? [];
  if (qualifiers.length === 0) return null;
  return (
    <p className="text-sm text-slate-600">
      {t('finalRound.qualified', {
        list: qualifiers.map((q) => t('finalRound.qualifier', { count: q.count, rank: q.rank })).join(', '),
      })}
    </p>
  );
}

/** The Final round tab: each final round's bracket; who runs the tournament adds one and enters its results. */
export function FinalRoundTab({ tournament, manages }: TabProps) {
  const { t } = useTranslation('competitions');
  const phases = usePhases(tournament.no);
  const matches = useTournamentMatches(tournament.no);
  const [adding, setAdding] = useState(false);
  const finalRounds = (phases.rows ?? []).filter((phase) => phase.kind === 'finalRound');
  return (
    <div className="flex flex-col gap-4">
      {manages && finalRounds.length === 0 && !phases.isPending ? (
        <div className="flex justify-end">
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('finalRound.add')}
          </Button>
        </div>
      ) : null}
      {!phases.isPending && finalRounds.length === 0 ? (
        <p className="text-sm text-slate-600">{t('finalRound.none')}</p>
      ) : null}
      {finalRounds.map((phase) => (
        <section key={phase.no} aria-labelledby={`final-${phase.no}`} className="flex flex-col gap-3">
          <h2 id={`final-${phase.no}`} className="text-base font-semibold text-slate-900">
            {phase.name}
          </h2>
          <QualifiersText phase={phase} />
          <Bracket
            matches={(matches.rows ?? []).filter((match) => match.noPhase === phase.no)}
            {...(manages ? { actions: (match) => <MatchActions match={match} compact /> } : {})}
          />
        </section>
      ))}
      {adding ? (
        <FinalRoundDialog tournament={tournament} phases={phases.rows ?? []} onClose={() => setAdding(false)} />
      ) : null}
    </div>
  );
}
