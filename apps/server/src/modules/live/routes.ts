import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { StreamTickets } from '../auth/index.ts';
import type { LiveHub } from './hub.ts';
import { EventStream } from './stream.ts';

/** The stream ticket (bearer token) and the stream it opens (the ticket in the query). */
export function liveRoutes(app: FastifyInstance, d: { tickets: StreamTickets; hub: LiveHub }) {
  registerEndpoint(app, endpoints.liveTicket, ({ request }) => d.tickets.issue(requirePlayer(request)));
  registerEndpoint(app, endpoints.liveEvents, async ({ query, reply }) => {
    // Refused before anything is streamed: a bad ticket answers 401 in the error envelope.
    const player = await d.tickets.redeem(query.ticket);
    reply.hijack();
    const stream = new EventStream(reply.raw);
    await d.hub.open(player, stream);
    return '';
  });
}
