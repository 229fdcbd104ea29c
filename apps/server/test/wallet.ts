import { endpoints } from '@croupier/contract';
import { expect } from 'vitest';
import { MemoryPaymentProvider } from '../src/adapters/payments/index.ts';
import { api } from './api.ts';
import { buildTestApp, type TestContext } from './helper.ts';
import { registerByEmail } from './players.ts';

/** The default PAYMENT_WEBHOOK_SECRET tests run with. */
export const WEBHOOK_SECRET = 'croupier-sandbox-payment-webhook-secret-dev';

export function memoryProvider(t: { now: () => number }) {
  return new MemoryPaymentProvider(WEBHOOK_SECRET, 'http://localhost:3100', t.now);
}

/**
 * The platform with the in-memory payment provider on one clock: `t.advance` moves the app's and
 * the provider's time together, and `now()` reads it (webhook timestamps, a restarted app).
 */
export async function buildWalletTestApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  let time = Date.now();
  const provider = memoryProvider({ now: () => time });
  const t = await buildTestApp({ ...options, adapters: { payments: provider, ...options.adapters } });
  const advance = t.advance;
  t.advance = (ms) => {
    advance(ms);
    time += ms;
  };
  return { t, provider, now: () => time };
}

/** Sends a provider webhook as the provider would. */
export async function sendWebhook(t: TestContext, hook: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    payload: hook.body,
    headers: hook.headers,
  });
}

export async function realBalance(t: TestContext, uuid: string, token: string): Promise<number> {
  return (await api(t).as(token).ok(endpoints.balance, { params: { uuid } })).balances[0]!.real.amount;
}

/** A deposit request of 50.00 USD by card for the player (fields of `over` replace the defaults). */
export const depositBody = (p: { uuid: string }, over: Record<string, unknown> = {}) => ({
  currency: 'USD',
  playerUUID: p.uuid,
  paymentMethod: 'card',
  aggregatorId: 'sandbox',
  amount: 50,
  ...over,
});

/**
 * Moves money in the ledger as the modules book it (minor units, USD): `placeBet` a game bet from
 * the player's real wallet (meta as seamless-wallet writes it), `creditPlayer` a deposit, win or
 * rollback to it.
 */
export const placeBet = (
  t: TestContext,
  uuid: string,
  betId: string,
  minor: bigint,
  meta: Record<string, unknown> = {},
) =>
  t.app.services.ledger.transfer({
    key: `bet:${betId}`,
    from: { player: uuid, wallet: 'real' },
    to: { system: 'house' },
    amount: minor,
    currency: 'USD',
    kind: 'bet',
    meta: { betId, kind: 'games', gameSlug: 'dragon-gold', roundId: `r-${betId}`, ...meta },
  });

export const creditPlayer = (
  t: TestContext,
  uuid: string,
  kind: 'deposit' | 'win' | 'bet.rollback',
  key: string,
  minor: bigint,
  meta: Record<string, unknown> = {},
) =>
  t.app.services.ledger.transfer({
    key,
    from: { system: kind === 'deposit' ? 'payments-clearing' : 'house' },
    to: { player: uuid, wallet: 'real' },
    amount: minor,
    currency: 'USD',
    kind,
    meta,
  });

/** A registered player: uuid, token and e-mail. */
export async function walletPlayer(t: TestContext) {
  const { auth, body } = await registerByEmail(t);
  return { uuid: auth.uuid, token: auth.token, email: body.email as string };
}

/** A withdrawal request of 20.00 USD by bank transfer (fields of `over` replace the defaults). */
export const withdrawalBody = (p: { uuid: string }, over: Record<string, unknown> = {}) =>
  depositBody(p, { paymentMethod: 'bank-transfer', amount: 20, ...over });

/** Starts a deposit (fields of `over` added to its body) and completes it through a signed webhook. */
export async function completeDeposit(
  t: TestContext,
  provider: MemoryPaymentProvider,
  p: { uuid: string; token: string },
  amount: number | string = 50,
  over: Record<string, unknown> = {},
) {
  const body = depositBody(p, { amount, ...over });
  const payment = await api(t)
    .as(p)
    .ok(endpoints.deposit, { params: { uuid: p.uuid }, body });
  const hook = provider.webhook({
    type: 'deposit.completed',
    paymentId: payment.paymentId,
    providerTransactionId: `tx_${payment.paymentId}`,
    amount: String(amount),
    currency: 'USD',
  });
  const settled = await sendWebhook(t, hook);
  expect(settled.statusCode, settled.body).toBe(200);
  return { payment, hook };
}

/** The ledger's invariants hold (modules/wallet/reconcile.ts). */
export async function expectReconciled(t: TestContext) {
  const report = await t.app.services.ledger.reconcile();
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
}
