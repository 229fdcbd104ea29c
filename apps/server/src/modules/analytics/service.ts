import {
  ANALYTICS_BODY_MAX_BYTES,
  type AnalyticsBatch,
  type AnalyticsConfig,
  ERROR_ENVELOPE_MAX_BYTES,
  ErrorCode,
  type ErrorReportsPage,
  type ErrorReportsQuery,
  TEXT_MESSAGES,
} from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import type { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { countIntake } from '../../platform/intake.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { isTypedText, parseEnvelope } from './envelope.ts';
import * as repo from './repository.ts';

/** The auth module's records: the players whose accounts were made in a period. */
export interface RegistrationRecords {
  registeredBetween(from: Date, to: Date): Promise<string[]>;
}

/** The payments module's records: how many of these players completed a deposit before a time. */
export interface DepositRecords {
  playersWithCompletedDeposit(players: readonly string[], before: Date): Promise<number>;
}

export interface AnalyticsDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  now: () => number;
  registrations: RegistrationRecords;
  deposits: DepositRecords;
}

/** Batches per client address (the web sends one every few seconds at most). */
export const COLLECT_RATE: RateRule = { limit: 120, windowMs: 60_000 };
/** Error envelopes per client address: a crash loop must not flood the store. */
export const ENVELOPE_RATE: RateRule = { limit: 30, windowMs: 60_000 };
const DEFAULT_PERIOD_MS = 30 * 24 * 3600 * 1000;

export const tooLarge = (max: number) =>
  new AppError(ErrorCode.payloadTooLarge, `The body is larger than ${max} bytes`);

/**
 * The first-party collector (000 §9) and the Sentry-compatible error intake (000 §8); operators read
 * counts, the funnel and the reports (ADR 029). Nothing personal is kept beyond the player's uuid.
 */
export class AnalyticsService {
  constructor(private readonly d: AnalyticsDeps) {}

  async collect(
    batch: z.output<typeof AnalyticsBatch>,
    ctx: { ip: string; bytes: number; player: string | null },
  ): Promise<{ stored: number }> {
    if (ctx.bytes > ANALYTICS_BODY_MAX_BYTES) throw tooLarge(ANALYTICS_BODY_MAX_BYTES);
    await this.d.limiter.consume(`analytics:ip:${ctx.ip}`, COLLECT_RATE);
    await countIntake(
      this.d.limiter,
      'analytics',
      this.d.config.ANALYTICS_EVENTS_PER_MINUTE,
      batch.events.length,
    );
    const receivedAt = new Date(this.d.now());
    const stored = await repo.insertEvents(
      this.d.db,
      batch.events.map((e) => ({
        id: e.id.toLowerCase(),
        brandId: this.d.config.BRAND_ID,
        name: e.name,
        occurredAt: new Date(e.at),
        receivedAt,
        anonymousId: batch.anonymousId.toLowerCase(),
        playerUuid: ctx.player,
        page: e.page,
        props: e.props,
        affiliate: batch.affiliate,
      })),
    );
    return { stored };
  }

  config(): AnalyticsConfig {
    const c = this.d.config;
    return {
      ga4MeasurementId: c.ANALYTICS_GA4_ID ?? null,
      productAnalytics: c.ANALYTICS_PRODUCT_KEY
        ? { key: c.ANALYTICS_PRODUCT_KEY, host: c.ANALYTICS_PRODUCT_HOST }
        : null,
      sessionReplay: c.SESSION_REPLAY_SITE_ID ? { siteId: c.SESSION_REPLAY_SITE_ID, version: 6 } : null,
      errorEnvelopeUrl: c.ERROR_REPORTING_DSN ? envelopeUrlOf(c.ERROR_REPORTING_DSN) : '/api/1/envelope/',
      release: c.APP_RELEASE,
    };
  }

