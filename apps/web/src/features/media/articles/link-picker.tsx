import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ARTICLE_LINK_SUBJECTS, type ArticleLinkSubject } from '@libero/shared/media/articles';
import { entityListQuery } from '../../../lib/entities/entity-queries';
import { FORM_DEFAULTS } from '../../../lib/forms/form-defaults';
import { useDebouncedValue } from '../../../lib/forms/use-debounced-value';
import { TextField } from '../../../ui/text-field';

export type PickedLink = { subject: ArticleLinkSubject; recordNo: number; label: string };

type Row = Record<string, unknown>;

/** How each kind of record is searched and named. */
const SOURCES: Readonly<Record<ArticleLinkSubject, { entity: string; fields: string[]; label: (row: Row) => string }>> =
  {
    player: {
      entity: 'Player',
      fields: ['No', 'FirstName', 'LastName', 'FederationCode'],
      label: (row) =>
        `${String(row.firstName ?? '')} ${String(row.lastName ?? '')} (${String(row.federationCode ?? '')})`,
    },
    volleyTeam: {
      entity: 'VolleyTeam',
      fields: ['No', 'Name', 'Code', 'TournamentName'],
      label: (row) => `${String(row.name ?? row.code ?? row.no)} (${String(row.tournamentName ?? '')})`,
    },
    volleyTournament: {
      entity: 'VolleyTournament',
      fields: ['No', 'Name'],
      label: (row) => String(row.name ?? row.no),
    },
    beachTournament: { entity: 'BeachTournament', fields: ['No', 'Name'], label: (row) => String(row.name ?? row.no) },
  };
const MATCHES_SHOWN = 8;

/** A player, team or tournament found by name, added by its button. */
export function LinkPicker({ onPick }: { onPick: (link: PickedLink) => void }) {
  const { t } = useTranslation('articles');
  const [subject, setSubject] = useState<ArticleLinkSubject>('player');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), FORM_DEFAULTS.searchDebounce);
  const source = SOURCES[subject];
  const query = useQuery({
    ...entityListQuery(source.entity, {
      fields: source.fields,
      filter: { Search: search },
      page: { skip: 0, take: MATCHES_SHOWN },
    }),
    enabled: search !== '',
  });
  const rows = search === '' ? [] : ((query.data?.data as Row[] | undefined) ?? []);
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[auto_1fr]">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('settings.subject')}
          <select
            className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={subject}
            onChange={(event) => setSubject(event.target.value as ArticleLinkSubject)}
          >
            {ARTICLE_LINK_SUBJECTS.map((one) => (
              <option key={one} value={one}>
                {t(`subjects.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          type="search"
          label={t('settings.search')}
          hint={t('settings.searchHint')}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {query.isSuccess && search !== '' && rows.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          {t('settings.noMatch')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {rows.map((row) => {
            const label = source.label(row);
            return (
              <li key={String(row.no)}>
                <button
                  type="button"
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
                  onClick={() => onPick({ subject, recordNo: Number(row.no), label })}
                >
                  {t('settings.add', { label })}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
