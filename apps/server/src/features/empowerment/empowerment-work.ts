import type { WorkSource } from '../work-queue';
import { empowermentTodo } from './empowerment-summary';

/**
 * The programme's items in the work queue: what its dashboard panel lists as to do next (a
 * federation's invoices to upload, deliveries to confirm, drafts to submit and final reports; the
 * reviewers' applications and invoices to check, invoices to pay and equipment to ship).
 */
export const empowermentWork: WorkSource = {
  area: 'empowerment',
  itemsFor: async (db, viewer, today) =>
    (await empowermentTodo(db, viewer, today)).map((todo) => ({
      key: `empowerment:${todo.kind}:${todo.path}`,
      area: 'empowerment' as const,
      reason: `empowerment.${todo.kind}`,
      title: todo.title,
      path: todo.path,
      dueDay: null,
      overdue: false,
    })),
};
