import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  UPLOADED_DOCUMENT_KINDS,
  ZPaymentFields,
  ZTransferCreate,
  ZTransferModify,
  ZTransferParty,
  ZTransferReasoned,
  ZTransferSign,
  ZTransferStep,
  type TTransferDossier,
} from '@libero/shared/transfers/transfer-api';
import { CERTIFIED_STATUSES } from '@libero/shared/transfers/transfer-progress';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import { publicUrl } from '../../config';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { actorOf } from '../audit';
import {
  createDocumentStorage,
  type DocumentStorage,
  receiveForm,
  type StoredFile,
  type UploadForm,
  sendDocument,
} from '../documents';
import { transactionWithMails } from '../mail';
import { settleByClock } from './transfer-clock';
import {
  createTransfer,
  endTransfer,
  grantWindowException,
  modifyTransfer,
  submitTransfer,
  type Ending,
} from './transfer-commands';
import type { TransferContext } from './transfer-context';
import { readDossier } from './transfer-dossier';
import { addDocument, findDocument, latestCertificate, recordPayment } from './transfer-files';
import { visibleTransfer } from './transfer-records';
import { approveTransfer, removeSignature, signTransfer } from './transfer-signing';
import { signedIn } from '../../lib/route-params';

type NoParams = { Params: { no: string } };

/** How often approved transfers are moved on by the calendar in the production database (a read of one does it too). */
const CLOCK_EVERY_MS = 60 * 60 * 1000;

function transferNo(request: FastifyRequest): number {
  const raw = (request.params as { no?: string }).no ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('BadParameter', 'no');
  return Number(raw);
}

/**
 * The international transfer workflow (issue #9), for the parties of each transfer and admins:
 * `POST /api/transfers`, `GET|PUT /api/transfers/{no}`, and its steps (submit, signatures,
 * payments, documents, approve, reject, cancel, release, window-exception), the documents and the
 * certificate. Each step answers the transfer as it now is. The list is the gateway's
 * `GetVolleyTransferList`.
 */
