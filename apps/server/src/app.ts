import type { KycProvider } from './adapters/kyc/index.ts';
import type { Messaging } from './adapters/messaging/index.ts';
import type { PaymentProvider } from './adapters/payments/index.ts';
import type { FreeRoundsGateway } from './adapters/studio/index.ts';
import { registerAnalytics } from './modules/analytics/index.ts';
import { type AntiFraudCheck, type AuthPolicy, registerAuth } from './modules/auth/index.ts';
import { registerBets } from './modules/bets/index.ts';
import { registerCampaigns } from './modules/campaigns/index.ts';
import { registerContent } from './modules/content/index.ts';
import { registerCrm } from './modules/crm/index.ts';
import { registerFavorites } from './modules/favorites/index.ts';
import { registerGames } from './modules/games/index.ts';
import { registerLive } from './modules/live/index.ts';
import { registerLoyalty } from './modules/loyalty/index.ts';
import { registerOperators } from './modules/operators/index.ts';
import { type DepositAntiFraud, type PaymentSyncTimers, registerPayments } from './modules/payments/index.ts';
import { registerPlay } from './modules/play/index.ts';
import { registerPlayersAdmin } from './modules/players-admin/index.ts';
import { registerProfile } from './modules/profile/index.ts';
import { registerProtection, registerSessionProtection } from './modules/protection/index.ts';
import { registerReports } from './modules/reports/index.ts';
import { registerRewards } from './modules/rewards/index.ts';
import { type RoundRelay, registerSeamlessWallet } from './modules/seamless-wallet/index.ts';
import { registerSports } from './modules/sports/index.ts';
import { type CallbackLimits, chatSources, registerSupport } from './modules/support/index.ts';
import { registerTournaments } from './modules/tournaments/index.ts';
import { type DocumentStorage, registerVerification } from './modules/verification/index.ts';
import { registerWallet } from './modules/wallet/index.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import type { EventBus } from './platform/event-bus.ts';
import { registerHealth } from './platform/health.ts';
import type { Metrics } from './platform/metrics.ts';
import { buildPlatform } from './platform/module.ts';
import { registerObservability } from './platform/observability.ts';
import type { RateLimiter, RateLimitStore } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createServer, type ServerOptions } from './platform/server.ts';
import { CONSOLE_ASSETS, registerConsoleApp } from './platform/web-app/console.ts';
import { registerWebApp, WEB_ASSETS } from './platform/web-app/index.ts';

export interface BuildOptions extends ServerOptions {
  config: Config;
  database: Database;
  /** Injected clock, so tests can move time (the provider cache) without sleeping. */
  now?: () => number;
  /** Third parties to use instead of the HTTP ones (tests read codes from an in-memory messaging). */
  adapters?: {
    messaging?: Messaging;
    antiFraud?: AntiFraudCheck;
    kyc?: KycProvider;
    documentStorage?: DocumentStorage;
    payments?: PaymentProvider;
    depositAntiFraud?: DepositAntiFraud;
    freeRounds?: FreeRoundsGateway;
  };
  /** Overrides of the auth limits (modules/auth/policy.ts). */
  authPolicy?: Partial<AuthPolicy>;
  /** The payment reconciliation's schedule (tests run its ticks themselves). */
  timers?: PaymentSyncTimers;
  /** Shared rate-limit counters (e.g. Redis) instead of in-process ones. */
  rateLimitStore?: RateLimitStore;
  /** The rate limits of every brand's instance in this process (one client, one count). */
  limiter?: RateLimiter;
  /** The event bus of every brand's instance in this process, or one of the test's (ADR 067). */
  bus?: EventBus;
  /** The metrics of every brand's instance in this process (one registry, ADR 069). */
  metrics?: Metrics;
  /** Overrides of the call-back limits (modules/support/service.ts). */
  callbackLimits?: CallbackLimits;
  /**
   * Set for another brand's instance in the same process: what the default brand's instance shares
   * (its `shared`). That one alone runs the work over every brand's rows (ADR 062).
   */
  alongside?: SharedWithBrands | undefined;
}

/** What the default brand's instance shares with the other brands' instances of its process (ADR 062). */
export interface SharedWithBrands {
  /** The round outbox is drained once, by the default brand's instance. */
  roundRelay: RoundRelay;
}

/**
 * Builds the whole platform as one Fastify app; `main.ts` listens on it and tests `inject` into it.
 * Each module is wired the same way, `registerX(app, { ...platform, ...what it needs of others })`,
 * in dependency order: it builds its services, registers its calls, subscribes to the events of the
 * modules before it (their in-transaction observers) and answers the services later ones may use.
 */
