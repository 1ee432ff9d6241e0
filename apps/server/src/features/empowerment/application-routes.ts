import type { FastifyInstance } from 'fastify';
import type { EmpowermentRuntime } from './empowerment-commands';

/** Calls, the catalogue, eligibility, applications and their review, and the dashboard's summary. */
export function applicationRoutes(app: FastifyInstance, runtime: EmpowermentRuntime): void {
  void app;
  void runtime;
}
