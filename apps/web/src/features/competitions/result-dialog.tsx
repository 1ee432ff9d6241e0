import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INDOOR_FORMAT } from '@libero/shared/competitions/match-rules';
import { MATCH_STATUSES, type MatchStatus } from '@libero/shared/registry/competitions';
import { buildRequest, save } from '@libero/shared/vis/request-builder';
import { proxyRequest } from '../../lib/proxy-client';
import { SelectField } from '../../ui/form-controls';
import type { MatchRow, SetPointsKey } from './competition-rows';
import { refreshResults } from './competitions-api';
import { MutationFormDialog } from '../../lib/forms/mutation-form-dialog';
import { SET_NUMBERS } from './match-score';
import { checkIndoorResult, setPointsAttributes, typedSets, type Defaulting, type TypedSet } from './result-check';
import { issueText, matchIssues, ResultSummary, SetPointsTable } from './result-sets';

/** The Save request: the status, who forfeited, every set's points (`''` clears a set). */
function resultAttributes(match: MatchRow, status: MatchStatus, forfeitBy: string, sets: readonly TypedSet[]) {
  const scored = status === 'running' || status === 'finished';
  return {
    No: match.no,
    Version: match.version,
    Status: status,
    ForfeitBy: status === 'forfeit' ? forfeitBy : '',
    ...setPointsAttributes(SET_NUMBERS, sets, scored),
  };
}

/**
 * A match's result: status, who forfeited, the points of each set. It is checked as it is typed
 * with the rules the server applies, telling the same message for the set at fault; Save waits
 * until the result holds. Should the server still refuse it, its own words show.
 */
export function ResultDialog({ match, onClose }: { match: MatchRow; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common', 'entity-form']);
  const [status, setStatus] = useState<MatchStatus>(
    match.status === 'scheduled' || !match.status ? 'finished' : match.status,
  );
  const [forfeitBy, setForfeitBy] = useState<Defaulting>(match.forfeitBy ?? '');
  const [sets, setSets] = useState<TypedSet[]>(() =>
    typedSets(SET_NUMBERS, (team, set) => match[`pointsTeam${team}Set${set}` as SetPointsKey]),
  );
  const check = checkIndoorResult(status, forfeitBy, sets);
  const teamA = match.teamAName ?? t('schedule.teamA');
  const teamB = match.teamBName ?? t('schedule.teamB');
  const scored = status === 'running' || status === 'finished';
  const aboutMatch = matchIssues(check);

  return (
    <MutationFormDialog
      send={() => proxyRequest(buildRequest(save('VolleyMatch', resultAttributes(match, status, forfeitBy, sets))))}
      refresh={refreshResults}
      ready={check.issues.length === 0}
      onClose={onClose}
      title={t('result.title', { number: match.noInTournament ?? match.no })}
      description={`${teamA} – ${teamB}`}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t('fields.matchStatus')}
          value={status}
          onChange={(event) => setStatus(event.target.value as MatchStatus)}
          options={MATCH_STATUSES.map((value) => ({ value, label: t(`matchStatuses.${value}`) }))}
        />
        {status === 'forfeit' ? (
          <SelectField
            label={t('fields.forfeitBy')}
            value={forfeitBy}
            onChange={(event) => setForfeitBy(event.target.value as Defaulting)}
            emptyLabel={t('entity-form:choose')}
            options={[
              { value: 'A', label: teamA },
              { value: 'B', label: teamB },
            ]}
            error={aboutMatch[0] ? issueText(aboutMatch[0]) : undefined}
          />
        ) : null}
      </div>
      {status === 'forfeit' ? (
        <p className="text-sm text-slate-600">
          {t('result.forfeitSets', { sets: INDOOR_FORMAT.setsToWin, points: INDOOR_FORMAT.setPoints })}
        </p>
      ) : null}
      {scored ? <SetPointsTable sets={sets} onChange={setSets} check={check} teamA={teamA} teamB={teamB} /> : null}
      {status !== 'forfeit' && aboutMatch.length > 0 ? (
        <p role="status" className="text-sm text-red-700">
          {aboutMatch.map(issueText).join(' ')}
        </p>
      ) : null}
      {status !== 'scheduled' ? <ResultSummary check={check} teamA={teamA} teamB={teamB} /> : null}
    </MutationFormDialog>
  );
}
