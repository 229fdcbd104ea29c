import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html.ts';
import {
  DEFAULT_LOCALE,
  fillHtml,
  formatMoney,
  htmlAttrs,
  type Locale,
  pickLocale,
} from '../locale/index.ts';
import type { CashierStore } from './store.ts';
import { CASHIER_TEXTS } from './texts.ts';

/** The provider's pages: the cashier in the deposit frame, the 3-D Secure window, the tester's payouts page. */

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

export const MESSAGE_SOURCE = 'croupier-cashier';

/** A script's data: JSON that cannot end the script element. */
const scriptData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(reply: FastifyReply, locale: Locale, title: string, body: string, script = '') {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-language', locale)
    .send(`<!doctype html><html ${htmlAttrs(locale)}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;color:#111}
fieldset{border:1px solid #ccc;border-radius:8px;margin:.75rem 0}label{display:block;margin:.35rem 0}
button{font-size:1rem;padding:.5rem 1rem;margin-block:.25rem 0;margin-inline:0 .25rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:start;font-size:.9rem}.result{font-weight:600}</style>
</head><body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`);
}

/**
 * The player's language: the `lang` the site adds to the cashier link (as providers' cashiers take
 * it), else the browser's.
 */
const localeOf = (req: FastifyRequest<{ Querystring: { lang?: string } }>) =>
  pickLocale(req.query.lang, req.headers['accept-language']);

export function registerPages(
  app: FastifyInstance,
  {
    store,
    session,
  }: { store: CashierStore; session: (token: string | undefined) => Promise<Session | null> },
) {
  app.get<{ Querystring: { session?: string; lang?: string } }>('/cashier', async (req, reply) => {
    const locale = localeOf(req);
    const t = CASHIER_TEXTS[locale];
    const s = await session(req.query.session);
    if (!s) {
      return page(
        reply.code(401),
        locale,
        t.invalidTitle,
        `<h1>${escapeHtml(t.invalidTitle)}</h1><p role="alert">${escapeHtml(t.invalidLink)}</p>`,
      );
    }
    // The player chose the method on the site: the cashier names it and asks only for that
    // method's test instrument (a card for a card, a wallet account for the wallet), never for a
    // card again after the wallet was chosen.
    const wallet = s.method === 'e-wallet';
    const cards = Object.entries(TEST_CARDS)
      .map(
        ([number, outcome], i) =>
          `<label><input type="radio" name="card" value="${number}"${i === 0 ? ' checked' : ''}> ${escapeHtml(wallet ? t.wallets[outcome] : number.replace(/(\d{4})/g, '$1 ').trim())} (${escapeHtml(t.outcomes[outcome])})</label>`,
      )
      .join('');
    const method = t.methods[s.method] ?? s.method;
    // The amount as the site shows it in this language ('$25.00', '25,00 US$'), not '25.00 USD'.
    const amount = escapeHtml(formatMoney(locale, s.amount, s.currency));
    const body = `<h1>${escapeHtml(t.title)}</h1>
<p>${fillHtml(t.deposit, { amount: `<strong>${amount}</strong>`, method: `<strong>${escapeHtml(method)}</strong>` })}</p>
<form id="pay"><fieldset><legend>${escapeHtml(wallet ? t.testWallet : t.testCard)}</legend>${cards}</fieldset>
<button type="submit">${fillHtml(t.pay, { amount })}</button></form>
<p class="result" role="status" id="result"></p>`;
    const config = scriptData({
      session: req.query.session,
      parentOrigin: s.parentOrigin,
      paymentId: s.paymentId,
      source: MESSAGE_SOURCE,
      locale,
      t: t.client,
    });
    // The 3-D Secure window opens in the cashier's language.
    const script = `const c=${config};
const tell=(m)=>{if(window.parent!==window)window.parent.postMessage(Object.assign({source:c.source,paymentId:c.paymentId},m),c.parentOrigin)};
tell({type:'initialised'});
document.getElementById('pay').addEventListener('submit',async(e)=>{e.preventDefault();
const card=new FormData(e.target).get('card');const out=document.getElementById('result');
const res=await fetch('/cashier/api/pay',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({session:c.session,card})});
const r=await res.json();
if(!res.ok){out.textContent=res.status===401?c.t.expired:res.status===409?c.t.processed:res.status===400?c.t.useTestCard:c.t.failed;tell({type:'result',status:'FAILED'});return}
if(r.outcome==='redirect'){const u=new URL(r.url,location.href);u.searchParams.set('lang',c.locale);const url=u.href;out.textContent=c.t.finishInWindow;tell({type:'redirect',url});if(window.parent===window)window.open(url,'_blank');return}
out.textContent=r.status==='COMPLETED'?c.t.paid:r.status==='DECLINED'?c.t.declined:c.t.pending;
tell({type:'result',status:r.status});});`;
    return page(
      reply.header('content-security-policy', `frame-ancestors ${s.parentOrigin} 'self'`),
      locale,
      t.title,
      body,
      script,
    );
  });

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/cashier/3ds/:id',
    async (req, reply) => {
      const locale = localeOf(req);
      const t = CASHIER_TEXTS[locale];
      const tx = store.transactions.get(req.params.id);
      if (tx?.state !== 'AWAITING_3DS')
        return page(
          reply.code(404),
          locale,
          t.secureTitle,
          `<h1>${escapeHtml(t.secureTitle)}</h1><p>${escapeHtml(t.nothingToAuthenticate)}</p>`,
        );
      const amount = `<strong>${escapeHtml(formatMoney(locale, tx.amount, tx.currency))}</strong>`;
      const body = `<h1>${escapeHtml(t.secureTitle)}</h1><p>${fillHtml(t.approveQuestion, { amount })}</p>
<button id="approve">${escapeHtml(t.approve)}</button><button id="decline">${escapeHtml(t.decline)}</button><p role="status" id="result"></p>`;
      const script = `const t=${scriptData(t.secure)};
const go=async(approve)=>{const r=await fetch('/cashier/api/3ds/${encodeURIComponent(tx.providerTransactionId)}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({approve})});
document.getElementById('result').textContent=r.ok?(approve?t.approved:t.declined):t.tooLate;};
document.getElementById('approve').onclick=()=>go(true);document.getElementById('decline').onclick=()=>go(false);`;
      return page(reply, locale, t.secureTitle, body, script);
    },
  );

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
    return page(reply, DEFAULT_LOCALE, 'Sandbox payments', body, script);
  });
}
