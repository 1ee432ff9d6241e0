import { useTranslation } from 'react-i18next';
import type { TWorkItem, TWorkQueue, WorkArea } from '@libero/shared/work-queue/work-queue-api';
import { formatDate } from '../../lib/dates/date-formats';
import { workReasonText } from '../../lib/work-queue';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';

/** The areas in the order their most urgent item comes (the server sends overdue first). */
function byArea(items: readonly TWorkItem[]): [WorkArea, TWorkItem[]][] {
  const groups = new Map<WorkArea, TWorkItem[]>();
  for (const item of items) groups.set(item.area, [...(groups.get(item.area) ?? []), item]);
  return [...groups];
}

function Due({ item }: { item: TWorkItem }) {
  const { t } = useTranslation('dashboard');
  if (!item.dueDay) return null;
  const date = formatDate(item.dueDay);
  return item.overdue ? (
    <Badge tone="danger">{t('work.overdueSince', { date })}</Badge>
  ) : (
    <span className="text-xs text-slate-600">{t('work.due', { date })}</span>
  );
}

function WorkItem({ item }: { item: TWorkItem }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <span className="min-w-0">
        <TextLink to={item.path}>{item.title}</TextLink>
        <span className="block text-xs text-slate-600">{workReasonText(item.reason)}</span>
      </span>
      <Due item={item} />
    </li>
  );
}

/** "What needs you" (issue #26): every item waiting on the user, grouped by area, the most urgent first. */
export function WorkPanel({
  queue,
  loading,
  onRetry,
}: {
  queue: TWorkQueue | undefined;
  loading: boolean;
  /** Set when the queue could not be read: offers to read it again. */
  onRetry?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const items = queue?.items ?? [];
  const overdue = queue?.overdue ?? 0;
  return (
    <FoldablePanel
      title={t('work.title')}
      loading={loading}
      className="lg:col-span-2"
      actions={
        items.length > 0 ? (
          <span className="flex items-center gap-2 text-sm text-slate-600">
            {t('work.count', { count: items.length })}
            {overdue > 0 ? <Badge tone="danger">{t('work.overdue', { count: overdue })}</Badge> : null}
          </span>
        ) : null
      }
    >
      {onRetry ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          {t('work.failed')}
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('work.none')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {byArea(items).map(([area, group]) => (
            <section key={area} aria-label={t(`work.areas.${area}`)}>
              <h3 className="text-sm font-semibold text-slate-800">
                {t(`work.areas.${area}`)} <span className="font-normal text-slate-500">({group.length})</span>
              </h3>
              <ul className="divide-y divide-slate-100 text-sm">
                {group.map((item) => (
                  <WorkItem key={item.key} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </FoldablePanel>
  );
}
