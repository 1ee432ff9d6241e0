import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FORM_DEFAULTS } from '../forms/form-defaults';
import { useDebouncedValue } from '../forms/use-debounced-value';
import { useRowNavigation } from '../../ui/data-table/use-row-navigation';
import { TextField } from '../../ui/text-field';
import { entityListQuery } from './entity-queries';

/** A player picked in a dialog (a transfer's, a legal case's), as the gateway lists players. */
export type PickedPlayer = {
  no: number;
  firstName: string | null;
  lastName: string | null;
  /** The federation the player belongs to. */
  noFederation: number | null;
  federationCode: string | null;
};

/** `GetPlayerList` fields: those shown, and the federation's number. */
const PLAYER_FIELDS = ['No', 'FirstName', 'LastName', 'FederationCode', 'NoFederation'];
const MATCHES_SHOWN = 20;

export const playerName = (player: Pick<PickedPlayer, 'firstName' | 'lastName'>) =>
  `${player.firstName ?? ''} ${player.lastName ?? ''}`.trim();

const TH = 'border-b border-slate-200 px-2 py-1 font-medium';
const TD = 'border-b border-slate-100 px-2 py-1 whitespace-nowrap';

function MatchesTable({ rows, onPick }: { rows: readonly PickedPlayer[]; onPick: (player: PickedPlayer) => void }) {
  const { t } = useTranslation('forms');
  const rowProps = useRowNavigation(rows, onPick);
  return (
    <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('playerPicker.caption')}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className={TH}>
              {t('playerPicker.columns.no')}
            </th>
            <th scope="col" className={TH}>
              {t('playerPicker.columns.lastName')}
            </th>
            <th scope="col" className={TH}>
              {t('playerPicker.columns.firstName')}
            </th>
            <th scope="col" className={TH}>
              {t('playerPicker.columns.federation')}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          {rows.map((row, index) => (
            <tr
              key={row.no}
              aria-label={t('playerPicker.rowLabel', { name: playerName(row), no: row.no })}
              // A double click (or Enter on the focused row) selects: a single click only points at it.
              onDoubleClick={() => onPick(row)}
              className="cursor-pointer select-none hover:bg-sky-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
              {...rowProps(index)}
            >
              <td className={`${TD} tabular-nums`}>{row.no}</td>
              <td className={TD}>{row.lastName}</td>
              <td className={TD}>{row.firstName}</td>
              <td className={TD}>{row.federationCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The player selection field of a dialog (SPEC §2, the new transfer's): players matching a name or
 * number, in a small table whose row is selected by a double click (or Enter, from the keyboard).
 */
/** Where a picker finds its players instead of the gateway's players list (those a medical person treats…). */
export type PlayerSource = { key: string; find: (search: string, signal: AbortSignal) => Promise<PickedPlayer[]> };

export function PlayerPicker({
  onPick,
  source,
  hint,
}: {
  onPick: (player: PickedPlayer) => void;
  source?: PlayerSource;
  hint?: string;
}) {
  const { t } = useTranslation('forms');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), FORM_DEFAULTS.searchDebounce);
  const listed = useQuery({
    ...entityListQuery('Player', {
      fields: PLAYER_FIELDS,
      filter: { Search: search },
      sort: ['LastName', 'FirstName'],
      page: { skip: 0, take: MATCHES_SHOWN },
    }),
    enabled: search !== '' && !source,
  });
  const found = useQuery({
    queryKey: ['player-picker', source?.key, search],
    queryFn: ({ signal }) => source!.find(search, signal),
    enabled: search !== '' && source !== undefined,
  });
  const query = source ? found : listed;
  const matches = source ? found.data : (listed.data?.data as PickedPlayer[] | undefined);
  const rows = search === '' ? [] : (matches ?? []);

  let status = '';
  if (search === '') status = t('playerPicker.typeToSearch');
  else if (query.isFetching && rows.length === 0) status = t('playerPicker.searching');
  else if (query.isSuccess && rows.length === 0) status = t('playerPicker.noMatch');

  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={t('playerPicker.player')}
        placeholder={t('playerPicker.search')}
        hint={hint ?? t('playerPicker.hint')}
        autoComplete="off"
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {status ? (
        <p role="status" className="text-sm text-slate-600">
          {status}
        </p>
      ) : null}
      {rows.length > 0 ? <MatchesTable rows={rows} onPick={onPick} /> : null}
    </div>
  );
}
