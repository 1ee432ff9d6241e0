import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import type { ResultCheck, ResultIssue, TypedSet } from './result-check';

type UntypedT = (key: string, params: Readonly<Record<string, number | string>>) => string;
/** An issue's message; the keys come from the shared rules, which the typed `t` cannot check. */
export const issueText = (issue: ResultIssue) => (i18n.t as unknown as UntypedT)(issue.key, issue.params);

/** The issues about the match as a whole (no set named). */
export const matchIssues = (check: ResultCheck) => check.issues.filter((issue) => issue.set === null);

const POINTS_INPUT =
  'min-h-9 w-16 rounded-md border bg-white px-2 py-1.5 text-center text-sm tabular-nums text-slate-900 shadow-xs outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 disabled:bg-slate-100';

export type SetPointsTableProps = {
  sets: readonly TypedSet[];
  onChange: (sets: TypedSet[]) => void;
  check: ResultCheck;
  teamA: string;
  teamB: string;
};

/**
 * The points of each set, one line per set the format allows, the two teams side by side. A set
 * at fault says why under it, in the words the server would use, and its inputs point to it.
 */
export function SetPointsTable({ sets, onChange, check, teamA, teamB }: SetPointsTableProps) {
  const { t } = useTranslation('competitions');
  const id = useId();
  const change = (index: number, side: 'a' | 'b', value: string) =>
    onChange(sets.map((set, i) => (i === index ? { ...set, [side]: value.replace(/\D/g, '').slice(0, 2) } : set)));
  return (
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
          const issues = check.issues.filter((issue) => issue.set === no);
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
  );
}

/** `Sets: Italy 3 – 1 Brazil`, once the result holds; the winner said too when the sets alone do not tell it. */
export function ResultSummary({
  check,
  teamA,
  teamB,
  sayWinner = false,
}: {
  check: ResultCheck;
  teamA: string;
  teamB: string;
  sayWinner?: boolean;
}) {
  const { t } = useTranslation('competitions');
  if (!check.setsWon || check.issues.length > 0) return null;
  const sets = t('result.setsWon', { teamA, teamB, a: check.setsWon.a, b: check.setsWon.b });
  const winner = sayWinner && check.winner ? t('result.winner', { team: check.winner === 'a' ? teamA : teamB }) : '';
  return (
    <p role="status" className="text-sm text-slate-700">
      {[sets, winner].filter(Boolean).join(' · ')}
    </p>
  );
}
