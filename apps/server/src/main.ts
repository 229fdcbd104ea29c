import { seedDemo } from '../seed/index.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';

/** start: config → database → migrate → seed (first start) → app → listen; graceful shutdown. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  if (config.SEED_DEMO === 'true' && (await seedDemo(database.db))) {
    console.log('Seeded the demo brand and catalogue.');
  }

  const app = await buildApp({ config, database });
  const refresh = setInterval(() => {
    app.services.catalogue.reload().catch((err) => app.log.error({ err }, 'catalogue reload failed'));
  }, config.CATALOGUE_REFRESH_MS);
  refresh.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(refresh);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close(); // stops accepting, lets in-flight requests finish
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(`Croupier is running at http://${shown}:${config.PORT}`);
  console.log(`API reference: http://${shown}:${config.PORT}/api/docs`);
  console.log(
    `Database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} at ${database.where}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
