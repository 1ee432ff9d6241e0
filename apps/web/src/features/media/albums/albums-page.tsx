import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALBUM_STATUSES, canKeepAlbums } from '@libero/shared/media/gallery';
import { useEntityList } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { PageLayout } from '../../../lib/page-layout';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SearchBox } from '../../../ui/search-box';
import { SelectFilter } from '../../../ui/select-filter';
import { AlbumCard } from './album-card';
import { AlbumDialog } from './album-dialog';
import { ALBUM_FIELDS, type AlbumRow } from './albums-api';

/** Albums shown at first, and added by each "show more". */
const PAGE = 24;

/** The list's filters, kept in the address (search and status). */
function useAlbumFilters() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const search = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const filter = { ...(search ? { Search: search } : {}), ...(status ? { Status: status } : {}) };
  return { search, status, filter, set };
}

/** `/media/albums`: the albums as cards, newest first; album keepers see drafts and add albums. */
export function AlbumsPage() {
  const { t } = useTranslation('albums');
  const user = useCurrentUser();
  const keeper = canKeepAlbums(user);
  const filters = useAlbumFilters();
  const [take, setTake] = useState(PAGE);
  const [creating, setCreating] = useState(false);
  const query = useEntityList('Album', {
    fields: ALBUM_FIELDS,
    filter: filters.filter,
    sort: ['-TakenOn', '-No'],
    page: { skip: 0, take },
  });
  const albums = (query.data?.data ?? []) as AlbumRow[];
  const total = query.data?.nbItems ?? 0;

  return (
    <PageLayout
      title={t('title')}
      actions={keeper ? <Button onClick={() => setCreating(true)}>{t('album.new')}</Button> : null}
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label={t('filters.search')} value={filters.search} onSearch={(value) => filters.set('q', value)} />
        {keeper ? (
          <SelectFilter
            label={t('filters.status')}
            value={filters.status}
            anyLabel={t('filters.anyStatus')}
            options={ALBUM_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            onChange={(value) => filters.set('status', value)}
          />
        ) : null}
      </div>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.isPending ? <p className="text-sm text-slate-600">{t('loading')}</p> : null}
      {query.isSuccess && albums.length === 0 ? <p className="text-sm text-slate-600">{t('empty')}</p> : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isFetching}>
        {albums.map((album) => (
          <AlbumCard key={album.no} album={album} />
        ))}
      </ul>
      {albums.length < total ? (
        <Button variant="secondary" className="self-center" onClick={() => setTake((shown) => shown + PAGE)}>
          {t('showMore')}
        </Button>
      ) : null}
      {creating ? <AlbumDialog onClose={() => setCreating(false)} /> : null}
    </PageLayout>
  );
}
