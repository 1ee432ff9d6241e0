import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { TProjectDossier, TShipment } from '@libero/shared/empowerment/empowerment-api';
import type { ShipmentStep } from '@libero/shared/empowerment/shipments';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { NewShipmentDialog } from './new-shipment-dialog';
import { ShipmentStatusBadge } from './project-badges';
import { takeShipmentStep } from './project-api';
import { ShipDialog } from './ship-dialog';
import { ShipmentTimeline } from './shipment-timeline';
import { isStale, useProjectAction } from './use-project-action';

type Asking = { shipment: TShipment; step: ShipmentStep };
type StepProps = {
  dossier: TProjectDossier;
  shipment: TShipment;
  step: Exclude<ShipmentStep, 'ship'>;
  onClose: () => void;
};

/** Entering customs, confirming the delivery: asked once more, then sent with the version read. */
function ConfirmShipmentStep({ dossier, shipment, step, onClose }: StepProps) {
  const { t } = useTranslation('projects');
  const action = useProjectAction(dossier.no);
  const confirm = async () => {
    const outcome = await action.run({
      run: () => takeShipmentStep(shipment.no, step, { version: shipment.version }),
      done: t(`shipments.steps.${step}.done`, { no: shipment.no }),
    });
    if (outcome.done || isStale(outcome.error)) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t(`shipments.steps.${step}.title`, { no: shipment.no })}
      message={t(`shipments.steps.${step}.description`)}
      confirmLabel={t(`shipments.steps.${step}.confirm`)}
      cancelLabel={t('dialog.cancel')}
      pending={action.pending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}

function ShipmentFacts({ shipment }: { shipment: TShipment }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="text-slate-600">{t('empowerment:fields.items')}</dt>
      <dd className="min-w-0">
        <ul>
          {shipment.items.map((item) => (
            <li key={item.code}>{t('projects:shipments.item', { quantity: item.quantity, name: item.name })}</li>
          ))}
        </ul>
      </dd>
      <dt className="text-slate-600">{t('projects:shipments.deliveryAddress')}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{shipment.deliveryAddress}</dd>
      <dt className="text-slate-600">{t('empowerment:fields.carrier')}</dt>
      <dd>{shipment.carrier || t('projects:shipments.notYet')}</dd>
      <dt className="text-slate-600">{t('empowerment:fields.trackingNumber')}</dt>
      <dd className="break-all">{shipment.trackingNumber || t('projects:shipments.notYet')}</dd>
    </dl>
  );
}

function ShipmentCard({ shipment, onAsk }: { shipment: TShipment; onAsk: (asking: Asking) => void }) {
  const { t } = useTranslation('projects');
  const title = t('shipments.shipment', { no: shipment.no });
  return (
    <li>
      <article aria-label={title} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
          <ShipmentStatusBadge status={shipment.status} />
          <div className="ml-auto flex flex-wrap gap-1.5">
            {shipment.steps.map((step) => (
              <Button key={step} variant="secondary" onClick={() => onAsk({ shipment, step })}>
                {t(`shipments.steps.${step}.action`)}
              </Button>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_16rem]">
          <ShipmentFacts shipment={shipment} />
          <ShipmentTimeline shipment={shipment} />
        </div>
      </article>
    </li>
  );
}

/** The equipment shipments of the project: what, where, how far along, and the steps open to the viewer. */
export function ShipmentsPanel({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation('projects');
  const [asking, setAsking] = useState<Asking>();
  const [adding, setAdding] = useState(false);
  const close = () => setAsking(undefined);
  return (
    <FoldablePanel
      title={t('shipments.title')}
      actions={
        dossier.canAddShipment ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('shipments.add.button')}
          </Button>
        ) : null
      }
    >
      {dossier.shipments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('shipments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {dossier.shipments.map((shipment) => (
            <ShipmentCard key={shipment.no} shipment={shipment} onAsk={setAsking} />
          ))}
        </ul>
      )}
      {asking?.step === 'ship' ? <ShipDialog dossier={dossier} shipment={asking.shipment} onClose={close} /> : null}
      {asking && asking.step !== 'ship' ? (
        <ConfirmShipmentStep dossier={dossier} shipment={asking.shipment} step={asking.step} onClose={close} />
      ) : null}
      {adding ? <NewShipmentDialog dossier={dossier} onClose={() => setAdding(false)} /> : null}
    </FoldablePanel>
  );
}
