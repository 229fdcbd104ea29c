/**
 * `npm run migrate -w @croupier/server`: the start's work on the database alone (the migrations,
 * then the first seed when SEED_DEMO), for a deployment's migration job (deploy/k8s/migrate-job.yaml)
 * that runs before the new replicas. Replicas starting meanwhile wait for it, then find it done.
 */
import { type Config, loadConfigOrExit } from '../platform/config.ts';
import { dataDirHolder, heldMessage, holdDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase } from '../platform/db.ts';
import { serializeError } from '../platform/logging.ts';
import { prepareDatabase } from '../prepare-database.ts';

async function main(config: Config) {
  const holder = config.DATABASE_URL ? null : dataDirHolder(config.dataDir);
  if (holder) {
    console.error(heldMessage(config.dataDir, holder, 'The running server has migrated it already.'));
    process.exit(1);
  }
  const release = config.DATABASE_URL ? () => {} : holdDataDir(config.dataDir, 'migrate');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const seeded = await prepareDatabase(database, config);
    console.log(`Migrated ${database.where}${seeded ? ', and seeded it' : ''}.`);
  } finally {
    await database.close();
    release();
  }
}

main(loadConfigOrExit()).catch((err) => {
  console.error(serializeError(err));
  process.exit(1);
});
