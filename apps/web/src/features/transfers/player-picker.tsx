import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityListQuery } from '../../lib/entities/entity-queries';
import { FORM_DEFAULTS } from '../../lib/forms/form-defaults';
import { useDebouncedValue } from '../../lib/forms/use-debounced-value';
import { useRowNavigation } from '../../ui/data-table/use-row-navigation';
import { TextField } from '../../ui/text-field';

/** The player a transfer is for, as the gateway lists players. */
export type PickedPlayer = {
  no: number;
  firstName: string | null;
  lastName: string | null;
  /** The federation the player belongs to: the releasing one. */
  noFederation: number | null;
  federationCode: string | null;
};

/** `GetPlayerList` fields: those shown, and the federation's number for the releasing side. */
const PLAYER_FIELDS = ['No', 'FirstName', 'LastName', 'FederationCode', 'NoFederation'];
const MATCHES_SHOWN = 20;

export const playerName = (player: Pick<PickedPlayer, 'firstName' | 'lastName'>) =>
  `${player.firstName ?? ''} ${player.lastName ?? ''}`.trim();

const TH = 'border-b border-slate-200 px-2 py-1 font-medium';
const TD = 'border-b border-slate-100 px-2 py-1 whitespace-nowrap';

function MatchesTable({ rows, onPick }: { rows: readonly PickedPlayer[]; onPick: (player: PickedPlayer) => void }) {
  const { t } = useTranslation('transfers');
  const rowProps = useRowNavigation(rows, onPick);
  return (
    <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('new.caption')}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className={TH}>
              {t('new.columns.no')}
            </th>
            <th scope="col" className={TH}>
              {t('new.columns.lastName')}
            </th>
            <th scope="col" className={TH}>
              {t('new.columns.firstName')}
            </th>
            <th scope="col" className={TH}>
              {t('new.columns.federation')}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          {rows.map((row, index) => (
            <tr
              key={row.no}
              aria-label={t('new.rowLabel', { name: playerName(row), no: row.no })}
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
 * The player selection field of the transfer dialog (SPEC §2): players matching a name or number,
 * in a small table whose row is selected by a double click (or Enter, from the keyboard).
 */
export function PlayerPicker({ onPick }: { onPick: (player: PickedPlayer) => void }) {
  const { t } = useTranslation('transfers');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), FORM_DEFAULTS.searchDebounce);
  const query = useQuery({
    ...entityListQuery('Player', {
      fields: PLAYER_FIELDS,
      filter: { Search: search },
      sort: ['LastName', 'FirstName'],
      page: { skip: 0, take: MATCHES_SHOWN },
    }),
    enabled: search !== '',
  });
  const rows = search === '' ? [] : ((query.data?.data as PickedPlayer[] | undefined) ?? []);

  let status = '';
  if (search === '') status = t('new.typeToSearch');
  else if (query.isFetching && rows.length === 0) status = t('new.searching');
  else if (query.isSuccess && rows.length === 0) status = t('new.noMatch');

  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={t('new.player')}
        placeholder={t('new.search')}
        hint={t('new.hint')}
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
