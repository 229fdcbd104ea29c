import type { BrandConfig, LiveChatConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import { supportRoutes } from './routes.ts';
import { type CallbackLimits, SupportService } from './service.ts';

export { type ChatSources, chatSources } from './csp.ts';
export type { CallbackLimits, SupportService } from './service.ts';
export { DEFAULT_CALLBACK_LIMITS } from './service.ts';

export interface SupportModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  /** The live-chat settings live in the content store (the content module). */
  content: {
    liveChatSettings(): LiveChatConfig;
    updateLiveChat(config: LiveChatConfig): Promise<LiveChatConfig>;
  };
  limits?: CallbackLimits | undefined;
}

/**
 * Call-back requests (`POST {callback api}/callback`, a form) and the operator's calls for them and
 * for the live-chat settings (docs/decisions/028-support.md).
 */
export function registerSupport(app: FastifyInstance, deps: SupportModuleDeps) {
  // The call-back API is called with a form (001 §7), not JSON.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  const support = new SupportService({
    db: deps.db,
    config: deps.config,
    now: deps.now,
    limiter: deps.limiter,
    brand: deps.brand,
    brandId: deps.config.BRAND_ID,
    liveChat: { get: () => deps.content.liveChatSettings(), update: (c) => deps.content.updateLiveChat(c) },
    ...(deps.limits && { limits: deps.limits }),
  });
  supportRoutes(app, support);
  // Call-back requests past their retention go on a schedule (ADR 028).
  scheduleTask(app, deps, {
    name: 'support.prune',
    everyMs: deps.config.INTAKE_PRUNE_INTERVAL_MS,
    run: () => support.prune(),
  });
  return { support };
}
