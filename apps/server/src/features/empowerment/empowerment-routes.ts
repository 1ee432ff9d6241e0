import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { applicationRoutes } from './application-routes';
import { empowermentRuntime } from './empowerment-commands';
import { projectRoutes } from './project-routes';

/**
 * The empowerment programme (issue #23): calls, applications and their review
 * (`application-routes.ts`); projects with their invoices, reports and shipments
 * (`project-routes.ts`). The lists are the gateway's (`GetApplicationList`…).
 */
export async function empowermentRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const runtime = empowermentRuntime(app);
  applicationRoutes(app, runtime);
  projectRoutes(app, runtime);
}
