import { useSyncExternalStore } from 'react';

export type NotificationTone = 'info' | 'success' | 'warning' | 'error';

export type Notification = {
  /** A timestamp (SPEC §4), unique within the page. */
  id: number;
  /** What the notification is about; by default one notification per kind is shown. */
  kind: string;
  /** The text shown, already in the interface language. */
  message: string;
  tone: NotificationTone;
  /** Milliseconds before it goes away by itself; absent: it stays until dismissed. */
  duration?: number;
};

export type NotifyInput = Omit<Notification, 'id' | 'tone'> & {
  tone?: NotificationTone;
  /** When true (the default), nothing is added while a notification of the same kind is shown. */
  unique?: boolean;
};

type Listener = () => void;

let notifications: readonly Notification[] = [];
let lastId = 0;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Notification[]) {
  notifications = next;
  for (const listener of listeners) listener();
}

/** Two notifications in the same millisecond still get distinct ids. */
function nextId(): number {
  lastId = Math.max(Date.now(), lastId + 1);
  return lastId;
}

/**
 * Shows a notification and returns its id. A unique notification whose kind is already shown is
 * not added again: the id of the one shown is returned.
 */
export function notify({ unique = true, tone = 'info', ...input }: NotifyInput): number {
  const shown = unique ? notifications.find((n) => n.kind === input.kind) : undefined;
  if (shown) return shown.id;
  const notification: Notification = { ...input, tone, id: nextId() };
  publish([...notifications, notification]);
  if (input.duration !== undefined)
    timers.set(
      notification.id,
      setTimeout(() => dismiss(notification.id), input.duration),
    );
  return notification.id;
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (notifications.some((n) => n.id === id)) publish(notifications.filter((n) => n.id !== id));
}

/** Removes every notification (sign-out, tests). */
export function dismissAll(): void {
  for (const notification of notifications) dismiss(notification.id);
}

export function getNotifications(): readonly Notification[] {
  return notifications;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notifications shown now, oldest first; re-renders when one is added or dismissed. */
export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications);
}
