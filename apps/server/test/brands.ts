import type { BrandConfig } from '@croupier/contract';
import { demoBrand, demoLiveChat } from '../seed/brand.ts';
import { MemoryMessaging } from '../src/adapters/messaging/index.ts';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type BrandApps, buildBrandApps } from '../src/brands.ts';
import { brands } from '../src/modules/content/tables.ts';
import { OPERATOR_TOKEN } from './api.ts';
import { seededTestDatabase, type TestContext, testClock, testConfig } from './helper.ts';
import { registerByEmail } from './players.ts';
import { seamlessOk, slotGame, startReal, studioCall, txId } from './studio.ts';

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
  const database = await seededTestDatabase();
  const clock = testClock();
  const messaging = new MemoryMessaging();
  const brands = await buildBrandApps({
    config: testConfig({ BRAND_HOSTS: 'brand-b.localhost=brand-b', ...env }),
    database,
    now: clock.now,
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
    return { app, database, messaging, ...clock, close };
  };
  return { brands, a: context('croupier'), b: context('brand-b'), close };
}

/** A second brand in tests: the demo brand's settings under another id, on the same database. */

/** Another brand on the demo brand's settings (not the demo's brand B, which has content of its own). */
export const OTHER_BRAND = 'brand-other';

/**
 * Stores brand `id` (the demo brand's settings under that id and another name, with `settings` over
 * them) unless it is there.
 */
export async function storeBrand(
  t: TestContext,
  id: string,
  settings: Partial<BrandConfig> = {},
): Promise<void> {
  const config = { ...demoBrand, brandId: id, name: `Brand ${id}`, ...settings };
  await t.database.db.insert(brands).values({ id, config, liveChat: demoLiveChat }).onConflictDoNothing();
}

/**
 * Another app instance serving brand `id` on `t`'s database and clock (as one process serves several
 * brands by host name): its own services, observers and round relay, the operator API on.
 */
export async function buildBrandApp(
  t: TestContext,
  id = OTHER_BRAND,
  adapters: BuildOptions['adapters'] = {},
): Promise<TestContext> {
  await storeBrand(t, id);
  const messaging = new MemoryMessaging();
  const app = await buildApp({
    config: testConfig({ BRAND_ID: id, OPERATOR_TOKEN }),
    database: t.database,
    now: () => t.now(),
    adapters: { messaging, ...adapters },
  });
  await app.ready();
  return {
    app,
    database: t.database,
    messaging,
    advance: (ms) => t.advance(ms),
    now: () => t.now(),
    close: () => app.close(),
  };
}

/** A player registered on `t`'s brand (`brandId`), with `cents` USD in their real wallet. */
export async function brandPlayer(t: TestContext, brandId: string, cents = 10_000n) {
  const { auth } = await registerByEmail(t, { brandId });
  if (cents > 0n)
    await t.app.services.ledger.transfer({
      key: `test-deposit:${auth.uuid}`,
      from: { system: 'payments-clearing' },
      to: { player: auth.uuid, wallet: 'real' },
      amount: cents,
      currency: 'USD',
      kind: 'deposit',
    });
  return { uuid: auth.uuid, token: auth.token };
}

/**
 * Real play started on the player's brand (`home`), the studio's wallet calls sent to another
 * brand's host (`studio`): one process's relay then carries the rounds of every brand.
 */
export async function crossBrandSlot(
  home: TestContext,
  studio: TestContext,
  p: { token: string },
  slug = slotGame.slug,
) {
  const { sid } = await startReal(home, p, slug);
  return {
    async bet(amount: number) {
      const bet = { sessionId: sid, transactionId: txId('bet'), roundId: txId('r'), amount, currency: 'USD' };
      seamlessOk(await studioCall(studio, 'bet', bet));
      return bet;
    },
  };
}
