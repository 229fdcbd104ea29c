import type { FastifyInstance } from 'fastify';
import type { Messages } from '../../platform/message-texts.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { BrandAdmin } from './admin.ts';
import { brandAdminRoutes, contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

export { brandStored, type ContentService } from './service.ts';

export type ContentModuleDeps = PlatformDeps;

/**
 * Brand settings, localization, live-chat config and pages: service and calls. The content is kept
 * in memory: `content.reload()` loads it before the app serves.
 */
export function registerContent(app: FastifyInstance, deps: ContentModuleDeps) {
  const content = new ContentService({
    db: deps.db,
    brandId: deps.config.BRAND_ID,
    sandboxUrl: deps.sandboxUrl,
  });
  contentRoutes(app, content, deps.config.GEO_COUNTRY_HEADER);
  brandAdminRoutes(app, new BrandAdmin({ db: deps.db, brandId: deps.config.BRAND_ID, content }));
  /** The brand's settings as they are now (000 §7 brand config): every module reads them through this. */
  const brand = () => content.brandConfig();
  /** The texts of what the platform sends a player (e-mails, SMS), in the language closest to theirs. */
  const messages: Messages = (preferred) => content.messages(preferred);
  return { content, brand, messages };
}
