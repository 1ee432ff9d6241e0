import type { FastifyInstance } from 'fastify';
import { actorOf } from '../features/audit';
import { AppError } from '../lib/app-error';
import { exportFormat, sendTabular } from '../lib/tabular-export';
import { listExport } from './list-export';
import { parseVisXml } from './parse-request';
import { environmentFor } from './request-environment';
import { XML_BODY_LIMIT, xmlOf } from './request-xml';
import { listSource } from './whole-lists';

/**
 * `POST /proxy/export?format=csv|xlsx`: every record a `Get{Entity}List` request matches, streamed
 * as CSV or XLSX as it is read.
 */
export async function exportRoutes(app: FastifyInstance) {
  app.post<{ Querystring: { format?: string } }>(
    '/proxy/export',
    { bodyLimit: XML_BODY_LIMIT },
    async (request, reply) => {
      if (!request.auth) throw new AppError('NotAuthenticated');
      const format = exportFormat(request.query.format);
      const { requests } = parseVisXml(xmlOf(request.body));
      const [one] = requests;
      if (!one || requests.length !== 1) throw new AppError('BadParameter', 'Type: one Get…List request');
      const database = await app.databases.get(environmentFor(requests, request.environment));
      const source = listSource(database, app.config.LIST_MAX_ROWS);
      return sendTabular(
        reply,
        await listExport(source, actorOf(request), request.auth.user, one, format, request.language),
      );
    },
  );
}
