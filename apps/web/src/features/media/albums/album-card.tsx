import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Images } from 'lucide-react';
import type { Language } from '@libero/shared/i18n/languages';
import { formatDate } from '../../../lib/dates/date-formats';
import { Badge } from '../../../ui/badge';
import { albumPagePath, albumTitle, imageSrc, type AlbumRow } from './albums-api';

/** An album in the list: its cover, title, day and number of photos; a draft says so. */
export function AlbumCard({ album }: { album: AlbumRow }) {
  const { t, i18n } = useTranslation('albums');
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <Link
        to={albumPagePath(album.no)}
        className="group flex h-full flex-col focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
          {album.coverThumbUrl ? (
            <img
              src={imageSrc(album.coverThumbUrl)}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <Images aria-hidden="true" className="m-auto size-full p-10 text-slate-300" />
          )}
        </div>
        <div className="flex flex-col gap-1 p-3">
          <span className="font-medium text-slate-900 group-hover:underline">
            {albumTitle(album, i18n.language as Language)}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {album.takenOn ? <span>{formatDate(album.takenOn)}</span> : null}
            <span>{t('imageCount', { count: album.imageCount })}</span>
            {album.status === 'draft' ? <Badge tone="warning">{t('statuses.draft')}</Badge> : null}
          </span>
        </div>
      </Link>
    </li>
  );
}
