import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import {
  dismiss,
  useNotifications,
  type Notification,
  type NotificationTone,
} from '../../lib/notifications/notifications-store';

const TONES: Record<NotificationTone, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: 'border-sky-200 bg-white text-slate-900 [&>svg]:text-sky-700' },
  success: {
    icon: CircleCheck,
    className: 'border-emerald-200 bg-emerald-50 text-emerald-950 [&>svg]:text-emerald-700',
  },
  warning: { icon: TriangleAlert, className: 'border-amber-200 bg-amber-50 text-amber-950 [&>svg]:text-amber-700' },
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-950 [&>svg]:text-red-700' },
};

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = TONES[notification.tone];
  return (
    // The role is on the item's content: a list holds list items only.
    <li className="pointer-events-auto">
      <div
        role={notification.tone === 'error' ? 'alert' : 'status'}
        className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm shadow-lg motion-safe:animate-fade-in ${className}`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="min-w-0 flex-1 break-words">{notification.message}</p>
        <button
          type="button"
          onClick={() => dismiss(notification.id)}
          aria-label={t('notifications.dismiss')}
          title={t('notifications.dismiss')}
          className="-m-1 shrink-0 rounded p-1 opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * SPEC §2: the notifications, always present at the top right (bottom right on narrow screens),
 * newest last. The list is a polite live region so that each new one is read out.
 */
export function NotificationList() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  return (
    <section
      aria-label={t('notifications.label')}
      className="pointer-events-none fixed top-3 right-3 z-60 w-[min(24rem,calc(100vw-1.5rem))] narrow:top-auto narrow:bottom-3"
    >
      <ol aria-live="polite" className="flex flex-col gap-2">
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ol>
    </section>
  );
}
