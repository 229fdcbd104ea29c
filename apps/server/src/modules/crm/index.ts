import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { PlayerBreaks } from '../protection/index.ts';
import { crmRoutes } from './routes.ts';
import { CrmService } from './service.ts';

export type { CrmService } from './service.ts';

export interface CrmModuleDeps extends PlatformDeps {
  /** A player's country and language (the profile module). */
  profiles: Pick<ProfileService, 'get'>;
  /** "Deposited in the last N days" (the payments module). */
  payments: Pick<PaymentsService, 'hasDepositSince'>;
  /** Time-outs and self-exclusions: a player on one gets no popup, card or message. */
  breaks: Pick<PlayerBreaks, 'marketingSuppressed'>;
}

/** Web popups, content cards, instant messages and notifications (ADR 029). */
export function registerCrm(app: FastifyInstance, deps: CrmModuleDeps) {
  const crm = new CrmService({
    db: deps.db,
    brandId: deps.config.BRAND_ID,
    now: deps.now,
    bus: deps.bus,
    playerMarket: async (uuid) => {
      const profile = await deps.profiles.get(uuid).catch(() => undefined);
      return profile ? { country: profile.country, language: profile.languageCode } : undefined;
    },
    depositedSince: (uuid, since) => deps.payments.hasDepositSince(uuid, since),
    suppressed: (uuid) => deps.breaks.marketingSuppressed(uuid),
  });
  crmRoutes(app, crm);
  return { crm };
}