export async function transferRoutes(app: FastifyInstance) {
  const storage: DocumentStorage = createDocumentStorage(app.config);
  const maxBytes = app.config.DOCUMENT_MAX_BYTES;
  const world = { name: app.config.ORG_CODE, email: app.config.TRANSFER_OFFICE_EMAIL };
  await app.register(multipart);

  const tick = () => {
    settleByClock(app.identityDb.db, 'production', utcDay(new Date())).catch((err: unknown) =>
      app.log.warn({ err }, 'Transfer clock failed'),
    );
  };
  app.addHook('onReady', async () => tick());
  const clock = setInterval(tick, CLOCK_EVERY_MS);
  clock.unref();
  app.addHook('onClose', async () => clearInterval(clock));

  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;

  async function dossier(request: FastifyRequest, db: Db, no: number): Promise<{ data: TTransferDossier }> {
    const now = new Date();
    await settleByClock(db, request.environment, utcDay(now), no);
    const sources = {
      db,
      identityDb: app.identityDb.db,
      viewer: signedIn(request),
      today: utcDay(now),
      orgCode: app.config.ORG_CODE,
      world,
    };
    return { data: await readDossier(sources, no) };
  }

  /**
   * Runs a command in one transaction with its audit entries and e-mails (queued in the same
   * transaction when the environment's database is the one the mail queue reads), then answers
   * the transfer as it now is.
   */
  async function command(request: FastifyRequest, work: (context: TransferContext) => Promise<number | void>) {
    const db = await environmentDb(request);
    const context: TransferContext = {
      db,
      viewer: signedIn(request),
      actor: actorOf(request),
      now: new Date(),
      orgCode: app.config.ORG_CODE,
      storage,
      publicUrl: publicUrl(app.config),
      world,
      mails: [],
      onRollback: [],
    };
    const no = await transactionWithMails(
      db,
      app.identityDb.db,
      context,
      async (trx) => (await work({ ...context, db: trx })) ?? transferNo(request),
    );
    return dossier(request, db, no);
  }

  /** Receives a form with a file; the file is removed again if the command refuses it. */
  async function withUpload<F extends string>(
    request: FastifyRequest,
    form: UploadForm<F>,
    work: (fields: Partial<Record<F, string>>, file: StoredFile, context: TransferContext) => Promise<void>,
  ) {
    signedIn(request);
    const { fields, file } = await receiveForm(request, storage, maxBytes, form);
    return command(request, async (context) => {
      context.onRollback.push(() => storage.remove(file.storageKey));
      await work(fields, file, context);
    });
  }

  app.post('/api/transfers', async (request, reply) => {
    const input = validate(ZTransferCreate, request.body);
    return reply.status(201).send(await command(request, (context) => createTransfer(context, input)));
  });

  app.get<NoParams>('/api/transfers/:no', async (request) => {
    signedIn(request);
    return dossier(request, await environmentDb(request), transferNo(request));
  });

  app.put<NoParams>('/api/transfers/:no', async (request) => {
    const input = validate(ZTransferModify, request.body);
    return command(request, (context) => modifyTransfer(context, transferNo(request), input));
  });

  app.post<NoParams>('/api/transfers/:no/submit', async (request) => {
    const { version } = validate(ZTransferStep, request.body);
    return command(request, (context) => submitTransfer(context, transferNo(request), version));
  });

  app.post<NoParams>('/api/transfers/:no/approve', async (request) => {
    const { version } = validate(ZTransferStep, request.body);
    return command(request, (context) => approveTransfer(context, transferNo(request), version));
  });

  app.post<NoParams>('/api/transfers/:no/signatures', async (request) => {
    const { version, party } = validate(ZTransferSign, request.body);
    return command(request, (context) => signTransfer(context, transferNo(request), version, party));
  });

  app.delete<NoParams & { Params: { party: string }; Querystring: { version?: string } }>(
    '/api/transfers/:no/signatures/:party',
    async (request) => {
      const party = ZTransferParty.safeParse(request.params.party);
      if (!party.success) throw new AppError('BadParameter', 'party');
      const version = Number(request.query.version);
      if (!/^\d{1,16}$/.test(request.query.version ?? '')) throw new AppError('BadParameter', 'version');
      return command(request, (context) => removeSignature(context, transferNo(request), version, party.data));
    },
  );

  for (const ending of ['reject', 'cancel', 'release'] as const satisfies Ending[]) {
    app.post<NoParams>(`/api/transfers/:no/${ending}`, async (request) => {
      const { version, reason } = validate(ZTransferReasoned, request.body);
      return command(request, (context) => endTransfer(context, transferNo(request), ending, version, reason));
    });
  }

  app.post<NoParams>('/api/transfers/:no/window-exception', async (request) => {
    const { version, reason } = validate(ZTransferReasoned, request.body);
    return command(request, (context) => grantWindowException(context, transferNo(request), version, reason));
  });

  app.post<NoParams>('/api/transfers/:no/payments', async (request, reply) => {
    const check = (given: Record<string, string | undefined>) => validate(ZPaymentFields, given);
    const form = { fields: ['version', 'amountMinor', 'currency', 'paidOn'] as const, check };
    const answer = await withUpload(request, form, (fields, file, context) =>
      recordPayment(context, transferNo(request), check(fields), file),
    );
    return reply.status(201).send(answer);
  });

  app.post<NoParams>('/api/transfers/:no/documents', async (request, reply) => {
    const kindOf = (value: string | undefined) =>
      UPLOADED_DOCUMENT_KINDS.find((kind) => kind === value) ??
      (() => {
        throw new AppError('InvalidData', 'kind');
      })();
    const form = { fields: ['kind'] as const, check: (given: { kind?: string }) => kindOf(given.kind) };
    const answer = await withUpload(request, form, (fields, file, context) =>
      addDocument(context, transferNo(request), kindOf(fields.kind), file),
    );
    return reply.status(201).send(answer);
  });

  app.get<NoParams & { Params: { documentNo: string } }>(
    '/api/transfers/:no/documents/:documentNo',
    async (request, reply) => {
      const db = await environmentDb(request);
      const transfer = await visibleTransfer(db, signedIn(request), transferNo(request));
      if (!/^\d{1,9}$/.test(request.params.documentNo)) throw new AppError('BadParameter', 'documentNo');
      return sendDocument(reply, storage, await findDocument(db, transfer.no, Number(request.params.documentNo)));
    },
  );

  app.get<NoParams>('/api/transfers/:no/certificate', async (request, reply) => {
    const db = await environmentDb(request);
    const transfer = await visibleTransfer(db, signedIn(request), transferNo(request));
    if (!CERTIFIED_STATUSES.includes(transfer.status))
      throw new AppError('NotFound', `certificate of transfer ${transfer.no}`);
    return sendDocument(reply, storage, await latestCertificate(db, transfer.no));
  });
}
