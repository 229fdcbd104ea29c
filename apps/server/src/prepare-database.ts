import { seedDemo } from '../seed/index.ts';
import { type Config, isLocalDemo } from './platform/config.ts';
import type { Database } from './platform/db.ts';

/**
 * The start's work on the database: the migrations, then the first seed (SEED_DEMO). Replicas
 * starting together, or a migration job beside them, do it one after another; the later finds it
 * done. Answers whether this call seeded.
 */
export function prepareDatabase(database: Database, config: Config): Promise<boolean> {
  return database.exclusively('start', async () => {
    await database.migrate();
    // Demo vouchers only in the local demo (loopback); a production start gets the brand and catalogue.
    return config.SEED_DEMO === 'true' && (await seedDemo(database.db, { demoContent: isLocalDemo(config) }));
  });
}
