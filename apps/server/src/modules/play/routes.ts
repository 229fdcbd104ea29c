import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { PlayService } from './service.ts';

export function playRoutes(app: FastifyInstance, play: PlayService) {
  registerEndpoint(app, endpoints.startFunGame, ({ params, query }) => play.startDemo(params.uuid, query));
}
