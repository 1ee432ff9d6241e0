import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { EnvironmentDatabases } from './db/environment-databases';
import type { Environment } from '@libero/shared/http/environments';
import { authRoutes } from './features/auth/auth-routes';
import { myAccountRoutes } from './features/auth/my-account-routes';
import { onlineRoutes } from './features/users/online-routes';
import { userAdminRoutes } from './features/users/user-admin-routes';
import { auditRoutes } from './features/audit/audit-routes';
import { dashboardRoutes } from './features/dashboard/dashboard-routes';
import { federationActivityRoutes } from './features/bodies/federation-activity-routes';
import { documentRoutes } from './features/documents/document-routes';
import { transferRoutes } from './features/transfers/transfer-routes';
import { transferSettingsRoutes } from './features/transfers/transfer-settings-routes';
import { competitionRoutes } from './features/competitions/competition-routes';
import { scheduleRoutes } from './features/competitions/schedule-routes';
import { beachRoutes } from './features/beach/beach-routes';
import { legalRoutes } from './features/legal/legal-routes';
import { empowermentRoutes } from './features/empowerment/empowerment-routes';
import { accreditationRoutes } from './features/media/organizations/accreditation-routes';
import { servedTeamsRoutes } from './features/medical/staff/served-teams-routes';
import { injuryRoutes } from './features/medical/injuries/injury-routes';
import { agentDocumentRoutes } from './features/agents/agent-document-routes';
import { bankAccountRoutes } from './features/bank-accounts/bank-account-routes';
import { exportFileRoutes } from './features/exports/export-file-routes';
import { galleryRoutes } from './features/media/gallery/gallery-routes';
import { articleRoutes } from './features/media/articles/article-routes';
import { importRoutes } from './features/imports/import-routes';
import { duplicateRoutes } from './features/duplicates/duplicate-routes';
import { flagRoutes } from './features/flags/flag-routes';
import { workQueueRoutes } from './features/work-queue/work-queue-routes';
import mailPlugin from './features/mail/mail-plugin';
import { apiDocsRoutes } from './gateway/api-docs';
import { registerBindings } from './gateway/bindings';
import { gatewayRoutes } from './gateway/gateway-routes';
import { PUBLIC_ENDPOINT } from './gateway/request-xml';
import sessionPlugin from './features/auth/session-plugin';
import { demoSeeders } from './demo-seeders';
import { ENTITY_BINDINGS } from './entity-bindings';
import { WORK_SOURCES } from './work-sources';
import { AppError } from './lib/app-error';
import { isClusterWorker } from './lib/cluster-ipc';
import { ClusterRateLimitStore } from './lib/cluster-rate-limit';
import { logOptions, OneLinePerRequest } from './lib/log-options';
import { WEB_DIST_DIR } from './paths';
import environmentPlugin from './plugins/environment';
import errorsPlugin from './plugins/errors';
import { healthRoutes } from './plugins/health';
import metricsPlugin from './plugins/metrics';
import routeAccessPlugin from './plugins/route-access';
import securityPlugin from './plugins/security';
import staticFilesPlugin from './plugins/static-files';
import writeChangesPlugin from './plugins/write-changes';

export type BuildOptions = {
  config: Config;
  /** `false`: no logs (tests); otherwise LOG_LEVEL's, written to `logStream` (default: standard output). */
  logger?: false;
  logStream?: DestinationStream;
  /** The built web app to serve; defaults to apps/web/dist. */
  webRoot?: string;
  /** Where the one-time administrator password of an empty database is told. */
  announce?: (message: string) => void;
  /** Migrates and seeds each environment's database before it is opened (main.ts: in a child process). */
  prepareDatabase?: (environment: Environment) => Promise<void>;
};

/** Builds the application: used by main.ts and by every test. Opens the production database. */
export async function buildApp(options: BuildOptions) {
  const { config } = options;
  registerBindings(ENTITY_BINDINGS);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...logOptions(config.LOG_LEVEL), ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new OneLinePerRequest(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Clients of the public service spell its path in any case.
    rewriteUrl: (req) => {
      const url = req.url ?? '/';
      return url.toLowerCase().startsWith(PUBLIC_ENDPOINT) ? PUBLIC_ENDPOINT + url.slice(PUBLIC_ENDPOINT.length) : url;
    },
  });

  const databases = new EnvironmentDatabases({
    config,
    announce: options.announce ?? ((message) => app.log.warn(message)),
    log: app.log,
    demoSeeders: demoSeeders(config),
    prepare: options.prepareDatabase,
  });
  app.decorate('config', config);
  app.decorate('databases', databases);
  app.addHook('onClose', async () => databases.closeAll());
  try {
    app.decorate('identityDb', await databases.get('production'));
  } catch (error) {
    await databases.closeAll();
    throw error;
  }

  // Plugins in order: route access (every route's rule) → errors → metrics → security → write changes → session → environment → routes.
  await app.register(routeAccessPlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(writeChangesPlugin);
  await app.register(rateLimit, {
    global: false,
    // A cluster's workers count against one limit, kept by the primary.
    ...(isClusterWorker() ? { store: ClusterRateLimitStore } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new AppError('TooManyRequests', `retry after ${context.after}`);
      return error;
    },
  });
  await app.register(sessionPlugin);
  await app.register(environmentPlugin);
  await app.register(healthRoutes);
  await app.register(mailPlugin);
  await app.register(authRoutes);
  await app.register(myAccountRoutes);
  await app.register(dashboardRoutes);
  await app.register(workQueueRoutes, { sources: WORK_SOURCES });
  await app.register(auditRoutes);
  await app.register(userAdminRoutes);
  await app.register(onlineRoutes);
  await app.register(federationActivityRoutes);
  await app.register(gatewayRoutes);
  await app.register(apiDocsRoutes);
  await app.register(flagRoutes);
  await app.register(documentRoutes);
  await app.register(transferRoutes);
  await app.register(transferSettingsRoutes);
  await app.register(competitionRoutes);
  await app.register(scheduleRoutes);
  await app.register(beachRoutes);
  await app.register(legalRoutes);
  await app.register(empowermentRoutes);
  await app.register(accreditationRoutes);
  await app.register(servedTeamsRoutes);
  await app.register(injuryRoutes);
  await app.register(bankAccountRoutes);
  await app.register(agentDocumentRoutes);
  await app.register(exportFileRoutes);
  await app.register(galleryRoutes);
  await app.register(articleRoutes);
  await app.register(importRoutes);
  await app.register(duplicateRoutes);
  await app.register(staticFilesPlugin, { webRoot: options.webRoot ?? WEB_DIST_DIR });
  return app;
}
