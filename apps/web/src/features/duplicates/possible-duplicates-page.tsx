import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@libero/shared/auth/permissions';
import type { DuplicatePair, DuplicateQuery, PairPerson } from '@libero/shared/duplicates/duplicate-pairs';
import { formatDate } from '../../lib/dates/date-formats';
import { useFederationOptions } from '../../lib/entities/federation-options';
import { useHiddenColumns } from '../../lib/entities/hidden-columns';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn, PageState, SortState } from '../../ui/data-table/data-table-types';
import { SelectFilter } from '../../ui/select-filter';
import { TextLink } from '../../ui/text-link';
import { profilePath } from '../person';
import { useReasonsText } from './duplicate-reasons';
import { dismissPair, duplicateKeys, duplicatesQuery, exportDuplicates, type DuplicateFilters } from './duplicates-api';

const PAGE_SIZES = [25, 50, 100];
const FIRST_PAGE: PageState = { index: 0, size: 25 };
const KINDS = ['player', 'coach', 'referee', 'official', 'medical', 'media', 'agent'] as const;
const SCORES = [55, 70, 85];
const NOTICE_MS = 5000;

const nameOf = (person: PairPerson) => `${person.firstName} ${person.lastName}`;

/** Red from 85, amber from 70: how likely the two are one person. */
function scoreTone(score: number): BadgeTone {
  if (score >= 85) return 'danger';
  return score >= 70 ? 'warning' : 'neutral';
}

/** One of the pair: the name (to the profile), then number, birth date, federation and roles. */
function PersonCell({ person }: { person: PairPerson }) {
  const { t } = useTranslation(['duplicates', 'people']);
  const path = profilePath(person);
  const facts = [
    t('person.no', { no: person.no }),
    person.birthDate ? t('person.born', { date: formatDate(person.birthDate) }) : t('person.noBirth'),
    person.federationCode,
    person.roles || t('person.noRole'),
  ].filter(Boolean);
  return (
    <div className="flex flex-col">
      {path ? <TextLink to={path}>{nameOf(person)}</TextLink> : <span>{nameOf(person)}</span>}
      <span className="text-xs text-slate-600">{facts.join(' · ')}</span>
    </div>
  );
}

function DismissButton({ pair }: { pair: DuplicatePair }) {
  const { t } = useTranslation('duplicates');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => dismissPair(pair.a.no, pair.b.no),
    onSuccess: async () => {
      notify({ kind: 'duplicate-dismissed', tone: 'success', message: t('dismiss.done'), duration: NOTICE_MS });
      await queryClient.invalidateQueries({ queryKey: duplicateKeys.all });
    },
    onError: (error) => notify({ kind: 'duplicate-dismiss-failed', tone: 'error', message: errorMessage(error) }),
  });
  return (
    <Button
      variant="secondary"
      aria-label={t('dismiss.label', { first: nameOf(pair.a), second: nameOf(pair.b) })}
      pending={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {t('dismiss.button')}
    </Button>
  );
}

function useColumns(): DataTableColumn<DuplicatePair>[] {
  const { t } = useTranslation('duplicates');
  const reasonsText = useReasonsText();
  return useMemo(
    () => [
      {
        id: 'score',
        header: t('columns.score'),
        sortable: true,
        align: 'end',
        cell: (pair) => <Badge tone={scoreTone(pair.score)}>{pair.score}</Badge>,
      },
      {
        id: 'name',
        header: t('columns.first'),
        sortable: true,
        hideable: false,
        cell: (pair) => <PersonCell person={pair.a} />,
      },
      { id: 'second', header: t('columns.second'), hideable: false, cell: (pair) => <PersonCell person={pair.b} /> },
      { id: 'why', header: t('columns.why'), cell: (pair) => reasonsText(pair.reasons) },
      { id: 'actions', header: t('columns.actions'), cell: (pair) => <DismissButton pair={pair} /> },
    ],
    [t, reasonsText],
  );
}

/** An administrator chooses the federation; a federation's user sees its own only. */
function Filters({ filters, onChange }: { filters: DuplicateFilters; onChange: (next: DuplicateFilters) => void }) {
  const { t } = useTranslation('duplicates');
  const admin = isAdmin(useCurrentUser());
  const federations = useFederationOptions();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {admin ? (
        <SelectFilter
          label={t('filters.federation')}
          value={filters.federation ?? ''}
          options={federations}
          anyLabel={t('filters.anyFederation')}
          onChange={(federation) => onChange({ ...filters, federation })}
        />
      ) : null}
      <SelectFilter
        label={t('filters.kind')}
        value={filters.kind ?? ''}
        options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        anyLabel={t('filters.anyKind')}
        onChange={(kind) => onChange({ ...filters, kind: kind as DuplicateFilters['kind'] })}
      />
      <SelectFilter
        label={t('filters.minScore')}
        value={filters.minScore === undefined ? '' : String(filters.minScore)}
        options={SCORES.map((score) => ({ value: String(score), label: String(score) }))}
        anyLabel={t('filters.anyScore')}
        onChange={(score) => onChange({ ...filters, minScore: score === undefined ? undefined : Number(score) })}
      />
    </div>
  );
}

const sortParam = (sort: SortState): DuplicateQuery['sort'] =>
  sort ? (`${sort.desc ? '-' : ''}${sort.id}` as DuplicateQuery['sort']) : '-score';

/** `/possible-duplicates`: the persons the registry may hold twice, most likely first; a pair is dismissed for good. */
export function PossibleDuplicatesPage() {
  const { t } = useTranslation(['duplicates', 'common']);
  const admin = isAdmin(useCurrentUser());
  const [filters, setFilters] = useState<DuplicateFilters>({});
  const [sort, setSort] = useState<SortState>(null);
  const [page, setPage] = useState(FIRST_PAGE);
  const [hidden, setHidden] = useHiddenColumns('possible-duplicates', []);
  const query = useQuery(
    duplicatesQuery({ ...filters, sort: sortParam(sort), skip: page.index * page.size, take: page.size }),
  );
  const columns = useColumns();
  const title = t('common:sections.possibleDuplicates');
  return (
    <PageLayout title={title} fullscreen>
      <p className="max-w-3xl text-sm text-slate-600">{admin ? t('intro') : t('introFederation')}</p>
      <DataTable<DuplicatePair>
        caption={t('caption')}
        columns={columns}
        rows={query.data?.pairs}
        rowKey={(pair) => `${pair.a.no}-${pair.b.no}`}
        rowLabel={(pair) => `${nameOf(pair.a)} – ${nameOf(pair.b)}`}
        total={query.data?.total}
        loading={query.isFetching}
        {...(query.isError ? { error: errorMessage(query.error) } : {})}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage({ ...page, index: 0 });
        }}
        page={page}
        onPageChange={setPage}
        pageSizes={PAGE_SIZES}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        emptyMessage={t('empty')}
        toolbar={
          <Filters
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              setPage({ ...page, index: 0 });
            }}
          />
        }
        onExport={(format) => exportDuplicates(filters, format)}
      />
    </PageLayout>
  );
}
