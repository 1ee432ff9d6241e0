import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MATCH_STATUSES, type MatchStatus } from '@libero/shared/registry/competitions';
import { buildRequest, save } from '@libero/shared/vis/request-builder';
import { errorMessage } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';
import { proxyRequest } from '../../lib/proxy-client';
import { Alert } from '../../ui/alert';
import { SelectField } from '../../ui/form-controls';
import { FormDialog } from '../../ui/form-dialog';
import type { MatchRow, SetPointsKey } from './competition-rows';
import { refreshResults } from './competitions-api';
import { DialogButtons } from './form-parts';
import { SET_NUMBERS } from './match-score';
import { checkResult, type ResultIssue, type TypedSet } from './result-check';

type UntypedT = (key: string, params: Readonly<Record<string, number | string>>) => string;
/** An issue's message; the keys come from the shared rules, which the typed `t` cannot check. */
const issueText = (issue: ResultIssue) => (i18n.t as unknown as UntypedT)(issue.key, issue.params);

function typedSets(match: MatchRow): TypedSet[] {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return SET_NUMBERS.map((set) => ({
    a: text(match[`pointsTeamASet${set}` as SetPointsKey]),
    b: text(match[`pointsTeamBSet${set}` as SetPointsKey]),
  }));
}

/** The Save request: the status, who forfeited, every set's points (`''` clears a set). */
function resultAttributes(match: MatchRow, status: MatchStatus, forfeitBy: string, sets: readonly TypedSet[]) {
  const scored = status === 'running' || status === 'finished';
  return {
    No: match.no,
    Version: match.version,
    Status: status,
    ForfeitBy: status === 'forfeit' ? forfeitBy : '',
    ...Object.fromEntries(
      SET_NUMBERS.flatMap((set, i) => [
        [`PointsTeamASet${set}`, scored ? (sets[i]?.a.trim() ?? '') : ''],
        [`PointsTeamBSet${set}`, scored ? (sets[i]?.b.trim() ?? '') : ''],
      ]),
    ),
  };
}

const POINTS_INPUT =
  'min-h-9 w-16 rounded-md border bg-white px-2 py-1.5 text-center text-sm tabular-nums text-slate-900 shadow-xs outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 disabled:bg-slate-100';

/**
 * A match's result: status, who forfeited, the points of each set. It is checked as it is typed
 * with the rules the server applies, telling the same message for the set at fault; Save waits
 * until the result holds. Should the server still refuse it, its own words show.
 */
export function ResultDialog({ match, onClose }: { match: MatchRow; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common', 'entity-form']);
  const id = useId();
  const client = useQueryClient();
  const [status, setStatus] = useState<MatchStatus>(
    match.status === 'scheduled' || !match.status ? 'finished' : match.status,
  );
  const [forfeitBy, setForfeitBy] = useState<'' | 'A' | 'B'>(match.forfeitBy ?? '');
  const [sets, setSets] = useState<TypedSet[]>(() => typedSets(match));
  const check = checkResult({ status, forfeitBy, sets });
  const saveResult = useMutation({
    mutationFn: () => proxyRequest(buildRequest(save('VolleyMatch', resultAttributes(match, status, forfeitBy, sets)))),
    meta: { silent: true },
    onSuccess: async () => {
      await refreshResults(client);
      onClose();
    },
  });
  const teamA = match.teamAName ?? t('schedule.teamA');
  const teamB = match.teamBName ?? t('schedule.teamB');
  const scored = status === 'running' || status === 'finished';
  const issuesOf = (set: number | null) => check.issues.filter((issue) => issue.set === set);
  const change = (index: number, side: 'a' | 'b', value: string) =>
    setSets(sets.map((set, i) => (i === index ? { ...set, [side]: value.replace(/\D/g, '').slice(0, 2) } : set)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.issues.length === 0) saveResult.mutate();
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('result.title', { number: match.noInTournament ?? match.no })}
      description={`${teamA} – ${teamB}`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
              onChange={(event) => setForfeitBy(event.target.value as '' | 'A' | 'B')}
              emptyLabel={t('entity-form:choose')}
              options={[
                { value: 'A', label: teamA },
                { value: 'B', label: teamB },
              ]}
              error={issuesOf(null).length > 0 ? issueText(issuesOf(null)[0]!) : undefined}
            />
          ) : null}
        </div>
        {status === 'forfeit' ? <p className="text-sm text-slate-600">{t('result.forfeitSets')}</p> : null}
        {scored ? (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('result.setsCaption')}</caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="w-14 px-1 py-1 text-left font-medium">
                  {t('result.set')}
                </th>
                <th scope="col" className="px-1 py-1 text-center font-medium">
                  <span className="line-clamp-2">{teamA}</span>
                </th>
                <th scope="col" className="px-1 py-1 text-center font-medium">
                  <span className="line-clamp-2">{teamB}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sets.map((set, i) => {
                const no = i + 1;
                const issues = issuesOf(no);
                const messageId = `${id}-set-${no}`;
                const input = (side: 'a' | 'b') => (
                  <input
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={t('result.points', { set: no, team: side === 'a' ? teamA : teamB })}
                    aria-invalid={issues.length > 0 || undefined}
                    aria-describedby={issues.length > 0 ? messageId : undefined}
                    value={set[side]}
                    onChange={(event) => change(i, side, event.target.value)}
                    className={`${POINTS_INPUT} ${issues.length > 0 ? 'border-red-600' : 'border-slate-300'}`}
                  />
                );
                return [
                  <tr key={`set-${no}`}>
                    <th scope="row" className="px-1 py-1 text-left font-medium text-slate-700">
                      {no}
                    </th>
                    <td className="px-1 py-1 text-center">{input('a')}</td>
                    <td className="px-1 py-1 text-center">{input('b')}</td>
                  </tr>,
                  issues.length > 0 ? (
                    <tr key={`issue-${no}`}>
                      <td colSpan={3} className="px-1 pb-2">
                        <p id={messageId} className="text-sm text-red-700">
                          {issues.map(issueText).join(' ')}
                        </p>
                      </td>
                    </tr>
                  ) : null,
                ];
              })}
            </tbody>
          </table>
        ) : null}
        {status !== 'forfeit' && issuesOf(null).length > 0 ? (
          <p role="status" className="text-sm text-red-700">
            {issuesOf(null).map(issueText).join(' ')}
          </p>
        ) : null}
        {check.setsWon && check.issues.length === 0 && status !== 'scheduled' ? (
          <p role="status" className="text-sm text-slate-700">
            {t('result.setsWon', { teamA, teamB, a: check.setsWon.a, b: check.setsWon.b })}
          </p>
        ) : null}
        {saveResult.isError ? <Alert tone="error">{errorMessage(saveResult.error)}</Alert> : null}
        <DialogButtons pending={saveResult.isPending} onCancel={onClose} disabled={check.issues.length > 0} />
      </form>
    </FormDialog>
  );
}
