import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ZAccreditationRequest,
  ZAccreditationStepInput,
  ACCREDITATION_STEPS,
} from '@libero/shared/media/organizations';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { personDocuments } from '../../../db/schema/people';
import { AppError } from '../../../lib/app-error';
import { validate } from '../../../lib/validate';
import { actorOf } from '../../audit';
import { createDocumentStorage, type DocumentStorage } from '../../documents';
import { transactionWithMails } from '../../mail';
import { requestAccreditation, takeAccreditationStep, type AccreditationContext } from './accreditation-commands';
import { accreditationAnswer, visibleAccreditation } from './accreditation-records';
import { badgeFileName, renderBadge } from './badge-pdf';
import { numberParam, signedIn } from '../../../lib/route-params';

type NoParams = { Params: { no: string } };

const ZStep = z.enum(ACCREDITATION_STEPS);

/** The person's latest photo that a PDF can hold (JPEG or PNG), if any. */
async function photoOf(db: Db, storage: DocumentStorage, personNo: number): Promise<Buffer | null> {
  const [photo] = await db
    .select({ key: personDocuments.storageKey })
    .from(personDocuments)
    .where(
      and(
        eq(personDocuments.personNo, personNo),
        eq(personDocuments.kind, 'photo'),
        inArray(personDocuments.contentType, ['image/jpeg', 'image/png']),
      ),
    )
    .orderBy(desc(personDocuments.no))
    .limit(1);
  if (!photo) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(photo.key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Media accreditations (issue #24): `POST /api/media/accreditations` requests one, `GET …/{no}`
 * reads it, `POST …/{no}/steps/{step}` approves, refuses or withdraws it, and `GET …/{no}/badge.pdf`
 * prints the badge of an approved one. Lists are the gateway's (`GetMediaAccreditationList`).
 */
export async function accreditationRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config);
  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;

  async function answer(request: FastifyRequest, db: Db, no: number) {
    const { row, actors } = await visibleAccreditation(db, signedIn(request), no);
    return accreditationAnswer(row, actors);
  }

  /** Runs a command in one transaction with its audit and e-mails, then answers the accreditation. */
  async function command(request: FastifyRequest, work: (context: AccreditationContext) => Promise<number | void>) {
    const db = await environmentDb(request);
    const context: AccreditationContext = {
      db,
      viewer: signedIn(request),
      actor: actorOf(request),
      now: new Date(),
      orgCode: app.config.ORG_CODE,
      mails: [],
    };
    const effects = { mails: context.mails, onRollback: [] };
    const no = await transactionWithMails(
      db,
      app.identityDb.db,
      effects,
      async (trx) => (await work({ ...context, db: trx })) ?? numberParam((request.params as { no?: string }).no, 'no'),
    );
    return answer(request, db, no);
  }

  app.post('/api/media/accreditations', async (request, reply) => {
    const input = validate(ZAccreditationRequest, request.body);
    return reply.status(201).send(await command(request, (context) => requestAccreditation(context, input)));
  });

  app.get<NoParams>('/api/media/accreditations/:no', async (request) =>
    answer(request, await environmentDb(request), numberParam(request.params.no, 'no')),
  );

  app.post<{ Params: { no: string; step: string } }>('/api/media/accreditations/:no/steps/:step', async (request) => {
    const step = ZStep.safeParse(request.params.step);
    if (!step.success) throw new AppError('BadParameter', 'step');
    const input = validate(ZAccreditationStepInput, request.body);
    const no = numberParam(request.params.no, 'no');
    return command(request, (context) => takeAccreditationStep(context, no, step.data, input));
  });

  app.get<NoParams>('/api/media/accreditations/:no/badge.pdf', async (request, reply) => {
    const db = await environmentDb(request);
    const { row } = await visibleAccreditation(db, signedIn(request), numberParam(request.params.no, 'no'));
    if (row.status !== 'approved' || !row.badgeNumber)
      throw new AppError('NotFound', `badge of accreditation ${row.no}`);
    const badge = { ...row, badgeNumber: row.badgeNumber, issuedOn: (row.decidedAt ?? '').slice(0, 10) };
    const pdf = await renderBadge(app.config.ORG_CODE, badge, await photoOf(db, storage, row.personNo));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${badgeFileName(row.badgeNumber)}"`)
      .send(pdf);
  });
}