  /**
   * Keeps each error event of a Sentry envelope: kind, message, release, page path, and the user id
   * it names: as the player's uuid when the request's token is that player's, else only as what the
   * sender reported (`reportedUser`), so no one can file a report under another player.
   */
  async intakeEnvelope(
    text: string,
    ctx: { ip: string; player: string | null },
  ): Promise<{ id: string | null }> {
    if (Buffer.byteLength(text) > ERROR_ENVELOPE_MAX_BYTES) throw tooLarge(ERROR_ENVELOPE_MAX_BYTES);
    await this.d.limiter.consume(`envelope:ip:${ctx.ip}`, ENVELOPE_RATE);
    await countIntake(this.d.limiter, 'error-report', this.d.config.ERROR_REPORTS_PER_MINUTE);
    const parsed = parseEnvelope(text);
    if (!parsed) throw new AppError(ErrorCode.validation, 'Not a Sentry envelope');
    if (!parsed.events.every(isTypedText))
      throw new AppError(
        ErrorCode.validation,
        'An event of the envelope holds characters no one types (NUL, control characters, lone surrogates)',
        { fieldErrors: { body: TEXT_MESSAGES.controlCharacters } },
      );
    const receivedAt = new Date(this.d.now());
    for (const event of parsed.events) {
      const named = event.reportedUser?.toLowerCase() ?? null;
      const own = named !== null && named === ctx.player?.toLowerCase();
      await repo.insertErrorReport(this.d.db, {
        ...event,
        brandId: this.d.config.BRAND_ID,
        playerUuid: own ? named : null,
        reportedUser: own ? null : event.reportedUser,
        receivedAt,
      });
    }
    return { id: parsed.eventId };
  }

  async eventCounts(range: { from?: string; to?: string }) {
    const { from, to } = this.period(range);
    return repo.eventCounts(this.d.db, this.d.config.BRAND_ID, from, to);
  }

  /**
   * The registration → first deposit funnel of the brand's site in the period. Registrations and first deposits are the
   * platform's own records (accounts made in the period; of them, those with a completed deposit by
   * its end), never what browsers reported; visitors are the anonymous ids browsers sent.
   */
  async funnel(range: { from?: string; to?: string }) {
    const { from, to } = this.period(range);
    const [visitors, registered] = await Promise.all([
      repo.visitors(this.d.db, this.d.config.BRAND_ID, from, to),
      this.d.registrations.registeredBetween(from, to),
    ]);
    const firstDeposit = await this.d.deposits.playersWithCompletedDeposit(registered, to);
    return {
      visitors,
      registered: registered.length,
      firstDeposit,
      conversion: registered.length === 0 ? 0 : firstDeposit / registered.length,
    };
  }

  /** Deletes events and error reports past their retention (scheduled; tests call it on their clock). */
  async prune(): Promise<{ events: number; errorReports: number }> {
    const c = this.d.config;
    const now = this.d.now();
    return {
      events: await repo.pruneEvents(
        this.d.db,
        { maxAgeDays: c.ANALYTICS_RETENTION_DAYS, maxRows: c.ANALYTICS_MAX_ROWS },
        now,
      ),
      errorReports: await repo.pruneErrorReports(
        this.d.db,
        { maxAgeDays: c.ERROR_REPORT_RETENTION_DAYS, maxRows: c.ERROR_REPORTS_MAX_ROWS },
        now,
      ),
    };
  }

  /** A page of the error reports, newest first: those with the text, received in the period, when given. */
  async errorReports(query: z.output<typeof ErrorReportsQuery>): Promise<ErrorReportsPage> {
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    const { page, size } = query;
    const { rows, total } = await repo.errorReportPage(this.d.db, {
      brandId: this.d.config.BRAND_ID,
      text: query.q,
      from,
      to,
      page,
      size,
    });
    const content = rows.map((r) => ({
      id: r.id,
      receivedAt: r.receivedAt.toISOString(),
      kind: r.kind,
      message: r.message,
      stack: r.stack,
      release: r.release,
      page: r.page,
      playerUuid: r.playerUuid,
      reportedUser: r.reportedUser,
    }));
    return pageAnswer(content, page, size, total);
  }

  private period(range: { from?: string; to?: string }) {
    const to = range.to ? new Date(range.to) : new Date(this.d.now() + 1);
    const from = range.from ? new Date(range.from) : new Date(to.getTime() - DEFAULT_PERIOD_MS);
    if (from >= to) throw new AppError(ErrorCode.validation, 'from must be before to');
    return { from, to };
  }
}

/** `https://key@host/path/123` → `https://host/path/api/123/envelope/?sentry_key=key&sentry_version=7`. */
export function envelopeUrlOf(dsn: string): string {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop() ?? '';
  const base = segments.length > 0 ? `/${segments.join('/')}` : '';
  const key = url.username;
  return `${url.protocol}//${url.host}${base}/api/${project}/envelope/?sentry_key=${encodeURIComponent(key)}&sentry_version=7`;
}
