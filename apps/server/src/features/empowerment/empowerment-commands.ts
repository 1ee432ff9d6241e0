import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrl } from '../../config';
import type { Db } from '../../db/connection';
import { actorOf } from '../audit';
import { createDocumentStorage, type DocumentStorage } from '../documents';
import { transactionWithMails } from '../mail';
import type { EmpowermentContext, EmpowermentMailSettings } from './empowerment-context';
import { signedIn } from '../../lib/route-params';

/** What the programme's routes share: the document store, the mails' settings, and the command runner. */
export type EmpowermentRuntime = {
  storage: DocumentStorage;
  maxBytes: number;
  mail: EmpowermentMailSettings;
  /** The database of the request's network (production, test…). */
  environmentDb: (request: FastifyRequest) => Promise<Db>;
  /**
   * Runs a command in one transaction of the request's database with its timeline, audit and
   * mails (queued when it commits); what it stored outside the database is undone if it fails.
   */
  command: <T>(request: FastifyRequest, work: (context: EmpowermentContext) => Promise<T>) => Promise<T>;
};

export function empowermentRuntime(app: FastifyInstance): EmpowermentRuntime {
  const storage = createDocumentStorage(app.config);
  const mail = { orgCode: app.config.ORG_CODE, publicUrl: publicUrl(app.config) };
  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;
  return {
    storage,
    maxBytes: app.config.DOCUMENT_MAX_BYTES,
    mail,
    environmentDb,
    async command(request, work) {
      const db = await environmentDb(request);
      const production = app.identityDb.db;
      const context: EmpowermentContext = {
        db,
        production,
        viewer: signedIn(request),
        actor: actorOf(request),
        now: new Date(),
        storage,
        mail,
        mails: [],
        onRollback: [],
      };
      return transactionWithMails(db, app.identityDb.db, context, (trx) =>
        work({ ...context, db: trx, production: db === production ? trx : production }),
      );
    },
  };
}
