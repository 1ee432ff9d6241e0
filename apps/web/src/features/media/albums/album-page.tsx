import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Language } from '@libero/shared/i18n/languages';
import { canEditAlbum, canEditImage, canKeepAlbums } from '@libero/shared/media/gallery';
import { useEntity, useEntityList } from '../../../lib/entities/entity-queries';
import { PageLayout } from '../../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../../lib/query-content';
import { useCurrentUser } from '../../../lib/session/current-user';
import { BackLink } from '../../../ui/back-link';
import { AlbumHeader } from './album-header';
import { AlbumLightbox } from './album-lightbox';
import { ALBUM_FIELDS, ALBUMS_PATH, albumTitle, IMAGE_FIELDS, type AlbumRow, type ImageRow } from './albums-api';
import { ImageDialog } from './image-dialog';
import { ImageUploader } from './image-uploader';
import { MasonryGrid } from './masonry-grid';

/** An album holds at most this many photos on its page. */
const ALL_IMAGES = { skip: 0, take: 1000 } as const;

function AlbumPhotos({ album }: { album: AlbumRow }) {
  const { t } = useTranslation('albums');
  const user = useCurrentUser();
  const query = useEntityList('Image', {
    fields: IMAGE_FIELDS,
    filter: { NoAlbum: album.no },
    sort: ['Position', 'No'],
    page: ALL_IMAGES,
  });
  const images = (query.data?.data ?? []) as ImageRow[];
  const [shown, setShown] = useState(-1);
  const [edited, setEdited] = useState(-1);
  const keeper = canKeepAlbums(user);
  return (
    <>
      {keeper ? <ImageUploader albumNo={album.no} /> : null}
      {query.isSuccess && images.length === 0 ? <p className="text-sm text-slate-600">{t('noImages')}</p> : null}
      <MasonryGrid
        images={images}
        onOpen={setShown}
        canEdit={(image) => canEditImage(user, image)}
        onEdit={(_image, index) => setEdited(index)}
      />
      <AlbumLightbox images={images} index={shown} onIndex={setShown} onClose={() => setShown(-1)} />
      {edited >= 0 && images[edited] ? (
        <ImageDialog
          key={images[edited].no}
          album={album}
          images={images}
          index={edited}
          canReorder={canEditAlbum(user, { createdByUserNo: album.createdByUserNo ?? null })}
          onClose={() => setEdited(-1)}
        />
      ) : null}
    </>
  );
}

/** `/media/albums/{no}`: the album, its photos as a two-column masonry, and a lightbox. */
export function AlbumPage() {
  const { t, i18n } = useTranslation('albums');
  const no = recordNoOf(useParams().no);
  const query = useEntity('Album', no ?? 0, { fields: ALBUM_FIELDS });
  const album = query.data?.data as AlbumRow | undefined;
  return (
    <PageLayout title={album ? albumTitle(album, i18n.language as Language) : t('title')}>
      {/* Two calm columns: wider, the photos would only grow. */}
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
        <BackLink to={ALBUMS_PATH}>{t('title')}</BackLink>
        <QueryContent
          query={query}
          notFound={no === undefined}
          loadingText={t('loadingAlbum')}
          notFoundText={t('notFound')}
          retryLabel={t('retry')}
        >
          {(answer) => (
            <>
              <AlbumHeader album={answer.data as AlbumRow} />
              <AlbumPhotos album={answer.data as AlbumRow} />
            </>
          )}
        </QueryContent>
      </div>
    </PageLayout>
  );
}
