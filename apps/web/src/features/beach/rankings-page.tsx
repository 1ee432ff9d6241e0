import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  BEACH_RANKING_KINDS,
  BEACH_RANKING_MAX_TAKE,
  type BeachRankingKind,
  type TBeachRankingLine,
  type TBeachRankingParams,
} from '@libero/shared/competitions/beach-api';
import { formatDate } from '../../lib/dates/date-formats';
import { toDateValue } from '../../lib/dates/date-picker';
import { errorMessage } from '../../lib/error-message';
import { csvBlob, downloadBlob } from '../../lib/entities/export-list';
import { useFederationOptions } from '../../lib/entities/federation-options';
import { useHiddenColumns } from '../../lib/entities/hidden-columns';
import { PAGE_SIZES, useListUrlState } from '../../lib/entities/list-url-state';
import { DateInput } from '../../lib/forms/date-input';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notifications/notifications-store';
import { PageLayout } from '../../lib/page-layout';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { Flag } from '../../ui/flag';
import { SelectField } from '../../ui/form-controls';
import { TextLink } from '../../ui/text-link';
import { placeText, tiedLines } from '../competitions';
import { rankingPageQuery } from './beach-api';
import { beachPlayerRankingPath } from './beach-paths';

const FILTERS = ['kind', 'gender', 'asOf', 'federation'];

/** The ranking's parameters from the address: world ranking, men, today unless said. */
function paramsOf(filters: Readonly<Record<string, string>>): Omit<TBeachRankingParams, 'skip' | 'take'> {
  const kind = BEACH_RANKING_KINDS.find((k) => k === filters.kind) ?? 'world';
  const gender = filters.gender === '1' ? 1 : 0;
  const asOf = filters.asOf && /^\d{4}-\d{2}-\d{2}$/.test(filters.asOf) ? filters.asOf : undefined;
  const federation = filters.federation && /^[A-Z]{3}$/.test(filters.federation) ? filters.federation : undefined;
  return { kind, gender, ...(asOf ? { asOf } : {}), ...(federation ? { federation } : {}) };
}

/** Every line of the ranking as it is filtered, a page of the most the route gives at a time. */
async function wholeRanking(
  client: ReturnType<typeof useQueryClient>,
  params: Omit<TBeachRankingParams, 'skip' | 'take'>,
): Promise<TBeachRankingLine[]> {
  const lines: TBeachRankingLine[] = [];
  for (;;) {
    const page = await client.fetchQuery(
      rankingPageQuery({ ...params, skip: lines.length, take: BEACH_RANKING_MAX_TAKE }),
    );
    lines.push(...page.data);
    if (page.data.length === 0 || lines.length >= page.nbItems) return lines;
  }
}

/**
 * `/beach/rankings`: the beach ranking by player — the world ranking or the Olympic selection
 * ranking — of men or women as of a day, all federations or one, paged by the server. A line opens
 * how the player's points are made up. The ranking is exported as CSV in the browser.
 */
