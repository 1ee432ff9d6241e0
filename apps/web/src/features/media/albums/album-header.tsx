import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canEditAlbum } from '@libero/shared/media/gallery';
import { useCommand } from '../../../lib/entities/entity-queries';
import { formatDate } from '../../../lib/dates/date-formats';
import { notify } from '../../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextLink } from '../../../ui/text-link';
import { beachTournamentPath } from '../../beach';
import { tournamentPath } from '../../competitions';
import { AlbumDialog } from './album-dialog';
import { ALBUMS_PATH, type AlbumRow } from './albums-api';

const NOTICE_MS = 5000;

/** A tournament the album is of, linked to its page. */
function tournamentLink(name: string | null | undefined, no: number | null | undefined, path: (no: number) => string) {
  if (!name) return null;
  return no ? <TextLink to={path(no)}>{name}</TextLink> : name;
}

/** The album's day, event, tournaments (linked to their pages) and count, in one line. */
function albumFacts(album: AlbumRow, t: (key: 'imageCount', options: { count: number }) => string): ReactNode[] {
  return [
    album.takenOn ? formatDate(album.takenOn) : null,
    album.eventName,
    tournamentLink(album.volleyTournamentName, album.noVolleyTournament, (no) => tournamentPath(no)),
    tournamentLink(album.beachTournamentName, album.noBeachTournament, (no) => beachTournamentPath(no)),
    t('imageCount', { count: album.imageCount }),
  ].filter(Boolean);
}

/** What the album is, and for its keepers: edit, publish or back to draft, delete once empty. */
export function AlbumHeader({ album }: { album: AlbumRow }) {
  const { t } = useTranslation(['albums', 'common']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { save, remove } = useCommand('Album');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editable = canEditAlbum(user, { createdByUserNo: album.createdByUserNo ?? null });
  const published = album.status === 'published';

  const toggle = () =>
    save.mutate(
      { No: album.no, Version: album.version, Status: published ? 'draft' : 'published' },
      {
        onSuccess: () =>
          notify({
            kind: 'album-saved',
            tone: 'success',
            message: t(published ? 'album.unpublished' : 'album.published'),
            duration: NOTICE_MS,
          }),
      },
    );
  const confirmDelete = () =>
    remove.mutate(
      { no: album.no, version: album.version },
      {
        onSuccess: () => {
          notify({ kind: 'album-saved', tone: 'success', message: t('album.deleted'), duration: NOTICE_MS });
          void navigate(ALBUMS_PATH);
        },
        onSettled: () => setDeleting(false),
      },
    );

  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {published ? null : <Badge tone="warning">{t('statuses.draft')}</Badge>}
        <span>
          {albumFacts(album, t).map((fact, index) => (
            <Fragment key={index}>
              {index > 0 ? ' · ' : null}
              {fact}
            </Fragment>
          ))}
        </span>
      </p>
      {album.description ? <p className="max-w-prose text-sm text-slate-800">{album.description}</p> : null}
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('album.edit')}
          </Button>
          <Button variant={published ? 'secondary' : 'primary'} pending={save.isPending} onClick={toggle}>
            {t(published ? 'album.unpublish' : 'album.publish')}
          </Button>
          {album.imageCount === 0 ? (
            <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(true)}>
              {t('album.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? <AlbumDialog album={album} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title={t('album.deleteTitle')}
        message={t('album.deleteMessage')}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
