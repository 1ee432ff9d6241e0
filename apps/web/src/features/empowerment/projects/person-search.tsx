import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityListQuery } from '../../../lib/entities/entity-queries';
import { FORM_DEFAULTS } from '../../../lib/forms/form-defaults';
import { useDebouncedValue } from '../../../lib/forms/use-debounced-value';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** A person of the registry as a project names it. */
export type PickedPerson = { no: number; name: string };

type PersonRow = { no: number; firstName: string | null; lastName: string | null; federationCode: string | null };

const FIELDS = ['No', 'FirstName', 'LastName', 'FederationCode'];
const MATCHES_SHOWN = 10;

const nameOf = (row: PersonRow) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

type PersonSearchProps = {
  /** The registry entity searched: `Coach` (persons holding the coach role) or `Person` (anyone). */
  entity: 'Coach' | 'Person';
  label: string;
  hint?: string;
  /** Persons already chosen: not offered again. */
  exclude?: readonly number[];
  onPick: (person: PickedPerson) => void;
};

/** Finds a person of the registry by name or number; each match is a button that picks it. */
export function PersonSearch({ entity, label, hint, exclude = [], onPick }: PersonSearchProps) {
  const { t } = useTranslation('projects');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), FORM_DEFAULTS.searchDebounce);
  const query = useQuery({
    ...entityListQuery(entity, {
      fields: FIELDS,
      filter: { Search: search },
      sort: ['LastName', 'FirstName'],
      page: { skip: 0, take: MATCHES_SHOWN },
    }),
    enabled: search !== '',
  });
  const rows = search === '' ? [] : ((query.data?.data as PersonRow[] | undefined) ?? []);
  const matches = rows.filter((row) => !exclude.includes(row.no));

  let status = '';
  if (search !== '' && query.isFetching && matches.length === 0) status = t('people.searching');
  else if (search !== '' && query.isSuccess && matches.length === 0) status = t('people.noMatch');

  const pick = (row: PersonRow) => {
    onPick({ no: row.no, name: nameOf(row) });
    setText('');
  };

  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={label}
        hint={hint}
        placeholder={t('people.searchPlaceholder')}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {status}
      </p>
      {matches.length > 0 ? (
        <ul aria-label={t('people.matches')} className="flex flex-col gap-1">
          {matches.map((row) => (
            <li key={row.no}>
              <Button variant="ghost" className="w-full justify-start text-left" onClick={() => pick(row)}>
                {t('people.choose', { name: nameOf(row), federation: row.federationCode ?? '—', no: row.no })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
