import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../html.ts';
import { readToken, SIGNATURE_HEADER, signedHeaders, TIMESTAMP_HEADER, verifySigned } from './signing.ts';

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
 * with `{outcome: 'COMPLETED' | 'DECLINED'}`); the platform may cancel them while pending.
 */

export const MESSAGE_SOURCE = 'croupier-cashier';

/** Test cards: the outcome a card number gives. */
export const TEST_CARDS = {
  '4242424242424242': 'success',
  '4000000000000002': 'decline',
  '4000000000000077': 'pending',
  '4000000000003220': 'redirect',
} as const;
type Outcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

interface Session {
  paymentId: string;
  playerUuid: string;
  method: string;
  amount: string;
  currency: string;
  parentOrigin: string;
  exp: number;
}

type EventType =
  | 'deposit.pending'
  | 'deposit.completed'
  | 'deposit.declined'
  | 'payout.completed'
  | 'payout.declined';

interface Transaction {
  providerTransactionId: string;
  kind: 'deposit' | 'payout';
  paymentId: string;
  amount: string;
  currency: string;
  method: string;
  state: 'PENDING' | 'AWAITING_3DS' | 'COMPLETED' | 'DECLINED' | 'CANCELLED';
  /** The platform's answers to the webhooks sent for it. */
  deliveries: { type: EventType; status: number | string }[];
  createdAt: string;
}

