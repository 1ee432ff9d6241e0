import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZArticleCreate,
  ZArticleLanguage,
  ZArticleSettingsSave,
  ZArticleStep,
  ZArticleStepInput,
  ZArticleTextSave,
} from '@libero/shared/media/articles-api';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../lib/app-error';
import { validate } from '../../../lib/validate';
import { actorOf } from '../../audit';
import { createArticle, saveSettings, saveText } from './article-commands';
import type { ArticleContext } from './article-context';
import { readArticleDossier } from './article-dossier';
import { takeStep } from './article-steps';
import { numberParam, signedIn } from '../../../lib/route-params';

type NoParams = { Params: { no: string } };

/** A path parameter that must be one of a schema's values. */
function oneOf<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  raw: string,
  name: string,
): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('BadParameter', name);
  return parsed.data;
}

/**
 * The articles' and press releases' editing (issue #24): `POST /api/media/articles`, the editing
 * view `GET /api/media/articles/{no}` (every language version, links, tags, timeline, the viewer's
 * steps), a language version, the settings, and the workflow's steps. Each command runs in one
 * transaction with its timeline line and audit entry, and answers the article as it now is. The
 * lists and the public reads are the gateway's (`GetArticleList`, `GetPressReleaseList`).
 */
export async function articleRoutes(app: FastifyInstance) {
  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;

  async function command(request: FastifyRequest, work: (context: ArticleContext) => Promise<number | void>) {
    const db = await environmentDb(request);
    const viewer = signedIn(request);
    const no = await db.transaction(async (tx) => {
      const context: ArticleContext = { db: tx as unknown as Db, viewer, actor: actorOf(request), now: new Date() };
      return (await work(context)) ?? numberParam((request.params as { no?: string }).no, 'no');
    });
    return readArticleDossier(db, viewer, no);
  }

  app.post('/api/media/articles', async (request, reply) => {
    const input = validate(ZArticleCreate, request.body);
    return reply.status(201).send(await command(request, (context) => createArticle(context, input)));
  });

  app.get<NoParams>('/api/media/articles/:no', async (request) =>
    readArticleDossier(await environmentDb(request), signedIn(request), numberParam(request.params.no, 'no')),
  );

  app.put<{ Params: { no: string; language: string } }>('/api/media/articles/:no/texts/:language', async (request) => {
    const language = oneOf(ZArticleLanguage, request.params.language, 'language');
    const input = validate(ZArticleTextSave, request.body);
    return command(request, (context) => saveText(context, numberParam(request.params.no, 'no'), language, input));
  });

  app.put<NoParams>('/api/media/articles/:no/settings', async (request) => {
    const input = validate(ZArticleSettingsSave, request.body);
    return command(request, (context) => saveSettings(context, numberParam(request.params.no, 'no'), input));
  });

  app.post<{ Params: { no: string; step: string } }>('/api/media/articles/:no/steps/:step', async (request) => {
    const step = oneOf(ZArticleStep, request.params.step, 'step');
    const input = validate(ZArticleStepInput, request.body);
    return command(request, (context) => takeStep(context, numberParam(request.params.no, 'no'), step, input));
  });
}
