import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@libero/shared/dashboard/dashboard';
import { FoldablePanel } from '../../ui/foldable-panel';
import { RelativeTime } from '../../lib/dates/relative-time-label';

type Activity = TDashboard['recentActivity'][number];

/** The audit actions the dashboard can put in words; others are shown as recorded. */
const KNOWN_ACTIONS = [
  'login',
  'logout',
  'impersonate',
  'stopImpersonating',
  'changePassword',
  'resetPassword',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];

function isKnownAction(action: string): action is KnownAction {
  return (KNOWN_ACTIONS as readonly string[]).includes(action);
}

function ActivityText({ entry }: { entry: Activity }) {
  const { t } = useTranslation('dashboard');
  const actor = entry.actor?.username ?? t('activity.someone');
  const values = { actor, entity: entry.entity, no: entry.entityNo ?? '' };
  const text = isKnownAction(entry.action)
    ? t(`activity.actions.${entry.action}`, values)
    : t('activity.actions.other', { ...values, action: entry.action });
  return (
    <span className="min-w-0 flex-1 break-words text-slate-800">
      {text}
      {entry.impersonator ? (
        <span className="text-slate-500"> {t('activity.by', { username: entry.impersonator.username })}</span>
      ) : null}
    </span>
  );
}

/** The latest entries of the audit log the user may see (all for admins, their own otherwise). */
export function ActivityPanel({ activity, loading }: { activity: TDashboard['recentActivity']; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <FoldablePanel title={t('activity.title')} loading={loading} className="lg:col-span-2">
      {activity.length > 0 ? (
        <ol className="divide-y divide-slate-100 text-sm">
          {activity.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
              <ActivityText entry={entry} />
              <RelativeTime date={new Date(entry.at)} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{t('activity.none')}</p>
      )}
    </FoldablePanel>
  );
}
