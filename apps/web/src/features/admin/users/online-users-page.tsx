import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Bowser from 'bowser';
import { RefreshCw } from 'lucide-react';
import { userTypeByNo } from '@libero/shared/auth/user-types';
import { ONLINE_MINUTES, type TOnlineSession } from '@libero/shared/users/admin-users';
import { formatDate } from '../../../lib/dates/date-formats';
import { PAGE_SIZES, useListUrlState } from '../../../lib/entities/list-url-state';
import { useHiddenColumns } from '../../../lib/entities/hidden-columns';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { type DataTableColumn } from '../../../ui/data-table/data-table-types';
import { TextLink } from '../../../ui/text-link';
import { RelativeTime } from '../../../lib/dates/relative-time-label';
import { AdminPage, DateTime } from '../admin-ui';
import { endSession, ONLINE_REFRESH_MS, onlineSessionsQuery, userKeys } from './users-api';

/** The list has no filters: the URL holds its page only. */
const NO_FILTERS: readonly string[] = [];
const ENDED_NOTICE_MS = 6000;
/** A user agent no rule below recognises is cut to this many characters (the whole one is its tooltip). */
const USER_AGENT_CHARS = 40;

/** "Firefox 128 · Windows" from a user agent (read by bowser); one it cannot read, cut short. */
export function shortUserAgent(userAgent: string): string {
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name) {
    const major = browser.version?.split('.')[0];
    return [major ? `${browser.name} ${major}` : browser.name, os.name].filter(Boolean).join(' · ');
  }
  return userAgent.length > USER_AGENT_CHARS ? `${userAgent.slice(0, USER_AGENT_CHARS - 1)}…` : userAgent;
}

function UserCell({ session }: { session: TOnlineSession }) {
  const { t } = useTranslation('online-users');
  const { user } = session;
  return (
    <span className="inline-flex items-center gap-2">
      <TextLink to={`/admin/users/${user.no}`}>{user.username}</TextLink>
      <span className="text-slate-600">{`${user.firstName} ${user.lastName}`.trim()}</span>
      {session.current ? (
        <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-600/20 ring-inset">
          {t('thisSession')}
        </span>
      ) : null}
    </span>
  );
}

function UserTypeCell({ type }: { type: number }) {
  const { t } = useTranslation('common');
  const code = userTypeByNo(type)?.code;
  return <>{code ? t(`userTypes.${code}`) : type}</>;
}

function BrowserCell({ userAgent }: { userAgent: string | null }) {
  if (!userAgent) return null;
  return <span title={userAgent}>{shortUserAgent(userAgent)}</span>;
}

