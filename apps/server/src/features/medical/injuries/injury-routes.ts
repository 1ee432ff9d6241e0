import type { FastifyInstance } from 'fastify';
import { injuryDocumentRoutes } from './injury-document-routes';
import { injuryPatientsRoute } from './injury-patients-route';

/** The injuries' JSON routes; the records themselves are the gateway's (`PlayerInjury`). */
export async function injuryRoutes(app: FastifyInstance) {
  await app.register(injuryDocumentRoutes);
  await app.register(injuryPatientsRoute);
}
