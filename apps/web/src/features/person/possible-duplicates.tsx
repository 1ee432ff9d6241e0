import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates/date-formats';
import { isIsoDate } from '../../lib/dates/date-picker';
import { entityListQuery } from '../../lib/entities/entity-queries';
import { registryLabel } from '../../lib/entities/registry-label';
import { FORM_DEFAULTS } from '../../lib/forms/form-defaults';
import { TextLink } from '../../ui/text-link';
import { ROLE_PATHS, rolesOf } from './person-entities';
import { useDebouncedValue } from '../../lib/forms/use-debounced-value';

/** What tells a person apart at a glance: name, number, birth date, federation, roles. */
export const PERSON_SUMMARY_FIELDS = ['No', 'FirstName', 'LastName', 'BirthDate', 'FederationCode', 'Roles'];
const MOST_SHOWN = 10;

export type PersonSummary = {
  no: number;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  federationCode: string | null;
  roles: string | null;
};

/** The profile of the person in their first role that has one. */
export function profilePath(row: Pick<PersonSummary, 'no' | 'roles'>): string | undefined {
  const [role] = rolesOf(row.roles);
  return role ? `${ROLE_PATHS[role]}/${String(row.no)}` : undefined;
}

function useSimilarPeople(firstName: string, lastName: string, birthDate: string) {
  const first = useDebouncedValue(firstName.trim(), FORM_DEFAULTS.searchDebounce);
  const last = useDebouncedValue(lastName.trim(), FORM_DEFAULTS.searchDebounce);
  const ready = first !== '' && last !== '' && isIsoDate(birthDate);
  const filter = { SimilarName: `${first} ${last}`, BirthDateFrom: birthDate, BirthDateTo: birthDate };
  const query = useQuery({
    ...entityListQuery('Person', { fields: PERSON_SUMMARY_FIELDS, filter, page: { skip: 0, take: MOST_SHOWN } }),
    enabled: ready,
    // A warning only: when the check fails, saving goes on without it.
    meta: { silent: true },
  });
  return ready ? ((query.data?.data ?? []) as PersonSummary[]) : [];
}

function DuplicateItem({ row }: { row: PersonSummary }) {
  const { t } = useTranslation('person-form');
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  const path = profilePath(row);
  const details = [
    row.birthDate ? t('duplicates.birthDate', { date: formatDate(row.birthDate) }) : undefined,
    row.federationCode ?? undefined,
    rolesOf(row.roles)
      .map((role) => registryLabel(`people:roles.${role}`))
      .join(', '),
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap gap-x-2">
      {path ? <TextLink to={path}>{name}</TextLink> : <span className="font-medium">{name}</span>}
      <span className="text-slate-700">{details.join(' · ')}</span>
    </li>
  );
}

export type PossibleDuplicatesProps = { firstName: string; lastName: string; birthDate: string };

/**
 * People already registered with a similar name and the same birthdate, shown while a new person
 * is typed in: a warning, since two people may share a name and a birthday.
 */
export function PossibleDuplicates({ firstName, lastName, birthDate }: PossibleDuplicatesProps) {
  const { t } = useTranslation('person-form');
  const headingId = useId();
  const rows = useSimilarPeople(firstName, lastName, birthDate);
  return (
    <div aria-live="polite">
      {rows.length > 0 ? (
        <section
          aria-labelledby={headingId}
          className="flex flex-col gap-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <h3 id={headingId} className="font-semibold">
            {t('duplicates.title')}
          </h3>
          <p>{t('duplicates.intro')}</p>
          <ul className="flex flex-col gap-1">
            {rows.map((row) => (
              <DuplicateItem key={row.no} row={row} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
