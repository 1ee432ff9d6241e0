import type { FastifyInstance } from 'fastify';
import type { EmpowermentRuntime } from './empowerment-commands';

/** Projects, their invoices, reports and shipments. */
export function projectRoutes(app: FastifyInstance, runtime: EmpowermentRuntime): void {
  void app;
  void runtime;
}
