import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZApplicationCreate,
  ZApplicationStep,
  ZApplicationUpdate,
  ZCallInput,
  ZCallUpdate,
  ZCommentInput,
  ZProjectType,
  ZScoresInput,
  ZStepInput,
} from '@libero/shared/empowerment/empowerment-api';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { receiveForm, sendDocument, type UploadForm } from '../documents';
import type { ApplicationContext } from './application-context';
import {
  addApplicationDocument,
  applicationDocumentKind,
  checkUploader,
  deleteApplicationDocument,
} from './application-documents';
import { readApplicationDossier } from './application-dossier';
import { createApplication, updateApplication } from './application-drafts';
import { visibleApplication } from './application-records';
import { addComment, saveScores } from './application-review';
import { takeApplicationStep } from './application-steps';
import { numberParam, signedIn } from '../../lib/route-params';
import type { EmpowermentRuntime } from './empowerment-commands';
import { createCall, listCalls, updateCall } from './empowerment-calls';
import { documentOf } from './empowerment-documents';
import { readSummary } from './empowerment-summary';
import { readCatalogue } from './equipment-catalogue';
import { readEligibility } from './eligibility-facts';

type NoParams = { Params: { no: string } };
type DocumentParams = { Params: { no: string; documentNo: string } };

const ZEligibilityQuery = z.strictObject({
  callNo: z.coerce.number().int().min(1).max(2_147_483_647),
  type: ZProjectType,
  federationNo: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** Calls, the catalogue, eligibility, applications and their review, and the dashboard's summary. */
export function applicationRoutes(app: FastifyInstance, runtime: EmpowermentRuntime): void {
  const { storage, maxBytes, environmentDb } = runtime;
  const mail = { ...runtime.mail, officeEmail: app.config.EMPOWERMENT_OFFICE_EMAIL };
  const noOf = (request: FastifyRequest<NoParams>) => numberParam(request.params.no, 'no');

  const dossier = async (request: FastifyRequest, db: Db, no: number) =>
    readApplicationDossier(db, signedIn(request), no, utcDay(new Date()));

  /** Runs a command on application `no` in one transaction, then answers the application as it now is. */
  async function command(request: FastifyRequest, work: (context: ApplicationContext) => Promise<number | void>) {
    const done = await runtime.command(request, (context) => work({ ...context, mail }));
    const no = done ?? numberParam((request.params as { no?: string }).no, 'no');
    return dossier(request, await environmentDb(request), no);
  }

  app.get('/api/empowerment/calls', async (request) => ({
    calls: await listCalls(await environmentDb(request), new Date()),
  }));

  app.post('/api/empowerment/calls', async (request, reply) => {
    const input = validate(ZCallInput, request.body);
    return reply.status(201).send(await runtime.command(request, (context) => createCall(context, input)));
  });

  app.put<NoParams>('/api/empowerment/calls/:no', async (request) => {
    const input = validate(ZCallUpdate, request.body);
    return runtime.command(request, (context) => updateCall(context, noOf(request), input));
  });

  app.get('/api/empowerment/catalogue', async (request) => readCatalogue(await environmentDb(request)));

  app.get('/api/empowerment/eligibility', async (request) => {
    const query = validate(ZEligibilityQuery, request.query);
    return readEligibility(await environmentDb(request), signedIn(request), query, utcDay(new Date()));
  });

  app.get('/api/empowerment/summary', async (request) =>
    readSummary(await environmentDb(request), signedIn(request), utcDay(new Date())),
  );

  app.post('/api/empowerment/applications', async (request, reply) => {
    const input = validate(ZApplicationCreate, request.body);
    return reply.status(201).send(await command(request, (context) => createApplication(context, input)));
  });

  app.get<NoParams>('/api/empowerment/applications/:no', async (request) =>
    dossier(request, await environmentDb(request), noOf(request)),
  );

  app.put<NoParams>('/api/empowerment/applications/:no', async (request) => {
    const input = validate(ZApplicationUpdate, request.body);
    return command(request, (context) => updateApplication(context, noOf(request), input));
  });

  app.post<{ Params: { no: string; step: string } }>(
    '/api/empowerment/applications/:no/steps/:step',
    async (request) => {
      const step = ZApplicationStep.safeParse(request.params.step);
      if (!step.success) throw new AppError('BadParameter', 'step');
      const input = validate(ZStepInput, request.body);
      return command(request, (context) => takeApplicationStep(context, noOf(request), step.data, input));
    },
  );

  app.put<NoParams>('/api/empowerment/applications/:no/scores', async (request) => {
    const input = validate(ZScoresInput, request.body);
    return command(request, (context) => saveScores(context, noOf(request), input));
  });

  app.post<NoParams>('/api/empowerment/applications/:no/comments', async (request) => {
    const { text } = validate(ZCommentInput, request.body);
    return command(request, (context) => addComment(context, noOf(request), text));
  });

  app.post<NoParams>('/api/empowerment/applications/:no/documents', async (request, reply) => {
    const no = noOf(request);
    const viewer = signedIn(request);
    // Who may not attach a document learns so before sending the file.
    checkUploader(viewer, await visibleApplication(await environmentDb(request), viewer, no));
    const form: UploadForm<'kind'> = { fields: ['kind'], check: (given) => applicationDocumentKind(given.kind) };
    const { fields, file } = await receiveForm(request, storage, maxBytes, form);
    const answer = await command(request, async (context) => {
      context.onRollback.push(() => storage.remove(file.storageKey));
      await addApplicationDocument(context, no, applicationDocumentKind(fields.kind), file);
    });
    return reply.status(201).send(answer);
  });

  app.get<DocumentParams>('/api/empowerment/applications/:no/documents/:documentNo', async (request, reply) => {
    const db = await environmentDb(request);
    const row = await visibleApplication(db, signedIn(request), noOf(request));
    const document = await documentOf(db, 'application', row.no, numberParam(request.params.documentNo, 'documentNo'));
    return sendDocument(reply, storage, document);
  });

  app.delete<DocumentParams>('/api/empowerment/applications/:no/documents/:documentNo', async (request) => {
    const documentNo = numberParam(request.params.documentNo, 'documentNo');
    let storageKey = '';
    const answer = await command(request, async (context) => {
      storageKey = await deleteApplicationDocument(context, noOf(request), documentNo);
    });
    await storage.remove(storageKey);
    return answer;
  });
}
