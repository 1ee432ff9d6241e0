import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ZLinkedRecords,
  ZOnlineSessions,
  ZUserDetail,
  ZUserList,
  type TUserCreate,
  type TUserFilter,
  type TUserUpdate,
} from '@libero/shared/users/admin-users';
import { downloadFile, type ExportFormat } from '../../../lib/entities/export-list';
import { getJson, postJson, putJson, searchOf, send } from '../../../lib/http';
import { adminKeys, type Paging } from '../admin-api';

/** How often the online users refresh, in milliseconds. */
export const ONLINE_REFRESH_MS = 10_000;

export const userKeys = {
  all: [...adminKeys.all, 'users'] as const,
  list: (search: string) => [...userKeys.all, 'list', search] as const,
  detail: (no: number) => [...userKeys.all, 'detail', no] as const,
  linked: (type: number, search: string) => [...userKeys.all, 'linked', type, search] as const,
  online: () => [...userKeys.all, 'online'] as const,
};

/** `GET /api/admin/users`: one page of users, filtered and sorted (`sort`: a key, `-` first for descending). */
export function usersQuery(filter: TUserFilter, sort: string, paging: Paging) {
  const search = searchOf({ ...filter, sort, ...paging });
  return queryOptions({
    queryKey: userKeys.list(search),
    queryFn: () => getJson(`/api/admin/users?${search}`, ZUserList),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** Every user the filter matches, in the list's order, as a CSV or XLSX file the browser saves. */
export async function exportUsers(filter: TUserFilter, sort: string, format: ExportFormat): Promise<void> {
  await downloadFile(`/api/admin/users/export?${searchOf({ ...filter, sort, format })}`, `users.${format}`);
}

/** `GET /api/admin/users/{no}`: one user to edit. */
export function userQuery(no: number) {
  return queryOptions({
    queryKey: userKeys.detail(no),
    queryFn: () => getJson(`/api/admin/users/${no}`, ZUserDetail),
    meta: { silent: true },
  });
}

/** `POST /api/admin/users`: creates a user (and mails them a password link when asked). */
export function createUser(user: TUserCreate) {
  return postJson('/api/admin/users', user, ZUserDetail);
}

/** `PUT /api/admin/users/{no}`: saves a user; a stale `version` is a 409 (Conflict). */
export function updateUser(no: number, user: TUserUpdate) {
  return putJson(`/api/admin/users/${no}`, user, ZUserDetail);
}

/** `POST /api/admin/users/{no}/password-reset`: mails the user a link to choose a new password. */
export function sendPasswordReset(no: number) {
  return send('post', `/api/admin/users/${no}/password-reset`);
}

/** `GET /api/admin/users/linked`: the records a user of `type` may stand for, matching `search`. */
export function linkedRecordsQuery(type: number, search: string) {
  return queryOptions({
    queryKey: userKeys.linked(type, search),
    queryFn: () => getJson(`/api/admin/users/linked?${searchOf({ type, search })}`, ZLinkedRecords),
    enabled: search.trim() !== '',
  });
}

/** `GET /api/admin/users/online`: the sessions seen in the last minutes, refreshed live. */
export function onlineSessionsQuery() {
  return queryOptions({
    queryKey: userKeys.online(),
    queryFn: () => getJson('/api/admin/users/online', ZOnlineSessions),
    refetchInterval: ONLINE_REFRESH_MS,
    meta: { silent: true },
  });
}

/** `DELETE /api/admin/users/online/{id}`: ends a session (its user is signed out at their next request). */
export function endSession(id: string) {
  return send('delete', `/api/admin/users/online/${encodeURIComponent(id)}`);
}
