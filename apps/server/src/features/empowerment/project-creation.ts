import { INVOICE_STATUS } from '@libero/shared/statuses/statuses';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { TApplicationDetails } from '@libero/shared/empowerment/empowerment-api';
import { developmentProjects, invoices, shipments } from '../../db/schema/empowerment';
import { today, type ApplicationContext } from './application-context';
import type { ApplicationRow } from './application-records';
import type { CallRow } from './empowerment-calls';
import { recordEvent } from './empowerment-context';

/** How long an equipment project runs from its approval: the shipment's way and its first use. */
const EQUIPMENT_PROJECT_DAYS = 180;
/** The final report is due this long after the project ends. */
const FINAL_REPORT_DAYS = 30;

const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** The project's period: the one the application asks for, or from today for equipment. */
function periodOf(details: TApplicationDetails, day: string): { startDay: string; endDay: string } {
  if (details.type === 'volleyballEquipment') return { startDay: day, endDay: addDays(day, EQUIPMENT_PROJECT_DAYS) };
  return { startDay: details.startDay, endDay: details.endDay };
}

/**
 * The development project of an application approved now, in the same transaction: its period and
 * final report's milestone, an invoice expected for each budget line and, for equipment, the
 * shipment ordered.
 */
export async function createProject(context: ApplicationContext, row: ApplicationRow, call: CallRow): Promise<number> {
  const { db, viewer } = context;
  const period = periodOf(row.details, today(context));
  const [project] = await db
    .insert(developmentProjects)
    .values({
      applicationNo: row.no,
      federationNo: row.federationNo,
      projectType: row.projectType,
      title: row.title,
      currency: call.currency,
      budgetTotalMinor: row.budgetTotalMinor,
      ...period,
      milestones: [{ title: 'Final report', dueDay: addDays(period.endDay, FINAL_REPORT_DAYS), doneDay: null }],
    })
    .returning();
  const projectNo = project!.no;
  if (row.budget.length > 0)
    await db.insert(invoices).values(
      row.budget.map((line) => ({
        projectNo,
        description: line.description,
        amountMinor: line.quantity * line.unitAmountMinor,
        status: INVOICE_STATUS.NeedsUpload,
        createdByUserNo: viewer.no,
      })),
    );
  if (row.details.type === 'volleyballEquipment')
    await db
      .insert(shipments)
      .values({ projectNo, items: row.details.items, deliveryAddress: row.details.deliveryAddress });
  await recordEvent(
    context,
    'project',
    projectNo,
    { step: 'create', toStatus: project!.status },
    { entity: 'DevelopmentProject', after: project },
  );
  return projectNo;
}
