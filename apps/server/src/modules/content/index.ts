import type { FastifyInstance } from 'fastify';
import { keepFresh } from '../../platform/fresh-copy.ts';
import type { Messages } from '../../platform/message-texts.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { BrandAdmin } from './admin.ts';
import { brandAdminRoutes, contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

export { brandStored, type ContentService } from './service.ts';

export type ContentModuleDeps = PlatformDeps;

/** How often every server reads the brand's settings again in case an announcement was lost. */
const BRAND_SETTINGS_SAFETY_MS = 60_000;

/**
 * Brand settings, localization, live-chat config and pages: service and calls. The settings are kept
 * in memory: `content.reload()` loads them before the app serves, and again when they change on any server.
 */
export function registerContent(app: FastifyInstance, deps: ContentModuleDeps) {
  const { db, bus } = deps;
  const brandId = deps.config.BRAND_ID;
  const content = new ContentService({ db, brandId, bus, sandboxUrl: deps.sandboxUrl });
  contentRoutes(app, content, deps.config.GEO_COUNTRY_HEADER);
  brandAdminRoutes(app, new BrandAdmin({ db, brandId, content, bus }));
  // A change of this brand's settings on any server reloads them here (ADR 067).
  keepFresh(app, bus, {
    name: 'brand settings',
    topic: 'brand-settings.changed',
    concerns: (change) => change.brandId === brandId,
    reload: () => content.reload(),
    everyMs: BRAND_SETTINGS_SAFETY_MS,
  });
  /** The brand's settings as they are now (000 §7 brand config): every module reads them through this. */
  const brand = () => content.brandConfig();
  /** The texts of what the platform sends a player (e-mails, SMS), in the language closest to theirs. */
  const messages: Messages = (preferred) => content.messages(preferred);
  return { content, brand, messages };
}
