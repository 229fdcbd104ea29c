import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { readBy } from './operator-roles.ts';
import { PageNumber, pageOf, pageSize } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line, MultilineText } from './rules/text.ts';

/**
 * Usage analytics and error reports (000 §8, §9; docs/decisions/029-crm-and-analytics.md): the web
 * sends batches of events to the platform's first-party collector (with `sendBeacon`), and the
 * platform also accepts Sentry envelopes so that, in the demo, the platform itself is the
 * Sentry-compatible endpoint. Operators read counts, a funnel and the error reports.
 */

/** The events the spec names (000 §8, §9; 001 §4 deposit opened from a promotion). */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'registration',
  'login',
  'login_failure',
  'password_recovery',
  'game_start',
  'deposit',
  'deposit_error',
  'deposit_from_promotion',
  'withdrawal',
  'loyalty',
] as const;
export const AnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;

/** At most this many events in one batch; a bigger batch is 400 (the web sends smaller ones). */
export const ANALYTICS_BATCH_MAX = 50;
/** A batch body is at most this many bytes (sendBeacon's own limit is 64 KiB). */
export const ANALYTICS_BODY_MAX_BYTES = 32 * 1024;
/** Event properties: at most this many, short keys, short scalar values. No personal data. */
export const ANALYTICS_PROPS_MAX = 12;
/** A Sentry envelope is at most this many bytes. */
export const ERROR_ENVELOPE_MAX_BYTES = 64 * 1024;

const PropKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/);
const PropValue = z.union([Line().max(200), z.number().finite(), z.boolean(), z.null()]);
const ClientId = z.uuid();

