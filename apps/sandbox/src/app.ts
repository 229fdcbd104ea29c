import { SANDBOX_PAYMENT_WEBHOOK_SECRET, SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import Fastify from 'fastify';
import type { Schedule } from './cashier/deliveries.ts';
import { registerCashier } from './cashier/index.ts';
import { DEV_KYC_WEBHOOK_SECRET, registerKyc } from './kyc/index.ts';
import { registerLiveChat } from './livechat/index.ts';
import { registerLocaleAssets } from './locale/index.ts';
import { registerMessaging } from './messaging/index.ts';
import { registerSportsbook } from './sportsbook/index.ts';
import { registerStudio } from './studio/index.ts';
import { registerTesterGate } from './tester-gate.ts';

/** The payment provider's shared secret when none is configured (the platform's default too). */
export const DEV_PAYMENT_SECRET = SANDBOX_PAYMENT_WEBHOOK_SECRET;

/**
 * Stand-in third parties on their own origin: game studio, payment provider (cashier), sportsbook,
 * KYC provider and the SMS/e-mail gateway. Each talks to the platform over HTTP with the real
 * mechanics (iframes, postMessage, signed callbacks); they are filled in by their issues.
 */
export function buildSandbox(opts: {
  platformUrl: string;
  logger?: boolean;
  /** Signs the game studio's launch links with the platform; the platform's STUDIO_SECRET. */
  studioSecret?: string;
  /** The platform's seamless wallet the studio calls for real play; default `{platformUrl}/api/seamless-wallet`. */
  seamlessWalletUrl?: string;
  /** Signs the KYC provider's callbacks; the platform's KYC_WEBHOOK_SECRET. */
  kycWebhookSecret?: string;
  now?: () => number;
  /** Signs cashier links and webhooks; the platform's PAYMENT_WEBHOOK_SECRET. */
  paymentSecret?: string;
  /** Sends the cashier's webhooks (tests capture them). */
  fetch?: typeof fetch;
  /** Set when the sandbox is exposed beyond loopback: tester surfaces then demand it (tester-gate.ts). */
  testerToken?: string;
  /** Where the payment provider and the studio's free rounds keep their state across restarts; none: in memory. */
  dataDir?: string;
  /** Runs the payment provider's webhook retries (tests run them themselves). */
  schedule?: Schedule;
  /** The sportsbook's clock: book minutes per real minute (SPORTSBOOK_CLOCK_SPEED; tests run faster). */
  sportsbookSpeed?: number;
}) {
  const app = Fastify({ logger: opts.logger ?? false });
  if (opts.testerToken) registerTesterGate(app, opts.testerToken);
  const services = [
    { name: 'Game studio (slot, roulette, dice; demo and real play)', path: '/studio', status: 'ready' },
    { name: 'Payment provider (cashier): payouts to settle', path: '/cashier/payouts', status: 'ready' },
    {
      name: 'Sportsbook (football, tennis, basketball; pre-match and live)',
      path: '/sportsbook',
      status: 'ready',
    },
    { name: 'KYC provider', path: '/kyc', status: 'ready' },
    { name: 'SMS and e-mail gateway', path: '/messaging', status: 'ready' },
    {
      name: 'Live chat (LiveChat, Tawk, Freshdesk, Zendesk): agent console',
      path: '/livechat/agent',
      status: 'ready',
    },
  ];
  app.get('/health', async () => ({ status: 'ok', platformUrl: opts.platformUrl }));
  registerLocaleAssets(app);
  registerMessaging(app);
  registerLiveChat(app, { platformUrl: opts.platformUrl });
  const studio = registerStudio(app, {
    secret: opts.studioSecret ?? SANDBOX_STUDIO_SECRET,
    platformUrl: opts.platformUrl,
    ...(opts.seamlessWalletUrl && { walletUrl: opts.seamlessWalletUrl }),
    dataDir: opts.dataDir,
  });
  // The sportsbook stakes, pays and voids through the same seamless-wallet client as the studio.
  const sportsbook = registerSportsbook(app, {
    secret: opts.studioSecret ?? SANDBOX_STUDIO_SECRET,
    platformUrl: opts.platformUrl,
    wallet: studio.wallet,
    ...(opts.now && { now: opts.now }),
    ...(opts.sportsbookSpeed && { speed: opts.sportsbookSpeed }),
    dataDir: opts.dataDir,
  });
  registerKyc(app, {
    platformUrl: opts.platformUrl,
    secret: opts.kycWebhookSecret ?? DEV_KYC_WEBHOOK_SECRET,
    ...(opts.now && { now: opts.now }),
  });
  const cashier = registerCashier(app, {
    platformUrl: opts.platformUrl,
    secret: opts.paymentSecret ?? DEV_PAYMENT_SECRET,
    ...(opts.fetch && { fetch: opts.fetch }),
    ...(opts.now && { now: opts.now }),
    dataDir: opts.dataDir,
    schedule: opts.schedule,
  });
  app.get('/', async (_req, reply) => {
    const rows = services
      .map((s) =>
        s.status === 'ready'
          ? `<li><a href="${s.path}"><strong>${s.name}</strong></a>: ${s.status}</li>`
          : `<li><strong>${s.name}</strong>: ${s.status}</li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Croupier sandbox</title></head><body><h1>Croupier sandbox</h1><p>Stand-in third parties for the platform at ${opts.platformUrl}.</p><ul>${rows}</ul></body></html>`,
      );
  });
  return Object.assign(app, { cashier, sportsbook });
}
