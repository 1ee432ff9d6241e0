import { useTranslation } from 'react-i18next';
import type { TShipment } from '@libero/shared/empowerment/empowerment-api';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@libero/shared/empowerment/shipments';
import { formatMoment } from './project-format';

type Stage = 'reached' | 'skipped' | 'pending';

function stageOf(shipment: TShipment, status: ShipmentStatus): { stage: Stage; entry?: TShipment['timeline'][number] } {
  const entry = shipment.timeline.findLast((reached) => reached.status === status);
  if (entry) return { stage: 'reached', entry };
  // A later status was reached without this one (delivered without customs).
  const passed = SHIPMENT_STATUSES.indexOf(status) < SHIPMENT_STATUSES.indexOf(shipment.status);
  return { stage: passed ? 'skipped' : 'pending' };
}

const DOTS: Record<Stage, string> = {
  reached: 'border-emerald-600 bg-emerald-600',
  skipped: 'border-slate-300 bg-slate-100',
  pending: 'border-slate-300 bg-white',
};

/** Ordered → shipped → in customs → delivered: when each was reached and by whom, or that it is yet to come. */
export function ShipmentTimeline({ shipment }: { shipment: TShipment }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  return (
    <ol aria-label={t('projects:shipments.timeline.label', { no: shipment.no })} className="flex flex-col">
      {SHIPMENT_STATUSES.map((status, index) => {
        const { stage, entry } = stageOf(shipment, status);
        const last = index === SHIPMENT_STATUSES.length - 1;
        return (
          <li
            key={status}
            aria-current={status === shipment.status ? 'step' : undefined}
            className="relative flex gap-3 pb-3 last:pb-0"
          >
            {last ? null : <span aria-hidden="true" className="absolute top-4 left-[5px] h-full w-0.5 bg-slate-200" />}
            <span aria-hidden="true" className={`relative mt-1 size-3 shrink-0 rounded-full border-2 ${DOTS[stage]}`} />
            <div className="flex min-w-0 flex-col text-sm">
              <span className={stage === 'reached' ? 'font-medium text-slate-900' : 'text-slate-600'}>
                {t(`empowerment:shipmentStatuses.${status}`)}
              </span>
              <span className="text-xs text-slate-600">
                {entry ? (
                  <>
                    <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                    {entry.by ? ` · ${entry.by}` : ''}
                  </>
                ) : (
                  t(`projects:shipments.timeline.${stage === 'skipped' ? 'skipped' : 'pending'}`)
                )}
              </span>
              {entry?.text ? <span className="text-xs break-words text-slate-700">{entry.text}</span> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
