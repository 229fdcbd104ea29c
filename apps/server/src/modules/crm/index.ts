import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { crmRoutes } from './routes.ts';
import { type CrmDeps, CrmService } from './service.ts';

export type { CrmService } from './service.ts';

export interface CrmModuleDeps extends PlatformDeps {
  playerMarket: CrmDeps['playerMarket'];
  depositedSince: CrmDeps['depositedSince'];
}

/** Web popups, content cards, instant messages and notifications (ADR 029). */
export function registerCrm(app: FastifyInstance, deps: CrmModuleDeps) {
  const crm = new CrmService({
    db: deps.db,
    now: deps.now,
    playerMarket: deps.playerMarket,
    depositedSince: deps.depositedSince,
  });
  crmRoutes(app, crm);
  return { crm };
}
