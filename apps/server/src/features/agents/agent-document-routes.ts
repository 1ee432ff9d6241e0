import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { agentRepresentations } from '../../db/schema/agents';
import { AppError } from '../../lib/app-error';
import { numberParam, signedIn } from '../../lib/route-params';
import { actorOf, writeAudit } from '../audit';
import { attachFile, createDocumentStorage, receiveForm, sendAttachedFile, type AttachedFile } from '../documents';
import { canWriteRepresentation, readableRepresentation } from './agent-representation-records';

type Params = { Params: { no: string } };

type Representation = typeof agentRepresentations.$inferSelect;

const documentOf = (representation: Representation): AttachedFile => ({
  fileName: representation.documentFileName,
  contentType: representation.documentContentType,
  sizeBytes: representation.documentSizeBytes,
  storageKey: representation.documentStorageKey,
});

/**
 * The signed contract of an agent's representation (`AgentRepresentation`), beside the gateway:
 * uploaded (or replaced) by its agent or an admin, read by the contract's readers. Audited.
 */
export async function agentDocumentRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config);
  await app.register(multipart);
  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;

  app.get<Params>('/api/agent-representations/:no/document', async (request, reply) => {
    const no = numberParam(request.params.no, 'no');
    const representation = await readableRepresentation(await environmentDb(request), signedIn(request), no);
    return sendAttachedFile(reply, storage, documentOf(representation), 'document');
  });

  app.put<Params>('/api/agent-representations/:no/document', async (request) => {
    const viewer = signedIn(request);
    const no = numberParam(request.params.no, 'no');
    // Who may not add the document learns so before sending it.
    const db = await environmentDb(request);
    const readable = await readableRepresentation(db, viewer, no);
    if (!canWriteRepresentation(viewer, readable)) throw new AppError('AccessDenied', `AgentRepresentation ${no}`);
    const { fields, file } = await receiveForm(request, storage, app.config.DOCUMENT_MAX_BYTES, {
      fields: ['version'],
      check: (given) => numberParam(given.version, 'version'),
    });
    return attachFile(storage, file, () =>
      db.transaction(async (tx) => {
        const trx = tx as unknown as Db;
        const representation = await readableRepresentation(trx, viewer, no, true);
        if (representation.version !== numberParam(fields.version, 'version'))
          throw new AppError('Conflict', 'version');
        const [changed] = await trx
          .update(agentRepresentations)
          .set({
            documentFileName: file.fileName,
            documentContentType: file.contentType,
            documentSizeBytes: file.sizeBytes,
            documentStorageKey: file.storageKey,
            updatedAt: new Date(),
          })
          .where(eq(agentRepresentations.no, no))
          .returning();
        await writeAudit(trx, actorOf(request), {
          action: 'upload',
          entity: 'AgentRepresentation',
          entityNo: no,
          before: representation,
          after: changed,
        });
        return {
          replacedKey: representation.documentStorageKey,
          answer: { no, version: changed!.version, documentFileName: changed!.documentFileName },
        };
      }),
    );
  });
}
