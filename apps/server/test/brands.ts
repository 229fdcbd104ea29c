import { seedDemo } from '../seed/index.ts';
import { MemoryMessaging } from '../src/adapters/messaging/index.ts';
import { type BrandApps, buildBrandApps } from '../src/brands.ts';
import { openTestDatabase, TEST_CATALOGUE, type TestContext, testConfig } from './helper.ts';

/** The demo's two brands as one process serves them (ADR 062), each a test context of its own. */
export interface BrandsContext {
  brands: BrandApps;
  /** The default brand's instance (`croupier`). */
  a: TestContext;
  /** The second brand's instance (`brand-b`), on the same database, messaging and clock. */
  b: TestContext;
  close(): Promise<void>;
}

/** Builds both brands' instances on a migrated, seeded database of their own (not listening). */
export async function buildBrandTestApps(env: Record<string, string> = {}): Promise<BrandsContext> {
  const database = await openTestDatabase();
  await database.migrate();
  await seedDemo(database.db, TEST_CATALOGUE);
  let now = Date.now();
  const messaging = new MemoryMessaging();
  const brands = await buildBrandApps({
    config: testConfig({ BRAND_HOSTS: 'brand-b.localhost=brand-b', ...env }),
    database,
    now: () => now,
    logger: false,
    adapters: { messaging },
  });
  await brands.ready();
  const close = async () => {
    await brands.close();
    await database.close();
  };
  const context = (brandId: string): TestContext => {
    const app = brands.apps.get(brandId);
    if (!app) throw new Error(`no instance of ${brandId}`);
    return {
      app,
      database,
      messaging,
      advance: (ms) => {
        now += ms;
      },
      now: () => now,
      close,
    };
  };
  return { brands, a: context('croupier'), b: context('brand-b'), close };
}