/** The intro: what the list holds, when it was last refreshed, and a button to refresh it now. */
function Intro({
  updatedAt,
  refreshing,
  onRefresh,
}: {
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('online-users');
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-700">
      <p>
        {t('intro', { minutes: ONLINE_MINUTES, seconds: ONLINE_REFRESH_MS / 1000 })}{' '}
        {updatedAt > 0 ? (
          <time dateTime={new Date(updatedAt).toISOString()} className="text-slate-500 tabular-nums">
            {t('refreshedAt', { time: formatDate(updatedAt, 'time') })}
          </time>
        ) : null}
      </p>
      <Button variant="secondary" onClick={onRefresh} aria-busy={refreshing || undefined}>
        <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'motion-safe:animate-spin' : ''}`} />
        {t('refresh')}
      </Button>
    </div>
  );
}

/** "3 sessions, 2 users", and that nobody else is online when the admin's own session is the only one. */
function Count({ sessions }: { sessions: readonly TOnlineSession[] }) {
  const { t } = useTranslation('online-users');
  const users = new Set(sessions.map((session) => session.user.no)).size;
  const alone = sessions.length > 0 && sessions.every((session) => session.current);
  return (
    <p className="text-sm text-slate-700 tabular-nums">
      {t('count', { sessions: t('sessions', { count: sessions.length }), users: t('users', { count: users }) })}
      {alone ? <span className="ms-2 text-slate-500">{t('empty')}</span> : null}
    </p>
  );
}

/** Ends a session once confirmed, tells how it went, and refreshes the list either way. */
function useEndSession() {
  const { t } = useTranslation('online-users');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: TOnlineSession) => endSession(session.id),
    meta: { silent: true },
    onSuccess: (_result, session) =>
      notify({
        kind: 'session-ended',
        tone: 'success',
        unique: false,
        message: t('end.done', { username: session.user.username }),
        duration: ENDED_NOTICE_MS,
      }),
    onError: (error, session) =>
      notify({
        kind: 'session-end-failed',
        tone: 'error',
        message: t('end.failed', { username: session.user.username, reason: errorMessage(error) }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.online() }),
  });
}

function OnlineSessions({ caption }: { caption: string }) {
  const { t } = useTranslation(['online-users', 'common']);
  const [state, change] = useListUrlState(NO_FILTERS);
  const [hidden, setHidden] = useHiddenColumns('admin-online-users', []);
  const query = useQuery(onlineSessionsQuery());
  const end = useEndSession();
  const [confirming, setConfirming] = useState<TOnlineSession | null>(null);
  /** A refresh the admin asked for: the only one the table shows as loading (the automatic ones stay quiet). */
  const [refreshing, setRefreshing] = useState(false);
  /**
   * The End button that opened the dialog. The dialog has no trigger of its own to give the focus
   * back to: it goes back to that button, or to the count once the button's row is gone.
   */
  const opener = useRef<HTMLElement | null>(null);
  const countRef = useRef<HTMLDivElement>(null);

  const sessions = query.data?.data;
  const { size } = state.page;
  const pages = Math.max(1, Math.ceil((sessions?.length ?? 0) / size));
  // Sessions end between refreshes: a page that no longer exists shows the last one.
  const index = Math.min(state.page.index, pages - 1);
  const rows = useMemo(() => sessions?.slice(index * size, (index + 1) * size), [sessions, index, size]);

  useEffect(() => {
    if (confirming !== null || !opener.current) return;
    const target = opener.current.isConnected ? opener.current : countRef.current;
    opener.current = null;
    target?.focus();
  }, [confirming]);

  const refresh = () => {
    setRefreshing(true);
    void query.refetch().finally(() => setRefreshing(false));
  };

  const confirmEnd = () => {
    if (!confirming) return;
    // The list is refetched before the dialog closes: an ended session's row is gone by then.
    end.mutate(confirming, { onSettled: () => setConfirming(null) });
  };

  const columns = useMemo(
    (): DataTableColumn<TOnlineSession>[] => [
      { id: 'user', header: t('columns.user'), hideable: false, cell: (session) => <UserCell session={session} /> },
      { id: 'type', header: t('columns.type'), cell: (session) => <UserTypeCell type={session.user.type} /> },
      {
        id: 'impersonating',
        header: t('columns.impersonating'),
        cell: (session) =>
          session.impersonating ? (
            <TextLink to={`/admin/users/${session.impersonating.no}`}>{session.impersonating.username}</TextLink>
          ) : null,
      },
      { id: 'signedInAt', header: t('columns.signedInAt'), cell: (session) => <DateTime value={session.signedInAt} /> },
      {
        id: 'lastSeenAt',
        header: t('columns.lastSeenAt'),
        cell: (session) => <RelativeTime date={new Date(session.lastSeenAt)} />,
      },
      {
        id: 'environment',
        header: t('columns.environment'),
        cell: (session) => t(`common:environments.${session.environment}`),
      },
      {
        id: 'ip',
        header: t('columns.ip'),
        cell: (session) => <span className="font-mono text-xs">{session.ip}</span>,
      },
      {
        id: 'browser',
        header: t('columns.browser'),
        cell: (session) => <BrowserCell userAgent={session.userAgent} />,
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        hideable: false,
        cell: (session) =>
          session.current ? null : (
            <Button
              variant="secondary"
              className="min-h-8 py-1"
              aria-label={t('end.label', { username: session.user.username })}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setConfirming(session);
              }}
            >
              {t('end.action')}
            </Button>
          ),
      },
    ],
    [t],
  );

  return (
    <div className="flex flex-col gap-3">
      <Intro updatedAt={query.dataUpdatedAt} refreshing={refreshing} onRefresh={refresh} />
      <DataTable<TOnlineSession>
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(session) => session.id}
        rowLabel={(session) =>
          session.current ? `${session.user.username} (${t('thisSession')})` : session.user.username
        }
        total={sessions?.length}
        loading={query.isPending || refreshing}
        {...(query.isError ? { error: errorMessage(query.error) } : {})}
        sort={null}
        onSortChange={() => {}}
        page={{ index, size }}
        onPageChange={(page) => change({ page })}
        pageSizes={PAGE_SIZES}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        emptyMessage={t('empty')}
        toolbar={
          sessions ? (
            <div ref={countRef} tabIndex={-1} className="focus:outline-none">
              <Count sessions={sessions} />
            </div>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('end.title')}
        message={t('end.message', { username: confirming?.user.username ?? '' })}
        confirmLabel={t('end.action')}
        cancelLabel={t('end.cancel')}
        pending={end.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmEnd}
      />
    </div>
  );
}

/**
 * `/admin/users/online` (admins): the sessions seen in the last ONLINE_MINUTES, refreshed every
 * ONLINE_REFRESH_MS, with who they belong to, whom they impersonate, where and how they connect.
 * An admin ends any session but their own: its user is signed out at their next request.
 */
export function OnlineUsersPage() {
  const { t } = useTranslation('common');
  const title = t('sections.onlineUsers');
  return (
    <AdminPage title={title}>
      <OnlineSessions caption={title} />
    </AdminPage>
  );
}
