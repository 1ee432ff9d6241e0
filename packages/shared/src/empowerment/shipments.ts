import type { ApplicationRole } from './applications';

/** An equipment shipment's way to its federation; the federation confirms the delivery. */
export const SHIPMENT_STATUSES = ['ordered', 'shipped', 'inCustoms', 'delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STEPS = ['ship', 'enterCustoms', 'confirmDelivery'] as const;
export type ShipmentStep = (typeof SHIPMENT_STEPS)[number];

export const SHIPMENT_TRANSITIONS: Readonly<
  Record<ShipmentStep, { from: readonly ShipmentStatus[]; to: ShipmentStatus; by: ApplicationRole }>
> = {
  /** Needs the carrier and its tracking number. */
  ship: { from: ['ordered'], to: 'shipped', by: 'reviewer' },
  enterCustoms: { from: ['shipped'], to: 'inCustoms', by: 'reviewer' },
  confirmDelivery: { from: ['shipped', 'inCustoms'], to: 'delivered', by: 'federation' },
};

export function shipmentStepsFor(status: ShipmentStatus, roles: ReadonlySet<ApplicationRole>): ShipmentStep[] {
  return SHIPMENT_STEPS.filter((step) => {
    const transition = SHIPMENT_TRANSITIONS[step];
    return transition.from.includes(status) && roles.has(transition.by);
  });
}