export async function buildApp(opts: BuildOptions) {
  const { config } = opts;
  const a = opts.adapters ?? {};
  const app = await createServer(config, opts);
  const along = opts.alongside;
  const platform = buildPlatform(app, { ...opts, messaging: a.messaging, primary: !along });
  registerObservability(app, platform);
  // First: every module's operator calls go through its access (docs/decisions/047-operator-identity.md).
  const { operatorAccounts, apiKeys } = registerOperators(app, platform);
  const { content, brand, messages } = registerContent(app, platform);
  // The support chat's sources follow the live-chat settings: the headers are rebuilt when they change (ADR 028).
  const securityHeaders = registerSecurityHeaders(app, {
    config,
    chat: (kind) => (content.loaded() ? chatSources(content.liveChat())[kind].join(' ') : ''),
    assetPrefixes: [WEB_ASSETS, CONSOLE_ASSETS],
  });
  content.onLiveChatChange(securityHeaders.rebuild);
  const base = { ...platform, brand, messages };
  const { auth, accounts, policy, recovery, sessions, sessionTimes, streamTickets } = registerAuth(app, {
    ...base,
    antiFraud: a.antiFraud,
    policy: opts.authPolicy,
  });
  const { kyc, documentStorage } = a;
  const verification = registerVerification(app, {
    ...base,
    auth,
    accounts,
    authPolicy: policy,
    kyc,
    documentStorage,
  });
  const { profiles } = registerProfile(app, { ...platform, auth, accounts, contacts: verification.contacts });
  const { ledger, wallet, betTransfers, figures } = registerWallet(app, { ...base, players: auth });
  registerLive(app, { ...platform, tickets: streamTickets, sessions, wallet });
  const { payments } = registerPayments(app, {
    ...platform,
    ledger,
    wallet,
    provider: a.payments,
    antiFraud: a.depositAntiFraud,
    timers: opts.timers,
  });
  const { protection, playerLimits, breaks } = registerProtection(app, {
    ...base,
    restrictor: auth,
    accounts: auth,
    sessions,
    payments,
    wallet,
  });
  const { catalogue, marketOf } = registerGames(app, { ...platform, players: auth });
  const { favorites } = registerFavorites(app, { ...platform, catalogue });
  const money = { ...base, ledger, players: auth, payments };
  const { rewards, promo, rewardTemplates, bonusPlay, prizes } = registerRewards(app, {
    ...money,
    catalogue,
    breaks,
    freeRounds: a.freeRounds,
  });
  const { seamlessWallet, roundRelay } = registerSeamlessWallet(app, {
    ...platform,
    ledger,
    bonus: bonusPlay,
    sessions,
    sharedRelay: along?.roundRelay,
  });
  const { sessionProtection } = registerSessionProtection(app, {
    ...base,
    sessions,
    sessionTimes,
    seamlessWallet,
    payments,
    wallet,
  });
  const { bets } = registerBets(app, { ...platform, wallet, betTransfers, seamlessWallet, catalogue });
  const { campaigns } = registerCampaigns(app, {
    ...money,
    rewards,
    templates: rewardTemplates,
    content,
    seamlessWallet,
    breaks,
  });
  const game = { ...base, catalogue, playerMarket: marketOf, seamlessWallet };
  const { tournaments } = registerTournaments(app, { ...game, ledger, players: auth, prizes });
  const { loyalty } = registerLoyalty(app, { ...base, players: auth, prizes, seamlessWallet });
  registerPlay(app, { ...game, recent: favorites });
  registerSports(app, game);
  const { support } = registerSupport(app, { ...base, content, limits: opts.callbackLimits });
  const { analytics } = registerAnalytics(app, { ...platform, registrations: auth, deposits: payments });
  registerReports(app, { ...base, figures, registrations: auth });
  const { crm } = registerCrm(app, { ...platform, profiles, payments, breaks });
  const { adjustments } = registerPlayersAdmin(app, {
    ...platform,
    accounts,
    ledger,
    wallet,
    payments,
    bets,
  });
  // The in-memory snapshots load before the app serves.
  await Promise.all([catalogue.reload(), content.reload()]);
  registerHealth(app, platform, catalogue);
  await registerWebApp(app, {
    webDist: config.webDist,
    brand,
    geoCountryHeader: config.GEO_COUNTRY_HEADER,
  });
  await registerConsoleApp(app, config.consoleDist);
  // What tests and main.ts reach directly.
  const services = {
    operatorAccounts,
    apiKeys,
    catalogue,
    content,
    auth,
    recovery,
    profiles,
    ...verification,
    ledger,
    wallet,
    payments,
    bets,
    protection,
    playerLimits,
    sessionProtection,
    breaks,
    seamlessWallet,
    roundRelay,
    favorites,
    rewards,
    promo,
    rewardTemplates,
    support,
    analytics,
    crm,
    campaigns,
    tournaments,
    loyalty,
    adjustments,
  };
  const shared: SharedWithBrands = { roundRelay };
  return Object.assign(app, { services, shared });
}

/** The whole platform as `buildApp` answers it. */
export type App = Awaited<ReturnType<typeof buildApp>>;
export type AppServices = App['services'];
