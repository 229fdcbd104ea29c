import { createMessaging } from './adapters/messaging/index.ts';
import { type App, type BuildOptions, buildApp } from './app.ts';
import { servedBrands } from './platform/brand-hosts.ts';
import { brandInstanceConfig, type Config } from './platform/config.ts';
import { HostDispatch } from './platform/host-dispatch.ts';
import { Metrics } from './platform/metrics.ts';
import { createEventBus } from './platform/module.ts';
import { RateLimiter, redisRateLimitStore } from './platform/rate-limit.ts';

export type BrandAppsOptions = Omit<BuildOptions, 'alongside' | 'limiter' | 'serverFactory'> & {
  config: Config;
};

/** Every brand one process serves, each an app instance of its own, behind one listener (ADR 062). */
export interface BrandApps {
  /** The default brand's (BRAND_ID): it listens, answers every host BRAND_HOSTS does not name, runs the shared work. */
  primary: App;
  /** Every brand's instance by brand id, the default's first. */
  apps: Map<string, App>;
  /** Readies every instance (their start-up work, their schedules). */
  ready(): Promise<void>;
  /** Readies every instance, then listens on HOST:PORT (every loopback address of `localhost`). */
  listen(): Promise<void>;
  /** Stops the listener (in-flight requests finish), then closes every instance and what they share. */
  close(): Promise<void>;
}

/**
 * Builds the default brand's instance and one per other brand in BRAND_HOSTS, with that brand as
 * BRAND_ID and its own public URL, all on the one database handle, the same messaging and the same
 * rate-limit counters and the same event bus. One brand alone is the plain app on Fastify's own server.
 */
export async function buildBrandApps(opts: BrandAppsOptions): Promise<BrandApps> {
  const { config } = opts;
  const brands = servedBrands(config.BRAND_ID, config.brandHosts);
  const metrics = opts.metrics ?? new Metrics();
  const ownMessaging = opts.adapters?.messaging ? null : createMessaging(config, metrics);
  const messaging = opts.adapters?.messaging ?? ownMessaging!;
  const store = opts.rateLimitStore ?? (config.REDIS_URL ? redisRateLimitStore(config.REDIS_URL) : undefined);
  const limiter = new RateLimiter(store, opts.now);
  let log: App['log'] | undefined;
  const ownBus = opts.bus
    ? null
    : createEventBus(config, (err, topic) => log?.warn({ err, topic }, 'event bus'));
  const bus = opts.bus ?? ownBus!;
  const dispatch =
    brands.length > 1
      ? new HostDispatch({
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          connectionTimeoutMs: config.REQUEST_TIMEOUT_MS,
        })
      : null;
  const adapters = { ...opts.adapters, messaging };
  const primary = await buildApp({
    ...opts,
    metrics,
    adapters,
    limiter,
    bus,
    serverFactory: dispatch?.serverFactory(),
  });
  log = primary.log;
  const apps = new Map<string, App>([[config.BRAND_ID, primary]]);
  for (const brandId of brands.slice(1)) {
    const brandConfig = brandInstanceConfig(config, brandId);
    apps.set(
      brandId,
      await buildApp({
        ...opts,
        config: brandConfig,
        adapters,
        limiter,
        bus,
        metrics,
        alongside: primary.shared,
      }),
    );
  }
  const others = [...apps.values()].slice(1);
  const ready = async () => {
    for (const app of apps.values()) await app.ready();
  };

  return {
    primary,
    apps,
    ready,
    async listen() {
      await ready();
      for (const { host, brandId } of config.brandHosts) {
        const app = apps.get(brandId);
        if (app && app !== primary) dispatch?.route(host, app.routing);
      }
      await primary.listen({ host: config.HOST, port: config.PORT });
      const bound = primary.addresses().flatMap((a) => (typeof a === 'string' ? [] : [a.address]));
      await dispatch?.listenOnOtherLoopbacks(config.HOST, config.PORT, bound);
    },
    async close() {
      await dispatch?.close();
      await primary.close();
      for (const app of others) await app.close();
      ownMessaging?.close();
      await ownBus?.close();
      if (store?.kind === 'redis') store.client.disconnect();
    },
  };
}
