import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@libero/shared/i18n/languages';
import type { TWorkItem, TWorkQueue, WorkArea } from '@libero/shared/work-queue/work-queue-api';
import { workAreaName } from '@libero/shared/work-queue/work-wording';
import { formatDate } from '../../lib/dates/date-formats';
import { workReasonText } from '../../lib/work-queue';
import { useFederationNoOptions } from '../../lib/entities/federation-options';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { SelectFilter } from '../../ui/select-filter';
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

/** For admins: their own queue, or a federation's as its users see it. */
export function QueueOwnerChoice({ value, onChange }: { value: string; onChange: (federationNo: string) => void }) {
  const { t } = useTranslation('dashboard');
  const federations = useFederationNoOptions();
  return (
    <SelectFilter
      label={t('work.whose')}
      value={value}
      options={federations}
      anyLabel={t('work.mine')}
      onChange={(choice) => onChange(choice ?? '')}
    />
  );
}

/** "What needs you" (issue #26): every item waiting on the user, grouped by area, the most urgent first. */
export function WorkPanel({
  queue,
  loading,
  onRetry,
  ownerChoice,
}: {
  queue: TWorkQueue | undefined;
  loading: boolean;
  /** Set when the queue could not be read: offers to read it again. */
  onRetry?: () => void;
  /** Shown in the panel's header (an admin's choice of whose queue). */
  ownerChoice?: ReactNode;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const items = queue?.items ?? [];
  const total = queue?.total ?? 0;
  const overdue = queue?.overdue ?? 0;
  const areaTotal = (area: WorkArea) => queue?.areas.find((counted) => counted.area === area)?.total ?? 0;
  return (
    <FoldablePanel
      title={t('work.title')}
      loading={loading}
      className="lg:col-span-2"
      actions={
        <span className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          {ownerChoice}
          {total > 0 ? t('work.count', { count: total }) : null}
          {overdue > 0 ? <Badge tone="danger">{t('work.overdue', { count: overdue })}</Badge> : null}
        </span>
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
            <section key={area} aria-label={workAreaName(area, language)}>
              <h3 className="text-sm font-semibold text-slate-800">
                {workAreaName(area, language)} <span className="font-normal text-slate-500">({areaTotal(area)})</span>
              </h3>
              <ul className="divide-y divide-slate-100 text-sm">
                {group.map((item) => (
                  <WorkItem key={item.key} item={item} />
                ))}
              </ul>
              {areaTotal(area) > group.length ? (
                <p className="pt-1 text-xs text-slate-600">
                  {t('work.more', { count: areaTotal(area) - group.length })}
                </p>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </FoldablePanel>
  );
}
