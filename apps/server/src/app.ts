import { OPERATOR_KEY_HEADER } from '@croupier/contract';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { KycProvider } from './adapters/kyc/index.ts';
import { createMessaging, type Messaging } from './adapters/messaging/index.ts';
import type { PaymentProvider } from './adapters/payments/index.ts';
import { HttpFreeRounds } from './adapters/studio/index.ts';
import { type AnalyticsService, registerAnalytics } from './modules/analytics/index.ts';
import {
  type AntiFraudCheck,
  type AuthPolicy,
  type AuthService,
  type PasswordRecovery,
  type RegistrationPromo,
  registerAuth,
} from './modules/auth/index.ts';
import { type BetsService, registerBets } from './modules/bets/index.ts';
import { type CampaignsService, registerCampaigns } from './modules/campaigns/index.ts';
import { type ContentService, registerContent } from './modules/content/index.ts';
import { type CrmService, registerCrm } from './modules/crm/index.ts';
import { type FavoritesService, registerFavorites } from './modules/favorites/index.ts';
import { type CatalogueService, registerGames } from './modules/games/index.ts';
import { type LoyaltyService, registerLoyalty } from './modules/loyalty/index.ts';
import {
  type DepositAntiFraud,
  type PaymentSyncTimers,
  type PaymentsService,
  registerPayments,
} from './modules/payments/index.ts';
import { registerPlay } from './modules/play/index.ts';
import { type ProfileService, registerProfile } from './modules/profile/index.ts';
import { type ProtectionService, registerProtection } from './modules/protection/index.ts';
import {
  type FreeRoundsGateway,
  type PromoCodes,
  type RewardsService,
  type RewardTemplates,
  registerRewards,
} from './modules/rewards/index.ts';
import { registerSeamlessWallet, type SeamlessWalletService } from './modules/seamless-wallet/index.ts';
import { registerSports } from './modules/sports/index.ts';
import {
  type CallbackLimits,
  chatSources,
  registerSupport,
  type SupportService,
} from './modules/support/index.ts';
import { registerTournaments, type TournamentsService } from './modules/tournaments/index.ts';
import {
  type DocumentStorage,
  type DocumentsService,
  type KycService,
  registerVerification,
} from './modules/verification/index.ts';
import { type LedgerService, registerWallet, type WalletService } from './modules/wallet/index.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import { installErrorHandling } from './platform/errors.ts';
import { API_PREFIX } from './platform/http.ts';
import { errSerializer, logMethod, serializeRequest } from './platform/logging.ts';
import type { PlatformDeps } from './platform/module.ts';
import { installOperatorKey } from './platform/operator.ts';
import { RateLimiter, type RateLimitStore } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerWebApp } from './platform/web-app/index.ts';

