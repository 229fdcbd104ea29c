import { randomUUID } from 'node:crypto';
import { readClaims } from '@croupier/contract/tokens';
import type { FastifyInstance } from 'fastify';
import { type Schedule, WebhookSender } from './deliveries.ts';
import { registerPages, type Session, TEST_CARDS } from './pages.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySigned } from './signing.ts';
import { CashierStore, type EventType, type Transaction } from './store.ts';

/**
 * The stand-in payment provider (GUIDE §1, 001 §4). The platform's deposit call answers a signed
 * link to `GET /cashier?session=…`, which the web loads in the deposit frame. The page posts
 * `{source: 'croupier-cashier', type: 'initialised'}` to its parent when it is ready, offers payment
 * methods and test cards, and for the redirect card posts `{type: 'redirect', url}` so the parent
 * opens a new window. Every result goes to the platform as a signed webhook
 * (`POST {platform}/api/payments/webhooks/sandbox`), idempotent by the provider transaction id.
 *
 * Withdrawals: the platform sends `POST /cashier/api/payouts` (signed); they stay PENDING until a
 * tester settles them on `GET /cashier/payouts` (or `POST /cashier/api/payouts/{paymentId}/settle`
 * with `{outcome: 'COMPLETED' | 'DECLINED'}`); the platform may cancel them while pending. A payout
 * id is taken once (a repeat answers the same payout); a cancel of one never received is remembered,
 * so a late request of it is not paid. `POST /cashier/api/payments/{paymentId}/status` (signed)
 * answers what the provider knows of a payment, for the platform's reconciliation.
 *
 * Like a real provider it keeps its state across restarts (store.ts, under the data directory) and
 * retries webhooks the platform did not take with backoff for 24 hours (deliveries.ts).
 */

export { MESSAGE_SOURCE, TEST_CARDS } from './pages.ts';

type Outcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export interface CashierOptions {
  platformUrl: string;
  secret: string;
  /** Sends the webhooks; tests pass their own. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the provider keeps its state; none: in memory only. */
  dataDir?: string | undefined;
  /** Runs the webhook retries; tests pass their own and call `deliverDue`. */
  schedule?: Schedule | undefined;
}

/** The tester's settle request: `{ "outcome": "COMPLETED" | "DECLINED" }`, else what is wrong with it. */
function settleOutcome(body: string): { outcome: 'COMPLETED' | 'DECLINED' } | { error: string } {
  let outcome: unknown;
  try {
    outcome = (JSON.parse(body || '{}') as { outcome?: unknown }).outcome;
  } catch {
    return { error: 'body must be JSON' };
  }
  return outcome === 'COMPLETED' || outcome === 'DECLINED'
    ? { outcome }
    : { error: 'outcome must be COMPLETED or DECLINED' };
}

