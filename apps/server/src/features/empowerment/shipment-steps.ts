import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZShipmentInput, ZShipmentStepInput } from '@libero/shared/empowerment/empowerment-api';
import { SHIPMENT_TRANSITIONS, type ShipmentStep } from '@libero/shared/empowerment/shipments';
import type { Db } from '../../db/connection';
import { equipmentCatalogue, shipments } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import { recordEvent, type EmpowermentContext } from './empowerment-context';
import { shipmentNews } from './project-mails';
import {
  checkRole,
  checkVersion,
  reachedProject,
  reachedShipment,
  type ReachedProject,
  type ShipmentRow,
} from './project-records';

type ShipmentInput = z.output<typeof ZShipmentInput>;
type ShipmentStepInput = z.output<typeof ZShipmentStepInput>;

const AUDITED_SHIPMENT = 'Shipment';

/** Every item is of the catalogue's equipment still offered, else 422 naming the first unknown one. */
async function checkCatalogue(db: Db, items: ShipmentInput['items']): Promise<void> {
  const codes = [...new Set(items.map((item) => item.code))];
  const offered = await db
    .select({ code: equipmentCatalogue.code })
    .from(equipmentCatalogue)
    .where(and(inArray(equipmentCatalogue.code, codes), eq(equipmentCatalogue.active, true)));
  const known = new Set(offered.map((item) => item.code));
  const unknown = items.findIndex((item) => !known.has(item.code));
  if (unknown >= 0) throw new AppError('InvalidData', `items.${unknown}.code`);
}

/**
 * `POST /api/empowerment/projects/{no}/shipments`: a reviewer orders equipment for an equipment
 * project. Answers the project's no.
 */
export async function addShipment(
  context: EmpowermentContext,
  projectNo: number,
  input: ShipmentInput,
): Promise<number> {
  const { db, viewer } = context;
  const reached = await reachedProject(db, viewer, projectNo, true);
  checkRole(reached, 'reviewer', 'ordering equipment');
  if (reached.project.projectType !== 'volleyballEquipment')
    throw new AppError('EmpowermentStepRefused', `shipment: a ${reached.project.projectType} project`);
  await checkCatalogue(db, input.items);
  const [created] = await db
    .insert(shipments)
    .values({ projectNo, items: input.items, deliveryAddress: input.deliveryAddress })
    .returning();
  await recordEvent(
    context,
    'shipment',
    created!.no,
    { step: 'create', toStatus: created!.status },
    { entity: AUDITED_SHIPMENT, after: created },
  );
  return projectNo;
}

/** What a step writes besides the status: the carrier and its tracking number when shipped (both needed). */
function changesOf(step: ShipmentStep, input: ShipmentStepInput, now: Date): Partial<typeof shipments.$inferInsert> {
  switch (step) {
    case 'ship':
      if (input.carrier === '') throw new AppError('InvalidData', 'carrier');
      if (input.trackingNumber === '') throw new AppError('InvalidData', 'trackingNumber');
      return { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: now };
    case 'confirmDelivery':
      return { deliveredAt: now };
    case 'enterCustoms':
      return {};
  }
}

/** Refuses a step not the viewer's role's (403), or one the shipment is not at (409). */
function checkStep(reached: ReachedProject, shipment: ShipmentRow, step: ShipmentStep): void {
  const transition = SHIPMENT_TRANSITIONS[step];
  if (!reached.roles.has(transition.by)) throw new AppError('AccessDenied', `shipment: ${step}`);
  if (!transition.from.includes(shipment.status))
    throw new AppError('EmpowermentStepRefused', `shipment ${step}: ${shipment.status}`);
}

/**
 * `POST /api/empowerment/shipments/{no}/steps/{step}`: a reviewer ships the equipment (the
 * federation hears of it) and sees it through customs; the federation confirms its delivery.
 * Answers the project's no.
 */
export async function takeShipmentStep(
  context: EmpowermentContext,
  no: number,
  step: ShipmentStep,
  input: ShipmentStepInput,
): Promise<number> {
  const { db, viewer } = context;
  const { shipment, ...reached } = await reachedShipment(db, viewer, no, true);
  checkVersion(shipment.version, input.version);
  checkStep(reached, shipment, step);
  const status = SHIPMENT_TRANSITIONS[step].to;
  const [after] = await db
    .update(shipments)
    .set({ ...changesOf(step, input, context.now), status })
    .where(eq(shipments.no, no))
    .returning();
  await recordEvent(
    context,
    'shipment',
    no,
    { step, fromStatus: shipment.status, toStatus: status, text: input.text },
    { entity: AUDITED_SHIPMENT, before: shipment, after },
  );
  if (step === 'ship')
    context.mails.push(...(await shipmentNews(db, context.mail, reached.project, after!, viewer.no)));
  return reached.project.no;
}
