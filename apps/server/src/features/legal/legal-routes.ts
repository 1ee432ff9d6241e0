import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  UPLOADED_LEGAL_DOCUMENT_KINDS,
  ZCaseCreate,
  ZCaseStep,
  ZCaseStepInput,
  ZCaseUpdate,
  type LegalDocumentKind,
  type TCaseDossier,
} from '@libero/shared/legal/legal-api';
import { FINAL_STATUSES } from '@libero/shared/legal/legal-cases';
import { ZLegalSettings } from '@libero/shared/legal/origin-rules';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import { z } from 'zod';
import { publicUrl } from '../../config';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { federationOfOriginChanges, legalCaseDocuments, legalCases } from '../../db/schema/legal';
import { persons } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { validate } from '../../lib/validate';
import { actorOf } from '../audit';
import { createDocumentStorage, receiveForm, sendDocument, type StoredFile, type UploadForm } from '../documents';
import { transactionWithMails, type CommandEffects } from '../mail';
import { decisionFileName, renderDecision } from './decision-pdf';
import { remindOverdue } from './legal-clock';
import { recordEvent, type LegalContext } from './legal-context';
import { createCase, updateDraft } from './legal-drafts';
import { readCaseDossier } from './legal-dossier';
import { originOf, rolesOf, visibleCase, type CaseRow } from './legal-records';
import { readLegalSettings, saveLegalSettings } from './legal-settings';
import { takeStep } from './legal-steps';
import { numberParam, signedIn } from '../../lib/route-params';

type NoParams = { Params: { no: string } };

/** How often overdue cases are looked for in the production database (reading a case does it too). */
const CLOCK_EVERY_MS = 60 * 60 * 1000;

const ZSettingsSave = ZLegalSettings.extend({ version: z.coerce.number().int().min(0) });

/**
 * The legal cases (issue #22): `POST /api/legal/cases` and `GET|PUT /api/legal/cases/{no}`, the
 * steps, the evidence, the decision letter, the rules (`/api/legal/settings`) and a player's
 * federation of origin with its history. Each command answers the case as it now is. The lists
 * are the gateway's (`GetFederationOfOriginChangeList`, `GetFederationDeterminationList`).
 */
export async function legalRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config);
  const maxBytes = app.config.DOCUMENT_MAX_BYTES;
  const mail = {
    orgCode: app.config.ORG_CODE,
    publicUrl: publicUrl(app.config),
    officeEmail: app.config.LEGAL_OFFICE_EMAIL,
  };
  await app.register(multipart);

  /** Reminds the overdue cases of `db`; the reminders go to the production outbox, which the mail queue reads. */
  async function remind(db: Db): Promise<void> {
    const now = new Date();
    const effects: CommandEffects = { mails: [], onRollback: [] };
    await transactionWithMails(db, app.identityDb.db, effects, async (trx) => {
      effects.mails.push(...(await remindOverdue(trx, mail, utcDay(now), now)));
    });
  }
  const tick = () =>
    void remind(app.identityDb.db).catch((err: unknown) => app.log.warn({ err }, 'Legal clock failed'));
  app.addHook('onReady', async () => tick());
  const clock = setInterval(tick, CLOCK_EVERY_MS);
  clock.unref();
  app.addHook('onClose', async () => clearInterval(clock));

  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;

  async function dossier(request: FastifyRequest, db: Db, no: number): Promise<TCaseDossier> {
    await remind(db);
    return readCaseDossier(db, signedIn(request), no, utcDay(new Date()));
  }

  /** Runs a command in one transaction with its timeline, audit and e-mails, then answers the case. */
  async function command(request: FastifyRequest, work: (context: LegalContext) => Promise<number | void>) {
    const db = await environmentDb(request);
    const context: LegalContext = {
      db,
      viewer: signedIn(request),
      actor: actorOf(request),
      now: new Date(),
      storage,
      mail,
      mails: [],
      onRollback: [],
    };
    const no = await transactionWithMails(
      db,
      app.identityDb.db,
      context,
      async (trx) => (await work({ ...context, db: trx })) ?? numberParam((request.params as { no?: string }).no, 'no'),
    );
    return dossier(request, db, no);
  }

  app.post('/api/legal/cases', async (request, reply) => {
    const input = validate(ZCaseCreate, request.body);
    return reply.status(201).send(await command(request, (context) => createCase(context, input)));
  });

  app.get<NoParams>('/api/legal/cases/:no', async (request) =>
    dossier(request, await environmentDb(request), numberParam(request.params.no, 'no')),
  );

  app.put<NoParams>('/api/legal/cases/:no', async (request) => {
    const input = validate(ZCaseUpdate, request.body);
    return command(request, (context) => updateDraft(context, numberParam(request.params.no, 'no'), input));
  });

  app.post<{ Params: { no: string; step: string } }>('/api/legal/cases/:no/steps/:step', async (request) => {
    const step = ZCaseStep.safeParse(request.params.step);
    if (!step.success) throw new AppError('BadParameter', 'step');
    const input = validate(ZCaseStepInput, request.body);
    return command(request, (context) => takeStep(context, numberParam(request.params.no, 'no'), step.data, input));
  });

  app.post<NoParams>('/api/legal/cases/:no/documents', async (request, reply) => {
    const no = numberParam(request.params.no, 'no');
    const kindOf = (value: string | undefined): LegalDocumentKind =>
      UPLOADED_LEGAL_DOCUMENT_KINDS.find((kind) => kind === value) ??
      (() => {
        throw new AppError('InvalidData', 'kind');
      })();
    const viewer = signedIn(request);
    // Who may not add evidence learns so before sending the file.
    const row = await visibleCase(await environmentDb(request), viewer, no);
    checkUploader(viewer, row);
    const form: UploadForm<'kind'> = { fields: ['kind'], check: (given) => kindOf(given.kind) };
    const { fields, file } = await receiveForm(request, storage, maxBytes, form);
    const answer = await command(request, async (context) => {
      context.onRollback.push(() => storage.remove(file.storageKey));
      await addEvidence(context, no, kindOf(fields.kind), file);
    });
    return reply.status(201).send(answer);
  });

  app.get<NoParams & { Params: { documentNo: string } }>(
    '/api/legal/cases/:no/documents/:documentNo',
    async (request, reply) => {
      const db = await environmentDb(request);
      const row = await visibleCase(db, signedIn(request), numberParam(request.params.no, 'no'));
      const documentNo = numberParam(request.params.documentNo, 'documentNo');
      const [document] = await db
        .select()
        .from(legalCaseDocuments)
        .where(and(eq(legalCaseDocuments.caseNo, row.no), eq(legalCaseDocuments.no, documentNo)));
      if (!document) throw new AppError('NotFound', `document ${documentNo}`);
      return sendDocument(reply, storage, document);
    },
  );

  app.get<NoParams>('/api/legal/cases/:no/decision.pdf', async (request, reply) => {
    const db = await environmentDb(request);
    const no = numberParam(request.params.no, 'no');
    const current = await dossier(request, db, no);
    if (current.decidedAt === null) throw new AppError('NotFound', `decision of case ${no}`);
    const pdf = await renderDecision(app.config.ORG_CODE, current);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${decisionFileName(no)}"`)
      .send(pdf);
  });

  app.get('/api/legal/settings', async (request) => readLegalSettings(await environmentDb(request)));

  app.put('/api/legal/settings', async (request) => {
    const { version, ...settings } = validate(ZSettingsSave, request.body);
    return saveLegalSettings(await environmentDb(request), actorOf(request), settings, version);
  });

  app.get<NoParams>('/api/legal/players/:no/origin', async (request) => {
    const db = await environmentDb(request);
    return originHistory(db, numberParam(request.params.no, 'no'));
  });
}