export function registerCashier(app: FastifyInstance, opts: CashierOptions) {
  const send = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const webhookUrl = `${opts.platformUrl.replace(/\/+$/, '')}/api/payments/webhooks/sandbox`;
  const store = new CashierStore(opts.dataDir);
  const { transactions, byPayment } = store;
  const sender = new WebhookSender(store, {
    url: webhookUrl,
    secret: opts.secret,
    send,
    now,
    schedule: opts.schedule,
  });
  app.addHook('onClose', async () => sender.close());

  /** The cashier link's session: a JWS the platform signed (`@croupier/contract/tokens`), unexpired. */
  const session = async (token: string | undefined): Promise<Session | null> => {
    const s = token ? ((await readClaims(token, opts.secret)) as Session | null) : null;
    return s && typeof s === 'object' && s.exp > now() ? s : null;
  };

  function depositFor(s: Session): Transaction {
    const existing = byPayment.get(s.paymentId);
    if (existing) return existing;
    const tx: Transaction = {
      providerTransactionId: `dep_${randomUUID()}`,
      kind: 'deposit',
      paymentId: s.paymentId,
      amount: s.amount,
      currency: s.currency,
      method: s.method,
      state: 'PENDING',
      deliveries: [],
      createdAt: new Date(now()).toISOString(),
    };
    store.add(tx);
    store.save();
    return tx;
  }

  async function settle(tx: Transaction, outcome: 'COMPLETED' | 'DECLINED' | 'PENDING') {
    tx.state = outcome;
    store.save();
    const prefix = tx.kind === 'deposit' ? 'deposit' : 'payout';
    await sender.enqueue(tx, `${prefix}.${outcome.toLowerCase()}` as EventType);
  }

  /** A payout the provider keeps (a new one, or a cancelled one it never received). */
  function newPayout(paymentId: string, p: Record<string, unknown>, state: Transaction['state']) {
    const tx: Transaction = {
      providerTransactionId: `po_${randomUUID()}`,
      kind: 'payout',
      paymentId,
      amount: String(p.amount ?? '0'),
      currency: String(p.currency ?? ''),
      method: String(p.method ?? ''),
      state,
      deliveries: [],
      createdAt: new Date(now()).toISOString(),
    };
    store.add(tx);
    store.save();
    return tx;
  }

  // Signed calls from the platform carry their body as text (the signature is over those bytes).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    );
    const signedJson = (req: { body: unknown; headers: Record<string, string | string[] | undefined> }) => {
      const body = typeof req.body === 'string' ? req.body : '';
      const h = (n: string) => {
        const v = req.headers[n];
        return Array.isArray(v) ? v[0] : v;
      };
      if (!verifySigned(opts.secret, body, h(TIMESTAMP_HEADER), h(SIGNATURE_HEADER), now())) return null;
      try {
        return JSON.parse(body) as Record<string, unknown>;
      } catch {
        return null;
      }
    };

    scope.post('/cashier/api/payouts', async (req, reply) => {
      const p = signedJson(req);
      if (
        !p ||
        typeof p.paymentId !== 'string' ||
        typeof p.amount !== 'string' ||
        typeof p.currency !== 'string'
      ) {
        return reply.code(401).send({ error: 'bad signature or body' });
      }
      // Idempotent by payment id: a repeat (after the platform's crash) is the same payout.
      const existing = byPayment.get(p.paymentId);
      if (existing) return { providerTransactionId: existing.providerTransactionId, status: existing.state };
      const tx = newPayout(p.paymentId, p, 'PENDING');
      return { providerTransactionId: tx.providerTransactionId, status: tx.state };
    });

    scope.post<{ Params: { paymentId: string } }>(
      '/cashier/api/payouts/:paymentId/cancel',
      async (req, reply) => {
        if (!signedJson(req)) return reply.code(401).send({ error: 'bad signature' });
        const tx = byPayment.get(req.params.paymentId);
        if (!tx) {
          // Never received (the platform's request died on the way): remembered as cancelled.
          return { status: newPayout(req.params.paymentId, {}, 'CANCELLED').state };
        }
        if (tx.kind !== 'payout') return reply.code(404).send({ error: 'unknown payout' });
        if (tx.state !== 'PENDING' && tx.state !== 'CANCELLED')
          return reply.code(409).send({ status: tx.state });
        tx.state = 'CANCELLED';
        store.save();
        return { status: tx.state };
      },
    );

    scope.post<{ Params: { paymentId: string } }>(
      '/cashier/api/payments/:paymentId/status',
      async (req, reply) => {
        if (!signedJson(req)) return reply.code(401).send({ error: 'bad signature' });
        const tx = byPayment.get(req.params.paymentId);
        if (!tx) return reply.code(404).send({ error: 'unknown payment' });
        const { kind, state, providerTransactionId, amount, currency } = tx;
        return { kind, state, providerTransactionId, amount, currency };
      },
    );

    // The tester's controls (the sandbox's own page calls them; no platform signature).
    scope.post<{ Params: { paymentId: string }; Body: string }>(
      '/cashier/api/payouts/:paymentId/settle',
      async (req, reply) => {
        const outcome = settleOutcome(req.body);
        if ('error' in outcome) return reply.code(400).send(outcome);
        const tx = byPayment.get(req.params.paymentId);
        if (tx?.kind !== 'payout') return reply.code(404).send({ error: 'unknown payout' });
        if (tx.state !== 'PENDING') return reply.code(409).send({ status: tx.state });
        await settle(tx, outcome.outcome);
        return { status: tx.state, deliveries: tx.deliveries };
      },
    );

    scope.post<{ Params: { paymentId: string }; Body: string }>(
      '/cashier/api/deposits/:paymentId/settle',
      async (req, reply) => {
        const outcome = settleOutcome(req.body);
        if ('error' in outcome) return reply.code(400).send(outcome);
        const tx = byPayment.get(req.params.paymentId);
        if (tx?.kind !== 'deposit') return reply.code(404).send({ error: 'unknown deposit' });
        if (tx.state !== 'PENDING' && tx.state !== 'AWAITING_3DS')
          return reply.code(409).send({ status: tx.state });
        await settle(tx, outcome.outcome);
        return { status: tx.state, deliveries: tx.deliveries };
      },
    );

    /** The cashier page's own call: pays with a test card. */
    scope.post<{ Body: string }>('/cashier/api/pay', async (req, reply) => {
      let input: { session?: string; card?: string };
      try {
        input = JSON.parse(req.body || '{}');
      } catch {
        return reply.code(400).send({ error: 'body must be JSON' });
      }
      const s = await session(input.session);
      if (!s) return reply.code(401).send({ error: 'The cashier session is not valid or has expired' });
      const card = String(input.card ?? '').replace(/\s+/g, '');
      const outcome: Outcome | undefined = TEST_CARDS[card as keyof typeof TEST_CARDS];
      if (!outcome) return reply.code(400).send({ error: 'Use one of the test cards' });
      const tx = depositFor(s);
      if (tx.state !== 'PENDING' || tx.deliveries.length > 0) {
        return reply
          .code(409)
          .send({ error: `This payment is ${tx.state.toLowerCase()} already`, status: tx.state });
      }
      if (outcome === 'redirect') {
        tx.state = 'AWAITING_3DS';
        store.save();
        return { outcome, url: `/cashier/3ds/${tx.providerTransactionId}` };
      }
      if (outcome === 'success') await settle(tx, 'COMPLETED');
      else if (outcome === 'decline') await settle(tx, 'DECLINED');
      else await settle(tx, 'PENDING');
      return { outcome, status: tx.state, paymentId: tx.paymentId };
    });

    scope.post<{ Params: { id: string }; Body: string }>('/cashier/api/3ds/:id', async (req, reply) => {
      const tx = transactions.get(req.params.id);
      if (tx?.state !== 'AWAITING_3DS') return reply.code(409).send({ error: 'Nothing to authenticate' });
      let approve = false;
      try {
        approve = (JSON.parse(req.body || '{}') as { approve?: unknown }).approve === true;
      } catch {
        return reply.code(400).send({ error: 'body must be JSON' });
      }
      await settle(tx, approve ? 'COMPLETED' : 'DECLINED');
      return { status: tx.state };
    });
  });

  app.get('/cashier/api/transactions', async () => ({ transactions: [...transactions.values()].reverse() }));

  registerPages(app, { store, session });
  return {
    deliverDue: () => sender.deliverDue(),
    pendingDeliveries: () => sender.pending(),
  };
}
