import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Federation } from '@libero/shared/registry/bodies';
import type { EntityRow } from '../../lib/entities/entity-table';
import { registryLabel } from '../../lib/entities/registry-label';

/** Each count of a federation and the list it counts; lists take the federation's code as `?federation=`. */
const COUNTS = [
  { field: 'PlayerCount', key: 'playerCount', path: '/players' },
  { field: 'CoachCount', key: 'coachCount', path: '/coaches' },
  { field: 'RefereeCount', key: 'refereeCount', path: '/referees' },
  { field: 'ClubCount', key: 'clubCount', path: '/volley/clubs' },
] as const;

/** Where a count of a federation leads: its list, filtered on the federation. */
export function countPath(path: string, code: string): string {
  return `${path}?${new URLSearchParams({ federation: code }).toString()}`;
}

/** A federation's players, coaches, referees and clubs, counted, each leading to its filtered list. */
export function FederationNumbers({ record }: { record: EntityRow }) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const code = typeof record.code === 'string' ? record.code : '';
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {COUNTS.filter(({ key }) => key in record).map(({ field, key, path }) => {
        const count = record[key];
        const label = registryLabel(Federation.fields[field].label);
        const number = typeof count === 'number' ? format.format(count) : '–';
        const content = (
          <>
            <span className="text-xl font-semibold text-slate-900 tabular-nums">{number}</span>
            <span className="text-xs text-slate-600">{label}</span>
          </>
        );
        return (
          <li key={key}>
            {code ? (
              <Link
                to={countPath(path, code)}
                className="flex h-full flex-col rounded-md border border-slate-200 px-3 py-2 hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
              >
                {content}
              </Link>
            ) : (
              <div className="flex h-full flex-col rounded-md border border-slate-200 px-3 py-2">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
