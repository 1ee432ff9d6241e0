import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { actorOf, writeAudit } from '../audit';
import type { AuthUser } from '../../lib/request-auth';
import { canKeepDocuments, type DocumentOwner } from './document-access';
import { createDocumentStorage } from './create-document-storage';
import { receiveUpload } from './document-upload';
import { sendDocument } from './send-document';
import {
  deleteDocument,
  findDocument,
  findPerson,
  insertDocument,
  listDocuments,
  type PersonDocument,
} from './documents-repository';

const AUDITED_ENTITY = 'PersonDocument';

type NoParams = { Params: { no: string } };

/** What clients see of a document: never where it is stored. */
function present(document: PersonDocument) {
  const { no, kind, fileName, contentType, sizeBytes, createdAt, version } = document;
  return { no, kind, fileName, contentType, sizeBytes, createdAt: createdAt.toISOString(), version };
}

function signedInUser(request: FastifyRequest): AuthUser {
  const user = request.auth?.user;
  if (!user) throw new AppError('NotAuthenticated');
  return user;
}

/** A path or query number: at most `max` (record numbers are 32-bit, versions are not). */
function positiveInteger(value: unknown, name: string, max = 2 ** 31 - 1): number {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= max)) throw new AppError('BadParameter', name);
  return number;
}

async function environmentDb(request: FastifyRequest): Promise<Db> {
  return (await request.server.databases.get(request.environment)).db;
}

function checkKeeper(user: AuthUser, owner: DocumentOwner): void {
  if (!canKeepDocuments(user, owner)) throw new AppError('AccessDenied', `documents of person ${owner.no}`);
}

/** The person whose documents the request is about, once the user may keep them. */
async function personInReach(request: FastifyRequest<NoParams>, db: Db): Promise<DocumentOwner> {
  const user = signedInUser(request);
  const no = positiveInteger(request.params.no, 'no');
  const person = (await findPerson(db, no)) ?? notFound(`person ${no}`);
  checkKeeper(user, person);
  return person;
}

async function documentInReach(request: FastifyRequest<NoParams>, db: Db): Promise<PersonDocument> {
  const user = signedInUser(request);
  const no = positiveInteger(request.params.no, 'no');
  const found = (await findDocument(db, no)) ?? notFound(`document ${no}`);
  checkKeeper(user, found.owner);
  return found.document;
}

function notFound(what: string): never {
  throw new AppError('NotFound', what);
}

function conflict(): never {
  throw new AppError('Conflict', 'version');
}

/**
 * Documents kept about a person (passport scan, photo…): `GET|POST /people/{no}/documents`,
 * `GET|DELETE /documents/{no}`, for admins, the person's federation and the person themself.
 */
export async function documentRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config);
  const maxBytes = app.config.DOCUMENT_MAX_BYTES;
  await app.register(multipart);

  app.get<NoParams>('/people/:no/documents', async (request) => {
    const db = await environmentDb(request);
    const person = await personInReach(request, db);
    return { data: (await listDocuments(db, person.no)).map(present) };
  });

  app.post<NoParams>('/people/:no/documents', async (request, reply) => {
    const db = await environmentDb(request);
    const person = await personInReach(request, db);
    const upload = await receiveUpload(request, storage, maxBytes);
    try {
      const document = await db.transaction(async (tx) => {
        const trx = tx as unknown as Db;
        const row = await insertDocument(trx, { ...upload, personNo: person.no, uploadedBy: signedInUser(request).no });
        await writeAudit(trx, actorOf(request), {
          action: 'upload',
          entity: AUDITED_ENTITY,
          entityNo: row.no,
          after: { personNo: person.no, ...present(row) },
        });
        return row;
      });
      return reply.status(201).send({ data: present(document) });
    } catch (error) {
      await storage.remove(upload.storageKey);
      throw error;
    }
  });

  app.get<NoParams>('/documents/:no', async (request, reply) => {
    const document = await documentInReach(request, await environmentDb(request));
    return sendDocument(reply, storage, document);
  });

  app.delete<NoParams & { Querystring: { version?: string } }>('/documents/:no', async (request, reply) => {
    const db = await environmentDb(request);
    const document = await documentInReach(request, db);
    const version = positiveInteger(request.query.version, 'version', Number.MAX_SAFE_INTEGER);
    await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const deleted = (await deleteDocument(trx, document.no, version)) ?? conflict();
      await writeAudit(trx, actorOf(request), {
        action: 'delete',
        entity: AUDITED_ENTITY,
        entityNo: deleted.no,
        before: { personNo: deleted.personNo, ...present(deleted) },
      });
    });
    // After the commit: a file left behind by a failure here is only wasted space.
    await storage
      .remove(document.storageKey)
      .catch((err: unknown) => request.log.warn({ err }, 'Document file not removed'));
    return reply.status(204).send();
  });
}
