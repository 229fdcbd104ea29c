import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { SportsService } from './service.ts';

export function sportsRoutes(app: FastifyInstance, sports: SportsService) {
  registerEndpoint(app, endpoints.startSportsPublic, ({ params, query }) =>
    sports.startGuest(params.slug, query),
  );
  registerEndpoint(app, endpoints.startSports, ({ params, query, player }) =>
    sports.startPlayer((player as Principal).uuid, params.slug, query),
  );
}