export interface AppServices {
  catalogue: CatalogueService;
  content: ContentService;
  auth: AuthService;
  recovery: PasswordRecovery;
  profiles: ProfileService;
  documents: DocumentsService;
  kyc: KycService;
  ledger: LedgerService;
  wallet: WalletService;
  payments: PaymentsService;
  bets: BetsService;
  protection: ProtectionService;
  favorites: FavoritesService;
  seamlessWallet: SeamlessWalletService;
  rewards: RewardsService;
  tournaments: TournamentsService;
  loyalty: LoyaltyService;
  promo: PromoCodes;
  rewardTemplates: RewardTemplates;
  support: SupportService;
  analytics: AnalyticsService;
  crm: CrmService;
  campaigns: CampaignsService;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Injected clock, so tests can move time (the provider cache) without sleeping. */
  now?: () => number;
  logger?: boolean;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Third parties to use instead of the HTTP ones (tests read codes from an in-memory messaging). */
  adapters?: {
    messaging?: Messaging;
    antiFraud?: AntiFraudCheck;
    promoCodes?: RegistrationPromo;
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
  /** Overrides of the call-back limits (modules/support/service.ts). */
  callbackLimits?: CallbackLimits;
}

/** Builds the whole platform as one Fastify app; `main.ts` listens on it and tests `inject` into it. */
export type App = FastifyInstance & { services: AppServices };

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Tokens, codes and passwords never reach the logs.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Errors field by field, without the parameters of a failed statement (platform/logging.ts).
            serializers: { req: serializeRequest, err: errSerializer },
            hooks: { logMethod },
            ...(opts.logStream && { stream: opts.logStream }),
          },
    // Behind N proxies, the client address is the one the nearest N hops report.
    trustProxy:
      config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  // The support chat's sources follow the live-chat settings as they are now (ADR 028).
  let contentForCsp: ContentService | undefined;
  await registerSecurityHeaders(app, config, (kind) =>
    contentForCsp ? chatSources(contentForCsp.liveChat())[kind].join(' ') : '',
  );
  await app.register(compress, { threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Croupier platform API',
        description: 'The calls of specs 000 §7 and 001 §7. Every path is served under /api.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The operator API (/api/operator/…): OPERATOR_TOKEN in this header (docs/decisions/024-rewards.md).
          operatorKey: { type: 'apiKey', in: 'header', name: OPERATOR_KEY_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  // Every module is wired the same way: `registerX(app, { ...platform, ...what it needs of others })`
  // builds its services, registers its calls and answers the services other modules may use.
  const now = opts.now ?? Date.now;
  const platform: PlatformDeps = { config, db: database.db, dbKind: database.kind, now };
  // Wrong operator keys are counted per address in the shared rate-limit store (ADR 018).
  installOperatorKey(app, config.OPERATOR_TOKEN, new RateLimiter(opts.rateLimitStore, now));
  let messaging = opts.adapters?.messaging;
  if (!messaging) {
    const configured = createMessaging(config);
    app.addHook('onClose', async () => configured.close());
    messaging = configured;
  }
  const { content } = registerContent(app, platform);
  contentForCsp = content;
  const brand = () => content.brandConfig();
  // Registration and deposits redeem promo codes through the rewards module, built after them.
  let promoCodes: PromoCodes | undefined;
  const rewardsPromo = () => {
    if (!promoCodes) throw new Error('the rewards module is not built yet');
    return promoCodes;
  };
  // Registration and deposits fire campaigns (built last: they need rewards and the seamless wallet).
  let campaignsService: CampaignsService | undefined;
  const campaignsOf = () => {
    if (!campaignsService) throw new Error('the campaigns module is not built yet');
    return campaignsService;
  };
  const { auth, accounts, limiter, policy, recovery, sessions } = registerAuth(app, {
    ...platform,
    brand,
    antiFraud: opts.adapters?.antiFraud,
    promoCodes: opts.adapters?.promoCodes ?? {
      usable: (code, market) => rewardsPromo().usable(code, market),
      redeem: (tx, player, code) => rewardsPromo().redeemAtSignup(tx, player, code),
    },
    campaigns: { registered: (tx, player, campaign) => campaignsOf().registered(tx, player, campaign) },
    messaging,
    policy: opts.authPolicy,
    rateLimitStore: opts.rateLimitStore,
  });
  const { contacts, documents, kyc } = registerVerification(app, {
    ...platform,
    brand,
    auth,
    accounts,
    authPolicy: policy,
    limiter,
    messaging,
    kyc: opts.adapters?.kyc,
    documentStorage: opts.adapters?.documentStorage,
  });
  const { profiles } = registerProfile(app, { ...platform, auth, accounts, limiter, contacts });
  const { ledger, wallet } = registerWallet(app, { ...platform, brand, players: auth });
  const { payments } = registerPayments(app, {
    ...platform,
    ledger,
    promo: {
      check: (player, code, amount) => rewardsPromo().checkDeposit(player, code, amount),
      completed: (tx, d) => rewardsPromo().depositCompleted(tx, d, app.log),
    },
    deposits: { completed: (tx, d) => campaignsOf().depositCompleted(tx, d) },
    wallet,
    provider: opts.adapters?.payments,
    antiFraud: opts.adapters?.depositAntiFraud,
    timers: opts.timers,
  });
  const { protection } = registerProtection(app, { ...platform, restrictor: auth });
  const { catalogue, marketOf } = registerGames(app, { ...platform, players: auth });
  const { bets } = registerBets(app, {
    ...platform,
    wallet,
    gameName: (slug) => catalogue.gameBySlug(slug)?.fullGameName,
  });
  const { favorites } = registerFavorites(app, { ...platform, catalogue });
  const {
    rewards,
    promo,
    templates: rewardTemplates,
    play: bonusPlay,
  } = registerRewards(app, {
    ...platform,
    ledger,
    brand,
    players: auth,
    gameCategories: (slug) => catalogue.categoriesOf(slug),
    freeRounds:
      opts.adapters?.freeRounds ?? new HttpFreeRounds(config.SANDBOX_URL, config.STUDIO_SECRET, now),
    limiter,
  });
  promoCodes = promo;
  const { seamlessWallet } = registerSeamlessWallet(app, { ...platform, ledger, bonus: bonusPlay });
  sessions.onSessionsEnded((player) => seamlessWallet.endPlayerSessions(player));
  const { campaigns } = registerCampaigns(app, {
    ...platform,
    brand,
    players: auth,
    rewards,
    templates: rewardTemplates,
    content,
    seamlessWallet,
  });
  campaignsService = campaigns;
  // Tournaments and loyalty learn of real-money rounds through the seamless wallet's observers and
  // grant rewards through the rewards engine (docs/decisions/026-tournaments-loyalty.md).
  const grantTemplate = async (
    player: string,
    templateUuid: string,
    o: { source: string; reason: string; grantKey: string },
  ) => (await rewards.grant(player, await rewardTemplates.template(templateUuid), o)).id;
  const templateTitle = (templateUuid: string, locale: string) =>
    rewardTemplates.describe(templateUuid).then(
      (t) => (t.content[locale] ?? t.content.en)?.title ?? t.name,
      () => undefined,
    );
  const { tournaments } = registerTournaments(app, {
    ...platform,
    ledger,
    brand,
    players: auth,
    game: (slug) => catalogue.gameBySlug(slug),
    rewards: { grant: grantTemplate, title: templateTitle },
    seamlessWallet,
  });
  const { loyalty } = registerLoyalty(app, {
    ...platform,
    brand,
    rewards: {
      grant: grantTemplate,
      exists: (uuid) => templateTitle(uuid, 'en').then((t) => t !== undefined),
    },
    seamlessWallet,
  });
  registerPlay(app, {
    ...platform,
    catalogue,
    defaultCurrency: () => content.brandConfig().defaultCurrency,
    playerMarket: marketOf,
    openRealSession: (session) => seamlessWallet.openSession(session),
    recent: favorites,
  });
  const { support } = registerSupport(app, {
    ...platform,
    limiter,
    brand,
    liveChat: { get: () => content.liveChatSettings(), update: (c) => content.updateLiveChat(c) },
    limits: opts.callbackLimits,
  });
  registerSports(app, {
    ...platform,
    defaultCurrency: () => content.brandConfig().defaultCurrency,
    playerMarket: marketOf,
    openSession: (session) => seamlessWallet.openSession(session),
  });
  const { analytics } = registerAnalytics(app, {
    ...platform,
    rateLimitStore: opts.rateLimitStore,
    registrations: auth,
    deposits: payments,
  });
  const { crm } = registerCrm(app, {
    ...platform,
    playerMarket: async (uuid) => {
      const profile = await profiles.get(uuid).catch(() => undefined);
      return profile ? { country: profile.country, language: profile.languageCode } : undefined;
    },
    depositedSince: (uuid, since) => payments.hasDepositSince(uuid, since),
  });
  // The in-memory snapshots load before the app serves.
  await Promise.all([catalogue.reload(), content.reload()]);

  app.get(`${API_PREFIX}/health`, { schema: { hide: true } }, async () => ({
    status: 'ok',
    database: database.kind,
    games: catalogue.size,
  }));

  await registerWebApp(app, config.webDist);

  return Object.assign(app, {
    services: {
      catalogue,
      content,
      auth,
      recovery,
      profiles,
      documents,
      kyc,
      ledger,
      wallet,
      payments,
      bets,
      protection,
      seamlessWallet,
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
    },
  }) as unknown as App;
}
