/**
 * `npm start`: the shop in one process — database (the embedded PGlite is opened and owned here
 * unless DATABASE_URL is set), migrations, demo data and an admin on an empty database (never in
 * production), the web server on PORT and the job scheduler beside it. Ctrl-C stops all cleanly.
 * `--dev` serves the web app from source through Vite (`npm run dev`) instead of web/build.
 */
import { createEngine, createLogger, EnvError, loadEnv, type Engine } from '@shop/engine';
import { startScheduler, type Scheduler } from '@shop/jobs';
import { startWebServer } from '../web/server';
import { seedDemo } from '../fixtures/seed-demo';
import { DEMO_REMOTE_PRICE_PORT } from '../fixtures/demo/prices';
import { startRemotePriceService } from '../fixtures/remote-price-service';

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger({ level: env.LOG_LEVEL });
let engine: Engine | undefined;
let web: { url: string; close(): Promise<void> } | undefined;
let scheduler: Scheduler | undefined;
let priceService: { close(): Promise<void> } | undefined;

async function shutdown(signal: string, code = 0) {
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(code || 1), 10_000);
  force.unref();
  // Both at once: the web server answers /ready 503, stops accepting and finishes the requests in
  // flight (5 s at most); the scheduler stops its schedules and waits for the jobs' current step
  // and the mail outbox round. Only then is the pool closed.
  await Promise.all([
    web?.close().catch((error: unknown) => logger.error({ err: error }, 'web server close failed')),
    scheduler?.stop().catch((error: unknown) => logger.error({ err: error }, 'scheduler stop failed')),
  ]);
  await priceService?.close().catch(() => undefined);
  await engine?.close().catch((error: unknown) => logger.error({ err: error }, 'database close failed'));
  logger.info({ signal, code }, 'stopped: requests finished, jobs stopped, database closed');
  process.exit(code);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  engine = await createEngine({ env, logger });
  const applied = await engine.maintenance.migrate();
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  if (env.SEED_DEMO) {
    const seeded = await seedDemo(engine);
    if (seeded.admin?.generatedPassword) {
      // Printed once: only the hash is stored.
      console.log(
        `\n  Admin login (shown once, change it after logging in):\n    e-mail:   ${seeded.admin.email}\n    password: ${seeded.admin.generatedPassword}\n`,
      );
    }
  }
  if (env.SEED_DEMO && env.NODE_ENV !== 'production') {
    // The demo's REMOTE price record asks this stand-in of a supplier's price service (docs/pricing.md).
    priceService = await startRemotePriceService({ port: DEMO_REMOTE_PRICE_PORT }).catch((error: unknown) => {
      logger.warn({ err: error, port: DEMO_REMOTE_PRICE_PORT }, 'demo price service not started (port in use?): REMOTE prices show as unavailable');
      return undefined;
    });
  }
  web = await startWebServer({
    engine,
    host: env.HOST,
    port: env.PORT,
    logger,
    dev: process.argv.includes('--dev'),
    ...(env.JOBS !== 'off' ? { jobsRunning: () => scheduler?.running() ?? false } : {}),
  });
  if (env.JOBS !== 'off') scheduler = startScheduler({ engine, logger, workOnly: env.JOBS === 'work' });
  // Without FEDEX_* credentials (never in production) the local FedEx double answers (docs/shipments.md).
  if (engine.shipments.double) logger.info({ url: await engine.shipments.double.start() }, 'local FedEx double started');
  console.log(`\n  Shop running at ${env.PUBLIC_URL}/-verpackung  (database: ${engine.database.kind})\n`);
  // Without SMTP_URL the mails (password links too) are files on this machine, never shown in the back office (decision 1087).
  if (engine.mail.mailboxDir) console.log(`  Mails (no SMTP_URL): .eml files in ${engine.mail.mailboxDir}\n`);
} catch (error) {
  logger.fatal({ err: error }, 'start-up failed');
  await shutdown('startup-failure', 1);
}