export function BeachRankingsPage() {
  const { t } = useTranslation(['beach', 'common', 'table']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, change] = useListUrlState(FILTERS);
  const params = paramsOf(state.filters);
  const { page } = state;
  const query = useQuery(rankingPageQuery({ ...params, skip: page.index * page.size, take: page.size }));
  const federations = useFederationOptions();
  const language = currentLanguage();
  const [hidden, setHidden] = useHiddenColumns('beach-rankings', ['nbParticipations']);
  const rows = query.data?.data;
  const tied = useMemo(() => tiedLines((rows ?? []).map((row) => row.rank)), [rows]);
  const openPath = (row: TBeachRankingLine) =>
    beachPlayerRankingPath(row.playerNo, { kind: params.kind, ...(params.asOf ? { asOf: params.asOf } : {}) });

  const number = new Intl.NumberFormat(language);
  const columns: DataTableColumn<TBeachRankingLine>[] = [
    {
      id: 'rank',
      header: t('fields.rank'),
      align: 'end',
      hideable: false,
      cell: (row) => placeText(row.rank, tied[rows?.indexOf(row) ?? -1] ?? false),
    },
    {
      id: 'player',
      header: t('fields.player'),
      hideable: false,
      cell: (row) => <TextLink to={openPath(row)}>{row.playerName}</TextLink>,
    },
    {
      id: 'federation',
      header: t('fields.federation'),
      cell: (row) =>
        row.federationCode ? (
          <span className="inline-flex items-center gap-1.5">
            <Flag code={row.federationCode} label="" />
            {row.federationCode}
          </span>
        ) : null,
    },
    { id: 'points', header: t('fields.points'), align: 'end', cell: (row) => number.format(row.points) },
    {
      id: 'nbCounted',
      header: t('fields.nbCounted'),
      align: 'end',
      cell: (row) => (
        <span title={row.hasTournamentsRemoved ? t('rankings.removedHint') : undefined}>
          {row.nbCounted}
          {row.hasTournamentsRemoved ? (
            <>
              <span aria-hidden="true" className="text-amber-700">
                {' '}
                *
              </span>
              <span className="sr-only"> {t('rankings.removedHint')}</span>
            </>
          ) : null}
        </span>
      ),
    },
    { id: 'nbParticipations', header: t('fields.nbParticipations'), align: 'end', cell: (row) => row.nbParticipations },
  ];

  const runExport = async () => {
    try {
      const lines = await wholeRanking(client, params);
      const lineTied = tiedLines(lines.map((line) => line.rank));
      downloadBlob(
        csvBlob(
          columns.map((column) => column.header),
          lines.map((line, i) => [
            placeText(line.rank, lineTied[i] ?? false),
            line.playerName,
            line.federationCode,
            line.points,
            line.nbCounted,
            line.nbParticipations,
          ]),
        ),
        `beach-ranking-${params.kind}-${params.gender === 1 ? 'women' : 'men'}-${query.data?.asOf ?? params.asOf ?? toDateValue(new Date())}.csv`,
      );
    } catch (error) {
      notify({ kind: 'export-error', message: errorMessage(error), tone: 'error' });
    }
  };

  const choose = (name: string, value: string) => change({ filters: { [name]: value } });
  return (
    <PageLayout title={t('common:sections.beachRankings')} fullscreen>
      <div className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3 lg:grid-cols-4">
        <SelectField
          className="min-w-0"
          label={t('rankings.kind')}
          value={params.kind}
          onChange={(event) => choose('kind', event.target.value === 'world' ? '' : event.target.value)}
          options={BEACH_RANKING_KINDS.map((kind: BeachRankingKind) => ({
            value: kind,
            label: t(`rankings.kinds.${kind}`),
          }))}
        />
        <SelectField
          className="min-w-0"
          label={t('fields.gender')}
          value={String(params.gender)}
          onChange={(event) => choose('gender', event.target.value === '0' ? '' : event.target.value)}
          options={[0, 1].map((gender) => ({ value: String(gender), label: t(`genders.${gender as 0 | 1}`) }))}
        />
        <DateInput
          className="min-w-0"
          label={t('fields.asOf')}
          value={params.asOf ?? ''}
          max={toDateValue(new Date())}
          hint={t('rankings.asOfHint')}
          onChange={(value) => choose('asOf', value)}
        />
        <SelectField
          className="min-w-0"
          label={t('fields.federation')}
          value={params.federation ?? ''}
          emptyLabel={t('rankings.allFederations')}
          onChange={(event) => choose('federation', event.target.value)}
          options={federations}
        />
      </div>
      {query.data ? (
        <p className="text-sm text-slate-600" role="status">
          {t('rankings.standing', {
            kind: t(`rankings.kinds.${params.kind}`),
            gender: t(`genders.${params.gender as 0 | 1}`),
            date: formatDate(query.data.asOf),
          })}
        </p>
      ) : null}
      <DataTable<TBeachRankingLine>
        caption={t('rankings.caption', { kind: t(`rankings.kinds.${params.kind}`) })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.playerNo}
        rowLabel={(row) => row.playerName}
        total={query.data?.nbItems}
        loading={query.isFetching}
        {...(query.isError ? { error: errorMessage(query.error) } : {})}
        sort={null}
        onSortChange={() => undefined}
        page={page}
        onPageChange={(next) => change({ page: next })}
        pageSizes={PAGE_SIZES}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        onOpen={(row) => void navigate(openPath(row))}
        emptyMessage={t('rankings.empty')}
        onExport={runExport}
        exportFormats={['csv']}
      />
      {rows?.some((row) => row.hasTournamentsRemoved) ? (
        <p className="text-xs text-slate-600" aria-hidden="true">
          {t('rankings.removedKey')}
        </p>
      ) : null}
    </PageLayout>
  );
}
