import { parentPort } from 'node:worker_threads';
import { buildBrandApps } from './brands.ts';
import { brandInstanceConfig, isLocalDemo, loadConfigOrExit, siteUrl } from './platform/config.ts';
import { dataDirHolder, heldMessage, holdDataDir } from './platform/data-dir-lock.ts';
import { openDatabase } from './platform/db.ts';
import { serializeError } from './platform/logging.ts';
import { prepareDatabase } from './prepare-database.ts';

/** start: config → database → migrate → seed (first start) → app → listen; graceful shutdown. */
async function main() {
  const config = loadConfigOrExit();

  // The embedded database is one process's files: refuse it while a command holds it, and say that
  // this server holds it (the commands then ask this server, or refuse).
  let release = () => {};
  if (!config.DATABASE_URL) {
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      console.error(heldMessage(config.dataDir, holder, 'Start the server once it has finished.'));
      process.exit(78); // EX_CONFIG: the supervisor does not restart into the same refusal
    }
    release = holdDataDir(config.dataDir, 'server', config.listenUrl);
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const seeded = await prepareDatabase(database, config);
  if (seeded) {
    console.log(
      isLocalDemo(config)
        ? 'Seeded the demo brand, catalogue and vouchers (npm run demo-vouchers -w @croupier/server lists them).'
        : 'Seeded the demo brand and catalogue.',
    );
  }

  // One instance per brand (BRAND_HOSTS), one listener dispatching by host name (ADR 062).
  const brands = await buildBrandApps({ config, database });
  const app = brands.primary;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await brands.close(); // stops accepting, lets in-flight requests finish
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // `npm start` runs the platform in a worker thread (scripts/supervise.mjs), which gets no signals:
  // its supervisor asks it to stop with a message instead.
  parentPort?.on('message', (message) => {
    if (message === 'stop') void shutdown('stop');
  });

  await brands.listen();
  console.log(`Croupier is running at ${siteUrl(config)}`);
  for (const brandId of [...brands.apps.keys()].slice(1))
    console.log(`Brand ${brandId} is running at ${siteUrl(brandInstanceConfig(config, brandId))}`);
  console.log(`API reference: ${siteUrl(config)}/api/docs`);
  console.log(
    `Database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} at ${database.where}`,
  );
}

main().catch((err) => {
  console.error(serializeError(err)); // a failed statement (a migration, the seed) without its parameters
  process.exit(1);
});
