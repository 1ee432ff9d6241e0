import 'dotenv/config';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrl } from './config';
import { MigrationError } from './db/environment-databases';
import { DEMO_USERS } from './db/seed/demo-users';

async function start() {
  const config = loadConfig();
  const app = await buildApp({
    config,
    announce: (message) => console.log(`\n${message}\n`),
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Stopping after an error');
    else app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    await app.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  printWelcome(publicUrl(config), config);
}

function printWelcome(url: string, config: ReturnType<typeof loadConfig>) {
  const lines = [`\nLibero is running at ${url}`];
  if (config.SEED === 'demo') {
    const names = DEMO_USERS.map((u) => u.username ?? u.type.toLowerCase());
    lines.push(
      `Demo sign-ins (password "${config.DEMO_PASSWORD}"): ${names.slice(0, 6).join(', ')} … (${names.length} in all, see README "Demo accounts")`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
