import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BEACH_FORMAT } from '@libero/shared/competitions/match-rules';
import { BEACH_MATCH_STATUS, BEACH_RESULT_TYPE } from '@libero/shared/registry/beach';
import { buildRequest, save } from '@libero/shared/vis/request-builder';
import { proxyRequest } from '../../lib/proxy-client';
import { SelectField } from '../../ui/form-controls';
import {
  checkResult,
  issueText,
  matchIssues,
  ResultSummary,
  SetPointsTable,
  setPointsAttributes,
  typedSets,
  type Defaulting,
  type ResultStatus,
  type TypedSet,
} from '../competitions';
import { MutationFormDialog } from '../../lib/forms/mutation-form-dialog';
import { refreshBeach } from './beach-api';
import { codeOf, RESULT_TYPE_CODES, RESULT_TYPE_NAMES, type BeachResultType } from './beach-codes';
import { BEACH_SETS, setPoints } from './beach-match';
import type { BeachMatchRow } from './beach-rows';

/** The statuses of the public service, as the shared check names them. */
const STATUS_NAMES = {
  [BEACH_MATCH_STATUS.scheduled]: 'scheduled',
  [BEACH_MATCH_STATUS.running]: 'running',
  [BEACH_MATCH_STATUS.finished]: 'finished',
} as const satisfies Record<number, ResultStatus>;
const STATUS_CODES = { scheduled: 0, running: 10, finished: 15 } as const satisfies Record<ResultStatus, number>;

function statusOf(match: BeachMatchRow): ResultStatus {
  const status = match.status === null ? undefined : STATUS_NAMES[match.status as keyof typeof STATUS_NAMES];
  // A scheduled match's result is entered once it is over.
  return status === undefined || status === 'scheduled' ? 'finished' : status;
}

type Typed = { status: ResultStatus; type: BeachResultType; defaulting: Defaulting; sets: readonly TypedSet[] };

/**
 * The Save request: status, how the match ended, the team at fault, each set's points (`''`
 * clears a set). A forfeit or no-show has no sets of its own: the server counts them.
 */
function resultAttributes(match: BeachMatchRow, { status, type, defaulting, sets }: Typed) {
  const finished = status === 'finished';
  const resultType = finished ? type : BEACH_RESULT_TYPE.normal;
  const name = RESULT_TYPE_NAMES[resultType];
  const scored = status !== 'scheduled' && name !== 'forfeit' && name !== 'noShow';
  return {
    No: match.no,
    Version: match.version,
    Status: STATUS_CODES[status],
    ResultType: resultType,
    Defaulting: name === 'normal' ? '' : defaulting,
    ...setPointsAttributes(BEACH_SETS, sets, scored),
  };
}

/**
 * A beach match's result: status, how it ended (played out, forfeit, retirement, no-show), the
 * team at fault, the points of its three sets. It is checked as it is typed with the beach format
 * the server applies (sets to 21, the third to 15, two clear), telling the server's own message for
 * the set at fault; Save waits until the result holds. Should the server still refuse, its words show.
 */
export function BeachResultDialog({ match, onClose }: { match: BeachMatchRow; onClose: () => void }) {
  const { t } = useTranslation(['beach', 'competitions', 'entity-form']);
  const [status, setStatus] = useState<ResultStatus>(() => statusOf(match));
  const [type, setType] = useState<BeachResultType>(
    () => codeOf(RESULT_TYPE_CODES, match.resultType) ?? BEACH_RESULT_TYPE.normal,
  );
  const [defaulting, setDefaulting] = useState<Defaulting>(match.defaulting ?? '');
  const [sets, setSets] = useState<TypedSet[]>(() => typedSets(BEACH_SETS, (team, set) => setPoints(match, team, set)));
  const typeName = RESULT_TYPE_NAMES[type];
  // A scheduled match keeps no score: its sets are cleared on saving, so they are not held against it.
  const check = checkResult({
    format: BEACH_FORMAT,
    status,
    resultType: typeName,
    defaulting,
    sets: status === 'scheduled' ? [] : sets,
  });
  const teamA = match.teamAName ?? t('competitions:schedule.teamA');
  const teamB = match.teamBName ?? t('competitions:schedule.teamB');
  const finished = status === 'finished';
  const byDefault = finished && typeName !== 'normal';
  const withoutSets = finished && (typeName === 'forfeit' || typeName === 'noShow');
  const aboutMatch = matchIssues(check);
  const defaultingIssue = byDefault ? aboutMatch.find((issue) => issue.key.includes('defaultingRequired')) : undefined;
  const otherIssues = aboutMatch.filter((issue) => issue !== defaultingIssue);

  return (
    <MutationFormDialog
      send={() =>
        proxyRequest(buildRequest(save('BeachMatch', resultAttributes(match, { status, type, defaulting, sets }))))
      }
      refresh={refreshBeach}
      ready={check.issues.length === 0}
      onClose={onClose}
      title={t('result.title', { number: match.noInTournament ?? match.no })}
      description={`${teamA} – ${teamB}`}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t('fields.matchStatus')}
          value={String(STATUS_CODES[status])}
          onChange={(event) => setStatus(STATUS_NAMES[Number(event.target.value) as 0 | 10 | 15])}
          options={Object.values(STATUS_CODES).map((code) => ({
            value: String(code),
            label: t(`matchStatuses.${code}`),
          }))}
        />
        {finished ? (
          <SelectField
            label={t('fields.resultType')}
            value={String(type)}
            onChange={(event) => setType(Number(event.target.value) as BeachResultType)}
            options={RESULT_TYPE_CODES.map((code) => ({ value: String(code), label: t(`resultTypes.${code}`) }))}
          />
        ) : null}
        {byDefault ? (
          <SelectField
            label={t(`result.defaulting.${typeName as 'forfeit'}`)}
            value={defaulting}
            onChange={(event) => setDefaulting(event.target.value as Defaulting)}
            emptyLabel={t('entity-form:choose')}
            options={[
              { value: 'A', label: teamA },
              { value: 'B', label: teamB },
            ]}
            error={defaultingIssue ? issueText(defaultingIssue) : undefined}
          />
        ) : null}
      </div>
      {withoutSets ? (
        <p className="text-sm text-slate-600">
          {t(`competitions:result.${typeName === 'noShow' ? 'noShowSets' : 'forfeitSets'}`, {
            sets: BEACH_FORMAT.setsToWin,
            points: BEACH_FORMAT.setPoints,
          })}
        </p>
      ) : null}
      {finished && typeName === 'retirement' ? (
        <p className="text-sm text-slate-600">{t('competitions:result.retirementSets')}</p>
      ) : null}
      {status !== 'scheduled' && !withoutSets ? (
        <SetPointsTable sets={sets} onChange={setSets} check={check} teamA={teamA} teamB={teamB} />
      ) : null}
      {otherIssues.length > 0 ? (
        <p role="status" className="text-sm text-red-700">
          {otherIssues.map(issueText).join(' ')}
        </p>
      ) : null}
      {status !== 'scheduled' ? (
        <ResultSummary check={check} teamA={teamA} teamB={teamB} sayWinner={byDefault} />
      ) : null}
    </MutationFormDialog>
  );
}
