import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates/date-formats';
import { entityListQuery } from '../../lib/entities/entity-queries';
import { Button } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { PERSON_SUMMARY_FIELDS, profilePath, type PersonSummary } from '../person';
import { answerDuplicate, type ImportRow, type ImportView } from './imports-api';
import type { ImportActions } from './use-import-action';

/** A person a row may be. */
export type Candidate = PersonSummary;

/** The people the likely duplicates of a page may be, read at once, by number. */
export function useCandidates(rows: readonly ImportRow[]): Map<number, Candidate> {
  const nos = [...new Set(rows.flatMap((row) => row.candidates ?? []))].sort((a, b) => a - b);
  // Without candidates nothing is asked (an empty filter is no request).
  const filter = nos.length > 0 ? { No: nos } : {};
  const query = useQuery({
    ...entityListQuery('Person', { fields: PERSON_SUMMARY_FIELDS, filter, page: { skip: 0, take: nos.length } }),
    enabled: nos.length > 0,
  });
  const people = (query.data?.data ?? []) as Candidate[];
  return new Map(people.map((person) => [person.no, person]));
}

const nameOf = (person: Candidate) => `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();

/** A person the row may be: name (to their profile), number, birth date, federation. */
function CandidateText({ no, person }: { no: number; person: Candidate | undefined }) {
  const { t } = useTranslation('imports');
  const path = person ? profilePath(person) : undefined;
  const name = person ? nameOf(person) : t('duplicates.unknown');
  const details = [
    t('duplicates.no', { no }),
    person?.birthDate ? t('duplicates.born', { date: formatDate(person.birthDate) }) : undefined,
    person?.federationCode ?? undefined,
  ].filter(Boolean);
  return (
    <span className="min-w-0">
      {path ? <TextLink to={path}>{name}</TextLink> : <span className="font-medium">{name}</span>}
      <span className="text-slate-700"> · {details.join(' · ')}</span>
    </span>
  );
}

type DuplicateQuestionProps = {
  view: ImportView;
  row: ImportRow;
  line: number;
  candidates: Map<number, Candidate>;
  action: ImportActions;
};

/**
 * A row that sounds like people already registered: the user says which one it is (the row then
 * updates that record) or that it is someone new. Nothing is written until every row is answered.
 */
export function DuplicateQuestion({ view, row, line, candidates, action }: DuplicateQuestionProps) {
  const { t } = useTranslation('imports');
  const answer = (recordNo: number) =>
    void action.run({
      id: `answer-${row.rowNumber}`,
      run: () => answerDuplicate(view.id, row.rowNumber, recordNo),
      done: recordNo === 0 ? t('duplicates.answeredNew', { line }) : t('duplicates.answeredSame', { line }),
    });
  const busy = action.pendingId === `answer-${row.rowNumber}`;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-950">
      <p>{t('duplicates.question', { count: row.candidates?.length ?? 0 })}</p>
      <ul className="flex flex-col gap-2">
        {(row.candidates ?? []).map((no) => {
          const person = candidates.get(no);
          const same = t('duplicates.same');
          return (
            <li key={no} className="flex flex-wrap items-center justify-between gap-2">
              <CandidateText no={no} person={person} />
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={t('duplicates.sameLabel', { same, name: person ? nameOf(person) : '', no, line })}
                onClick={() => answer(no)}
              >
                {same}
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('duplicates.newLabel', { new: t('duplicates.new'), line })}
          onClick={() => answer(0)}
        >
          {t('duplicates.new')}
        </Button>
      </div>
    </div>
  );
}
