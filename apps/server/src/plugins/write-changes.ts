import fp from 'fastify-plugin';

/** Methods that never write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have written tells this process's databases before its answer leaves: the
 * client's next read must not meet an answer kept from before the write (gateway/read-answers.ts).
 * Other processes hear of it from the database itself. The gateway's routes, mostly reads, tell of
 * their writes themselves (`reportsItsWrites`).
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method) || request.routeOptions.config.reportsItsWrites) return payload;
    for (const [, database] of app.databases.opened()) database.changes.changed();
    return payload;
  });
});