/** Evidence is added by the case's parties while it is open. */
function checkUploader(viewer: AuthUser, row: CaseRow): void {
  if (rolesOf(viewer, row).size === 0) throw new AppError('AccessDenied', 'legal: adding evidence');
  if (FINAL_STATUSES.includes(row.status)) throw new AppError('LegalStepRefused', `evidence: ${row.status}`);
}

async function addEvidence(context: LegalContext, no: number, kind: LegalDocumentKind, file: StoredFile) {
  const { db, viewer } = context;
  const row = await visibleCase(db, viewer, no, true);
  checkUploader(viewer, row);
  await db.insert(legalCaseDocuments).values({ caseNo: no, kind, ...file, uploadedByUserNo: viewer.no });
  // The case takes a new version: what was read before the evidence came is stale.
  await db.update(legalCases).set({ updatedAt: context.now }).where(eq(legalCases.no, no));
  await recordEvent(
    context,
    no,
    { step: 'evidence', fromStatus: row.status, toStatus: row.status, text: `${kind}: ${file.fileName}` },
    row,
  );
}

/** A player's federation of origin and every change of it, oldest first. */
async function originHistory(db: Db, playerNo: number) {
  const [player] = await db
    .select({ originFederationNo: persons.originFederationNo, federationNo: persons.federationNo })
    .from(persons)
    .where(eq(persons.no, playerNo));
  if (!player) throw new AppError('NotFound', `player ${playerNo}`);
  const changes = await db
    .select({
      from: federationOfOriginChanges.fromFederationNo,
      to: federationOfOriginChanges.toFederationNo,
      caseNo: federationOfOriginChanges.caseNo,
      kind: legalCases.kind,
      day: federationOfOriginChanges.day,
    })
    .from(federationOfOriginChanges)
    .innerJoin(legalCases, eq(legalCases.no, federationOfOriginChanges.caseNo))
    .where(eq(federationOfOriginChanges.playerNo, playerNo))
    .orderBy(asc(federationOfOriginChanges.day), asc(federationOfOriginChanges.no));
  const nos = [originOf(player), ...changes.flatMap((c) => [c.from, c.to])].filter((no): no is number => no !== null);
  const named = nos.length
    ? await db
        .select({ no: federations.no, code: federations.code, name: federations.name })
        .from(federations)
        .where(inArray(federations.no, nos))
    : [];
  const federation = (no: number | null) => named.find((f) => f.no === no) ?? null;
  return {
    federationOfOrigin: federation(originOf(player)),
    history: changes.map((c) => ({
      fromFederation: federation(c.from),
      toFederation: federation(c.to)!,
      caseNo: c.caseNo,
      kind: c.kind,
      day: c.day,
    })),
  };
}
