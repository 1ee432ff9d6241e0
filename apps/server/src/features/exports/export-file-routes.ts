import type { FastifyInstance } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import { exportDefinitions } from '../../db/schema/exports';
import { listExport } from '../../gateway/list-export';
import { environmentFor } from '../../gateway/request-environment';
import { listSource } from '../../gateway/whole-lists';
import { AppError } from '../../lib/app-error';
import { numberParam, signedIn } from '../../lib/route-params';
import { sendTabular, exportFormat } from '../../lib/tabular-export';
import { actorOf } from '../audit';
import { requestOf } from './export-definition-rules';
import { readableDefinitions } from './export-definition.binding';
import { scheduledExportsClock } from './scheduled-exports';

type Params = { Params: { no: string } };

/**
 * `GET /api/exports/{no}/file`: a saved export the user reads, run again with the user's own
 * permissions (what the owner could read and the runner cannot is refused, never given), in the
 * environment the user works on. The mailing of scheduled ones runs here too.
 */
export async function exportFileRoutes(app: FastifyInstance) {
  app.get<Params>('/api/exports/:no/file', async (request, reply) => {
    const viewer = signedIn(request);
    const no = numberParam(request.params.no, 'no');
    const readable: SQL | undefined = readableDefinitions(viewer);
    const [definition] = await app.identityDb.db
      .select()
      .from(exportDefinitions)
      .where(readable ? and(eq(exportDefinitions.no, no), readable) : eq(exportDefinitions.no, no));
    if (!definition) throw new AppError('NotFound', `ExportDefinition ${no}`);
    const one = requestOf(definition);
    const database = await app.databases.get(environmentFor([one], request.environment));
    const source = listSource(database, app.config.LIST_MAX_ROWS);
    const file = await listExport(
      source,
      actorOf(request),
      viewer,
      one,
      exportFormat(definition.format),
      request.language,
    );
    return sendTabular(reply, file);
  });
  scheduledExportsClock(app);
}
