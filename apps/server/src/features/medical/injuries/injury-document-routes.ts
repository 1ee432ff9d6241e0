import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, eq } from 'drizzle-orm';
import type { TInjuryDocument } from '@libero/shared/medical/injuries';
import type { Db } from '../../../db/connection';
import { injuryDocuments, playerInjuries } from '../../../db/schema/medical';
import { AppError } from '../../../lib/app-error';
import { actorOf, writeAudit } from '../../audit';
import { attachFile, createDocumentStorage, receiveForm, sendDocument } from '../../documents';
import { readableInjury, writableInjury } from './injury-access';
import { numberParam, signedIn } from '../../../lib/route-params';

type Params = { Params: { no: string; documentNo?: string } };

const ENTITY = 'PlayerInjury';
const DOCUMENT = 'InjuryDocument';

/**
 * The files kept with an injury (`/api/medical/injuries/{no}/documents…`): listed and downloaded by
 * its readers, added and removed by its medical staff, each read and write audited like the injury.
 */
export async function injuryDocumentRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config);
  await app.register(multipart);
  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;

  const documentOf = async (db: Db, injuryNo: number, documentNo: number) => {
    const [document] = await db
      .select()
      .from(injuryDocuments)
      .where(and(eq(injuryDocuments.injuryNo, injuryNo), eq(injuryDocuments.no, documentNo)));
    if (!document) throw new AppError('NotFound', `document ${documentNo}`);
    return document;
  };

  app.get<Params>('/api/medical/injuries/:no/documents', async (request): Promise<TInjuryDocument[]> => {
    const db = await environmentDb(request);
    const injury = await readableInjury(db, signedIn(request), numberParam(request.params.no, 'no'));
    const rows = await db
      .select()
      .from(injuryDocuments)
      .where(eq(injuryDocuments.injuryNo, injury.no))
      .orderBy(asc(injuryDocuments.no));
    await writeAudit(db, actorOf(request), {
      action: 'read',
      entity: ENTITY,
      entityNo: injury.no,
      after: { documents: rows.map((row) => row.no) },
    });
    return rows.map(({ no, fileName, contentType, sizeBytes, createdAt }) => ({
      no,
      fileName,
      contentType,
      sizeBytes,
      createdAt: createdAt.toISOString(),
    }));
  });

  app.get<Params>('/api/medical/injuries/:no/documents/:documentNo', async (request, reply) => {
    const db = await environmentDb(request);
    const injury = await readableInjury(db, signedIn(request), numberParam(request.params.no, 'no'));
    const document = await documentOf(db, injury.no, numberParam(request.params.documentNo, 'documentNo'));
    await writeAudit(db, actorOf(request), {
      action: 'read',
      entity: DOCUMENT,
      entityNo: document.no,
      after: { injuryNo: injury.no },
    });
    return sendDocument(reply, storage, document);
  });

  app.post<Params>('/api/medical/injuries/:no/documents', async (request, reply) => {
    const db = await environmentDb(request);
    const viewer = signedIn(request);
    const no = numberParam(request.params.no, 'no');
    // Who may not add a file learns so before sending it.
    await writableInjury(db, viewer, no);
    const { file } = await receiveForm(request, storage, app.config.DOCUMENT_MAX_BYTES, {
      fields: [],
      check: () => {},
    });
    const created = await attachFile(storage, file, () =>
      db.transaction(async (tx) => {
        const trx = tx as unknown as Db;
        await writableInjury(trx, viewer, no);
        const [row] = await trx
          .insert(injuryDocuments)
          .values({ injuryNo: no, ...file, uploadedByUserNo: viewer.no })
          .returning();
        // The injury takes a new version: its document count changed.
        await trx.update(playerInjuries).set({ updatedAt: new Date() }).where(eq(playerInjuries.no, no));
        await writeAudit(trx, actorOf(request), { action: 'upload', entity: DOCUMENT, entityNo: row!.no, after: row });
        return { replacedKey: null, answer: row! };
      }),
    );
    return reply.status(201).send({ no: created.no, fileName: created.fileName });
  });

  app.delete<Params>('/api/medical/injuries/:no/documents/:documentNo', async (request, reply) => {
    const db = await environmentDb(request);
    const viewer = signedIn(request);
    const no = numberParam(request.params.no, 'no');
    const documentNo = numberParam(request.params.documentNo, 'documentNo');
    const removed = await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      await writableInjury(trx, viewer, no);
      const document = await documentOf(trx, no, documentNo);
      await trx.delete(injuryDocuments).where(eq(injuryDocuments.no, documentNo));
      await trx.update(playerInjuries).set({ updatedAt: new Date() }).where(eq(playerInjuries.no, no));
      await writeAudit(trx, actorOf(request), {
        action: 'delete',
        entity: DOCUMENT,
        entityNo: documentNo,
        before: document,
      });
      return document;
    });
    await storage.remove(removed.storageKey);
    return reply.status(204).send();
  });
}
