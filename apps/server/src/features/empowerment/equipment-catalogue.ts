import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TApplicationDetails } from '@libero/shared/empowerment/empowerment-api';
import type { Db } from '../../db/connection';
import { equipmentCatalogue } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';

/** The currency of the catalogue's prices. */
const CATALOGUE_CURRENCY = 'USD';

/** `GET /api/empowerment/catalogue`: the equipment the programme sends now. */
export async function readCatalogue(db: Db) {
  const items = await db
    .select({
      code: equipmentCatalogue.code,
      name: equipmentCatalogue.name,
      unit: equipmentCatalogue.unit,
      unitPriceMinor: equipmentCatalogue.unitPriceMinor,
    })
    .from(equipmentCatalogue)
    .where(eq(equipmentCatalogue.active, true))
    .orderBy(asc(equipmentCatalogue.name));
  return { items, currency: CATALOGUE_CURRENCY };
}

/** Refuses equipment details naming an item the catalogue does not offer (422 naming the item's code). */
export async function checkCatalogueItems(db: Db, details: TApplicationDetails): Promise<void> {
  if (details.type !== 'volleyballEquipment') return;
  const codes = [...new Set(details.items.map((item) => item.code))];
  const offered = await db
    .select({ code: equipmentCatalogue.code })
    .from(equipmentCatalogue)
    .where(and(eq(equipmentCatalogue.active, true), inArray(equipmentCatalogue.code, codes)));
  const known = new Set(offered.map((item) => item.code));
  const unknown = details.items.findIndex((item) => !known.has(item.code));
  if (unknown >= 0) throw new AppError('InvalidData', `details.items.${unknown}.code`);
}
