import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { LoyaltyService } from './service.ts';

/** The player's loyalty progress (001 §7) and the operator's levels and rates. */
export function loyaltyRoutes(app: FastifyInstance, loyalty: LoyaltyService) {
  registerEndpoint(app, endpoints.loyaltyProgress, ({ query }) => loyalty.progress(query.playerId));
  registerEndpoint(app, endpoints.loyaltyLevels, () => loyalty.levels());
  registerEndpoint(app, endpoints.setLoyaltyLevels, ({ body }) => loyalty.setLevels(body.levels));
  registerEndpoint(app, endpoints.loyaltyRates, () => loyalty.rates());
  registerEndpoint(app, endpoints.setLoyaltyRates, ({ body }) => loyalty.setRates(body.rates));
}
