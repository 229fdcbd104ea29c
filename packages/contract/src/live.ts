import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { BalanceResponse } from './wallet.ts';

/**
 * Live updates pushed to the player's browser over Server-Sent Events (docs/decisions/068-live-events.md).
 * A browser's EventSource cannot send the bearer token, so a tab first asks for a stream ticket (an
 * authenticated POST): short-lived, single use, and the only credential the stream's URL carries.
 */

/** How long a stream ticket may be redeemed after it was issued. */
export const LIVE_TICKET_TTL_S = 30;
/** The stream's heartbeat comment: often enough that proxies keep an idle stream open. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The reconnection delay the stream asks the browser's EventSource for (its `retry:` field). */
export const LIVE_RETRY_MS = 3_000;

export const LiveTicketResponse = z.object({
  /** Opaque; redeemed once by `GET /player/events?ticket=…` within `expiresInSeconds`. */
  ticket: z.string(),
  expiresInSeconds: z.number().int(),
});
export type LiveTicketResponse = z.infer<typeof LiveTicketResponse>;

/** A ticket as issued: a signed token's URL-safe characters. */
export const LiveEventsQuery = z.object({
  ticket: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^[\w.-]+$/),
});

/** Every event the stream sends: its SSE `event:` name and its `data:` JSON. */
export const liveEvents = {
  /**
   * The player's balance as `GET /balance/v2/{uuid}` answers it (read again after the money moved):
   * sent when the stream opens and after every movement of the player's money.
   */
  balance: BalanceResponse,
} as const;
export type LiveEventName = keyof typeof liveEvents;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEvents)[K]> };
}[LiveEventName];

export const liveEndpoints = {
  liveTicket: defineEndpoint({
    id: 'liveTicket',
    method: 'POST',
    base: 'host',
    path: '/player/events/ticket',
    auth: 'player',
    summary:
      "A stream ticket for the token's player: single use, valid LIVE_TICKET_TTL_S seconds, for `GET /player/events`.",
    response: LiveTicketResponse,
  }),
  liveEvents: defineEndpoint({
    id: 'liveEvents',
    method: 'GET',
    base: 'host',
    path: '/player/events',
    auth: 'public',
    summary:
      "The ticket's player's live events as `text/event-stream` (events of `liveEvents`, a heartbeat comment every LIVE_HEARTBEAT_MS). 401 for a ticket that is unknown, expired, used or whose session has ended.",
    query: LiveEventsQuery,
    response: z.string(),
  }),
} as const;