export interface CashierOptions {
  platformUrl: string;
  secret: string;
  /** Sends the webhooks; tests pass their own. */
  fetch?: typeof fetch;
  now?: () => number;
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

function page(reply: FastifyReply, title: string, body: string, script = '') {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;color:#111}
fieldset{border:1px solid #ccc;border-radius:8px;margin:.75rem 0}label{display:block;margin:.35rem 0}
button{font-size:1rem;padding:.5rem 1rem;margin:.25rem .25rem 0 0}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;font-size:.9rem}.result{font-weight:600}</style>
</head><body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`);
}

export function registerCashier(app: FastifyInstance, opts: CashierOptions) {
  const send = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const webhookUrl = `${opts.platformUrl.replace(/\/+$/, '')}/api/payments/webhooks/sandbox`;
  const transactions = new Map<string, Transaction>();
  const byPayment = new Map<string, Transaction>();

  const session = (token: string | undefined): Session | null => {
    const s = token ? readToken<Session>(opts.secret, token) : null;
    return s && s.exp > now() ? s : null;
  };

  /** Sends one signed webhook for the transaction's current state. */
  async function deliver(tx: Transaction, type: EventType) {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type,
      paymentId: tx.paymentId,
      providerTransactionId: tx.providerTransactionId,
      amount: tx.amount,
      currency: tx.currency,
      occurredAt: new Date(now()).toISOString(),
    });
    try {
      const res = await send(webhookUrl, {
        method: 'POST',
        headers: signedHeaders(opts.secret, body, now()),
        body,
      });
      tx.deliveries.push({ type, status: res.status });
    } catch (err) {
      tx.deliveries.push({ type, status: `unreachable: ${(err as Error).message}` });
    }
  }

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
    transactions.set(tx.providerTransactionId, tx);
    byPayment.set(tx.paymentId, tx);
    return tx;
  }

  async function settle(tx: Transaction, outcome: 'COMPLETED' | 'DECLINED' | 'PENDING') {
    tx.state = outcome;
    const prefix = tx.kind === 'deposit' ? 'deposit' : 'payout';
    await deliver(tx, `${prefix}.${outcome.toLowerCase()}` as EventType);
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
      const existing = byPayment.get(p.paymentId);
      if (existing) return { providerTransactionId: existing.providerTransactionId, status: existing.state };
      const tx: Transaction = {
        providerTransactionId: `po_${randomUUID()}`,
        kind: 'payout',
        paymentId: p.paymentId,
        amount: p.amount,
        currency: p.currency,
        method: String(p.method ?? ''),
        state: 'PENDING',
        deliveries: [],
        createdAt: new Date(now()).toISOString(),
      };
      transactions.set(tx.providerTransactionId, tx);
      byPayment.set(tx.paymentId, tx);
      return { providerTransactionId: tx.providerTransactionId, status: tx.state };
    });

    scope.post<{ Params: { paymentId: string } }>(
      '/cashier/api/payouts/:paymentId/cancel',
      async (req, reply) => {
        if (!signedJson(req)) return reply.code(401).send({ error: 'bad signature' });
        const tx = byPayment.get(req.params.paymentId);
        if (tx?.kind !== 'payout') return reply.code(404).send({ error: 'unknown payout' });
        if (tx.state !== 'PENDING' && tx.state !== 'CANCELLED')
          return reply.code(409).send({ status: tx.state });
        tx.state = 'CANCELLED';
        return { status: tx.state };
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
      const s = session(input.session);
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

  app.get<{ Querystring: { session?: string } }>('/cashier', async (req, reply) => {
    const s = session(req.query.session);
    if (!s) {
      return page(
        reply.code(401),
        'Cashier',
        '<h1>Cashier</h1><p role="alert">This payment link is not valid or has expired.</p>',
      );
    }
    const cards = Object.entries(TEST_CARDS)
      .map(
        ([number, outcome], i) =>
          `<label><input type="radio" name="card" value="${number}"${i === 0 ? ' checked' : ''}> ${number.replace(/(\d{4})/g, '$1 ').trim()} (${outcome})</label>`,
      )
      .join('');
    const methods = ['card', 'e-wallet']
      .map(
        (m) =>
          `<label><input type="radio" name="method" value="${m}"${m === s.method ? ' checked' : ''}> ${m === 'card' ? 'Card' : 'Sandbox Wallet'}</label>`,
      )
      .join('');
    const body = `<h1>Sandbox cashier</h1>
<p>Deposit <strong>${escapeHtml(s.amount)} ${escapeHtml(s.currency)}</strong></p>
<form id="pay"><fieldset><legend>Payment method</legend>${methods}</fieldset>
<fieldset><legend>Test card</legend>${cards}</fieldset>
<button type="submit">Pay ${escapeHtml(s.amount)} ${escapeHtml(s.currency)}</button></form>
<p class="result" role="status" id="result"></p>`;
    const config = JSON.stringify({
      session: req.query.session,
      parentOrigin: s.parentOrigin,
      paymentId: s.paymentId,
      source: MESSAGE_SOURCE,
    }).replace(/</g, '\\u003c');
    const script = `const c=${config};
const tell=(m)=>{if(window.parent!==window)window.parent.postMessage(Object.assign({source:c.source,paymentId:c.paymentId},m),c.parentOrigin)};
tell({type:'initialised'});
document.getElementById('pay').addEventListener('submit',async(e)=>{e.preventDefault();
const card=new FormData(e.target).get('card');const out=document.getElementById('result');
const res=await fetch('/cashier/api/pay',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({session:c.session,card})});
const r=await res.json();
if(!res.ok){out.textContent=r.error||'Payment failed';tell({type:'result',status:'FAILED'});return}
if(r.outcome==='redirect'){const url=new URL(r.url,location.href).href;out.textContent='Finish the payment in the window that opened.';tell({type:'redirect',url});if(window.parent===window)window.open(url,'_blank');return}
out.textContent=r.status==='COMPLETED'?'Payment successful':r.status==='DECLINED'?'Payment declined':'Payment pending';
tell({type:'result',status:r.status});});`;
    return page(
      reply.header('content-security-policy', `frame-ancestors ${s.parentOrigin} 'self'`),
      'Sandbox cashier',
      body,
      script,
    );
  });

  app.get<{ Params: { id: string } }>('/cashier/3ds/:id', async (req, reply) => {
    const tx = transactions.get(req.params.id);
    if (tx?.state !== 'AWAITING_3DS')
      return page(reply.code(404), '3-D Secure', '<h1>3-D Secure</h1><p>Nothing to authenticate.</p>');
    const body = `<h1>3-D Secure</h1><p>Approve the payment of <strong>${escapeHtml(tx.amount)} ${escapeHtml(tx.currency)}</strong>?</p>
<button id="approve">Approve</button><button id="decline">Decline</button><p role="status" id="result"></p>`;
    const script = `const go=async(approve)=>{const r=await fetch('/cashier/api/3ds/${encodeURIComponent(tx.providerTransactionId)}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({approve})});
document.getElementById('result').textContent=r.ok?(approve?'Payment approved. You can close this window.':'Payment declined.'):'Too late.';};
document.getElementById('approve').onclick=()=>go(true);document.getElementById('decline').onclick=()=>go(false);`;
    return page(reply, '3-D Secure', body, script);
  });

  // The tester's page: payouts (withdrawals) and deposits left pending, each settled with a button.
  app.get('/cashier/payouts', async (_req, reply) => {
    const rows = [...transactions.values()]
      .reverse()
      .map((t) => {
        const open =
          t.kind === 'payout' ? t.state === 'PENDING' : t.state === 'PENDING' || t.state === 'AWAITING_3DS';
        const path = `/cashier/api/${t.kind === 'payout' ? 'payouts' : 'deposits'}/${encodeURIComponent(t.paymentId)}/settle`;
        const buttons = open
          ? `<button data-path="${escapeHtml(path)}" data-outcome="COMPLETED">Complete</button><button data-path="${escapeHtml(path)}" data-outcome="DECLINED">Decline</button>`
          : '';
        return `<tr><td>${t.kind === 'payout' ? 'Withdrawal' : 'Deposit'}</td><td>${escapeHtml(t.paymentId)}</td><td>${escapeHtml(t.amount)} ${escapeHtml(t.currency)}</td><td>${t.state}</td><td>${buttons}</td></tr>`;
      })
      .join('');
    const body = `<h1>Sandbox payments</h1><p>Withdrawals the platform sent and deposits paid with the pending card. Settle one to send its webhook.</p>
<table><thead><tr><th>Kind</th><th>Payment</th><th>Amount</th><th>State</th><th>Settle</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No payments yet.</td></tr>'}</tbody></table>`;
    const script = `document.querySelectorAll('button[data-path]').forEach(b=>b.onclick=async()=>{await fetch(b.dataset.path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({outcome:b.dataset.outcome})});location.reload();});`;
    return page(reply, 'Sandbox payments', body, script);
  });
}
