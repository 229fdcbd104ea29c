import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../html.ts';
import type { CashierStore } from './store.ts';

/** The provider's pages: the cashier in the deposit frame, the 3-D Secure window, the tester's payouts page. */

/** The sandbox provider's method names (the platform lists the same, adapters/payments/provider.ts). */
const METHOD_NAMES: Record<string, string> = { card: 'Card', 'e-wallet': 'Sandbox Wallet' };

export interface Session {
  paymentId: string;
  playerUuid: string;
  method: string;
  amount: string;
  currency: string;
  parentOrigin: string;
  exp: number;
}

/** Test cards: the outcome a card number gives. */
export const TEST_CARDS = {
  '4242424242424242': 'success',
  '4000000000000002': 'decline',
  '4000000000000077': 'pending',
  '4000000000003220': 'redirect',
} as const;

/** The Sandbox Wallet's test accounts: the same outcomes as the test cards, for a wallet payment. */
const WALLET_ACCOUNTS: Record<(typeof TEST_CARDS)[keyof typeof TEST_CARDS], string> = {
  success: 'Funded wallet',
  decline: 'Empty wallet',
  pending: 'Wallet under review',
  redirect: 'Wallet asking for approval',
};

/** An amount as the player's site shows it (English, the currency's symbol): '25.00' USD → '$25.00'. */
function formatAmount(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

export const MESSAGE_SOURCE = 'croupier-cashier';

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

export function registerPages(
  app: FastifyInstance,
  {
    store,
    session,
  }: { store: CashierStore; session: (token: string | undefined) => Promise<Session | null> },
) {
  app.get<{ Querystring: { session?: string } }>('/cashier', async (req, reply) => {
    const s = await session(req.query.session);
    if (!s) {
      return page(
        reply.code(401),
        'Cashier',
        '<h1>Cashier</h1><p role="alert">This payment link is not valid or has expired.</p>',
      );
    }
    // The player chose the method on the site: the cashier names it and asks only for that
    // method's test instrument (a card for a card, a wallet account for the wallet), never for a
    // card again after the wallet was chosen.
    const wallet = s.method === 'e-wallet';
    const cards = Object.entries(TEST_CARDS)
      .map(
        ([number, outcome], i) =>
          `<label><input type="radio" name="card" value="${number}"${i === 0 ? ' checked' : ''}> ${wallet ? WALLET_ACCOUNTS[outcome] : number.replace(/(\d{4})/g, '$1 ').trim()} (${outcome})</label>`,
      )
      .join('');
    const method = METHOD_NAMES[s.method] ?? s.method;
    // The amount as the site shows it ('$25.00', not '25.00 USD' inside a page of '$' amounts).
    const amount = escapeHtml(formatAmount(s.amount, s.currency));
    const body = `<h1>Sandbox cashier</h1>
<p>Deposit <strong>${amount}</strong> by <strong>${escapeHtml(method)}</strong></p>
<form id="pay"><fieldset><legend>${wallet ? 'Test wallet account' : 'Test card'}</legend>${cards}</fieldset>
<button type="submit">Pay ${amount}</button></form>
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
    const tx = store.transactions.get(req.params.id);
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
    const rows = [...store.transactions.values()]
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