export const AnalyticsEventInput = z.object({
  /** Chosen by the browser: the same id twice is the same event, stored once. */
  id: ClientId,
  name: AnalyticsEventName,
  /** When it happened in the browser (ISO 8601). */
  at: z.iso.datetime({ offset: true }),
  /** The path of the page (no query string: it may carry tokens). */
  page: Line()
    .max(300)
    .regex(/^\/[^?#]*$/),
  props: z
    .record(PropKey, PropValue)
    .refine((p) => Object.keys(p).length <= ANALYTICS_PROPS_MAX)
    .default({}),
});
export type AnalyticsEventInput = z.input<typeof AnalyticsEventInput>;

export const AnalyticsBatch = z.object({
  /** The visitor's anonymous id (000 §3 cookie). */
  anonymousId: ClientId,
  /** The affiliate cookie's parameters (000 §9, 86,400 s), when the visitor came by one. */
  affiliate: z.record(PropKey, Line().max(512)).nullable().default(null),
  events: z.array(AnalyticsEventInput).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatch = z.input<typeof AnalyticsBatch>;

export const CollectResult = z.object({
  /** Events stored by this call (an id already stored is not counted again). */
  stored: z.number().int(),
});

/** What the web loads once consent allows it: the configured destinations (ADR 029). */
export const AnalyticsConfig = z.object({
  /** Google Analytics 4 measurement id (G-…), when the brand uses it. */
  ga4MeasurementId: z.string().nullable(),
  /** The product-analytics tool (PostHog-compatible) key and host, when configured. */
  productAnalytics: z.object({ key: z.string(), host: z.string() }).nullable(),
  /** The session-replay snippet (000 §9, version 6), when configured. */
  sessionReplay: z.object({ siteId: z.string(), version: z.literal(6) }).nullable(),
  /**
   * Where error reports go: the envelope URL of the configured Sentry DSN (with its key), or the
   * platform's own Sentry-compatible intake when none is configured.
   */
  errorEnvelopeUrl: z.string(),
  release: z.string(),
});
export type AnalyticsConfig = z.infer<typeof AnalyticsConfig>;

const DateQuery = z.iso.datetime({ offset: true }).optional();
export const AnalyticsRangeQuery = z.object({ from: DateQuery, to: DateQuery });

export const EventCounts = z.array(z.object({ name: z.string(), count: z.number().int() }));
export const Funnel = z.object({
  /** Visitors seen in the period: the anonymous ids browsers sent (client-reported). */
  visitors: z.number().int(),
  /** Accounts made in the period, from the platform's own player records (not from events). */
  registered: z.number().int(),
  /** Of those accounts, the players with a completed deposit by the period's end (payment records). */
  firstDeposit: z.number().int(),
  /** firstDeposit / registered, 0..1 (0 when nobody registered). */
  conversion: z.number(),
});

export const ErrorReport = z.object({
  id: z.string(),
  receivedAt: z.string(),
  kind: z.string(),
  message: z.string(),
  /**
   * The exception's stack as the envelope's frames gave it, innermost call first, one `at` line
   * per frame (function, file, line, column); null when the report carried none.
   */
  stack: z.string().nullable(),
  release: z.string().nullable(),
  page: z.string().nullable(),
  /** The player, when the report came with that player's token and named them. */
  playerUuid: z.string().nullable(),
  /** The user id the report named without that player's token: the sender's word only (client-reported). */
  reportedUser: z.string().nullable(),
});
export type ErrorReport = z.infer<typeof ErrorReport>;
export const ErrorReportsQuery = z
  .object({
    /** Only the reports whose message or page contain this text (any case); empty: every report. */
    q: Line().trim().max(200).default(''),
    /** Only the reports received at or after this instant. */
    from: DateQuery,
    /** Only the reports received before this instant. */
    to: DateQuery,
    page: PageNumber,
    size: pageSize(20),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    path: ['from'],
    message: SCHEMA_MESSAGES.dateRange,
  });
export const ErrorReportsPage = pageOf(ErrorReport);
export type ErrorReportsPage = z.infer<typeof ErrorReportsPage>;

export const SentryProjectParams = z.object({ projectId: z.string().regex(/^\d{1,12}$/) });

export const analyticsEndpoints = {
  collectEvents: defineEndpoint({
    id: 'collectEvents',
    method: 'POST',
    base: 'host',
    path: '/analytics/events',
    auth: 'optional',
    summary:
      "The first-party collector (000 §9): a batch of the visitor's events, sent by sendBeacon. Each event's id is stored once; the player is the token's, when one is sent. Events are what the browser reports: the operator's funnel does not count registrations or deposits from them. 400 on a bad batch, 413 over the size limit, 429 over the per-address limit or the collector's cap of events per minute over everyone.",
    body: AnalyticsBatch,
    response: CollectResult,
  }),
  analyticsConfig: defineEndpoint({
    id: 'analyticsConfig',
    method: 'GET',
    base: 'host',
    path: '/analytics/config',
    auth: 'public',
    summary:
      'The analytics destinations, session replay and error-reporting DSN configured for the brand (ADR 029). The web loads each only when configured and consented.',
    response: AnalyticsConfig,
  }),
  sentryEnvelope: defineEndpoint({
    id: 'sentryEnvelope',
    method: 'POST',
    base: 'host',
    path: '/{projectId}/envelope/',
    auth: 'optional',
    summary:
      "A Sentry-compatible envelope intake (000 §8 'reported'): the platform's own error collector for the demo. Accepts the envelope text; keeps the kind, message, release and page of each event item, and the user id it names: as the player when the request's bearer token is that player's, else as reportedUser (client-reported). 400 on a bad envelope or texts with NUL, control characters or lone surrogates, 413 over the size limit, 429 over the per-address limit or the intake's cap per minute over everyone.",
    params: SentryProjectParams,
    body: MultilineText(),
    response: z.object({ id: z.string().nullable() }),
  }),
  operatorEventCounts: defineEndpoint({
    id: 'operatorEventCounts',
    method: 'GET',
    base: 'host',
    path: '/operator/analytics/events',
    roles: readBy('finance', 'marketing'),
    auth: 'operator',
    summary: 'Counts of each analytics event in the period (default: the last 30 days).',
    query: AnalyticsRangeQuery,
    response: EventCounts,
  }),
  operatorFunnel: defineEndpoint({
    id: 'operatorFunnel',
    method: 'GET',
    base: 'host',
    path: '/operator/analytics/funnel',
    roles: readBy('finance', 'marketing'),
    auth: 'operator',
    summary:
      "The registration → first deposit funnel of the period (default: the last 30 days): visitors are the anonymous ids browsers sent (client-reported); registrations are the accounts made in the period and first deposits those of them with a completed deposit by its end, both from the platform's own records, never from reported events.",
    query: AnalyticsRangeQuery,
    response: Funnel,
  }),
  operatorErrorReports: defineEndpoint({
    id: 'operatorErrorReports',
    method: 'GET',
    base: 'host',
    path: '/operator/analytics/errors',
    roles: readBy('support'),
    auth: 'operator',
    summary:
      'The error reports received by the platform’s own intake, newest first, a page at a time; optionally those whose message or page contain a text, received in a period.',
    query: ErrorReportsQuery,
    response: ErrorReportsPage,
  }),
} as const;
