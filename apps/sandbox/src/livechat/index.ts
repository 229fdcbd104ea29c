import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../html.ts';
import {
  DEFAULT_LOCALE,
  fill,
  htmlAttrs,
  type Locale,
  pickLocale,
  TEXTS_SCRIPT_PATH,
  textsBlock,
} from '../locale/index.ts';
import { platformOrigins } from '../platform-origins.ts';
import {
  frameTitle,
  LIVECHAT_VENDORS,
  type LiveChatVendor,
  standInScript,
  VENDOR_TITLES,
} from './scripts.ts';
import { LIVECHAT_TEXTS } from './texts.ts';

export { frameTitle, LIVECHAT_VENDORS, type LiveChatVendor } from './scripts.ts';

export interface ChatMessage {
  from: 'visitor' | 'agent';
  text: string;
  at: string;
  /** The group (language) the visitor chatted in when sending it. */
  group?: string;
}

export interface Conversation {
  id: string;
  vendor: LiveChatVendor;
  key: string;
  group: string;
  name: string;
  email: string;
  messages: ChatMessage[];
  updatedAt: string;
}

/** Only the newest conversations are kept: the sandbox runs for days on a laptop. */
export const CONVERSATION_LIMIT = 200;
const MESSAGES_PER_CONVERSATION = 500;

const isVendor = (v: unknown): v is LiveChatVendor => LIVECHAT_VENDORS.includes(v as LiveChatVendor);
const idSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' } as const;
const short = (max: number) => ({ type: 'string', maxLength: max }) as const;

/**
 * The support chat vendors' stand-ins (docs/decisions/028-support.md): `/livechat/{vendor}.js` is a
 * script with the vendor's global API; its chat window is `/livechat/widget` (an iframe on this
 * origin), whose messages reach the agent page `/livechat/agent`, where a tester answers.
 */
export function registerLiveChat(app: FastifyInstance, opts: { platformUrl: string }) {
  const platform = platformOrigins(opts.platformUrl);
  const conversations = new Map<string, Conversation>();

  const page = (
    reply: FastifyReply,
    locale: Locale,
    title: string,
    body: string,
    script: string,
    ancestors: string,
    /** The page script's texts, read through the shared client (`window.sandboxTexts`). */
    texts?: Record<string, string>,
  ) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-language', locale)
      .header(
        'content-security-policy',
        `default-src 'none'; connect-src 'self'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors ${ancestors}; base-uri 'none'`,
      )
      .send(`<!doctype html>
<html ${htmlAttrs(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#111;background:#fff}
header{display:flex;align-items:center;gap:.5rem;padding:.6rem .8rem;background:#1f2937;color:#fff}
header h1{font-size:1rem;margin:0;flex:1}
main{padding:.6rem .8rem}
ol{list-style:none;padding:0;margin:0}
li{margin:.3rem 0;padding:.35rem .6rem;border-radius:8px;background:#f3f4f6;max-width:85%}
li.agent{background:#dbeafe}li.visitor{margin-inline-start:auto;background:#dcfce7}
label{display:block;margin:.5rem 0 .2rem;font-size:.9rem}
input,textarea{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}
button{font-size:.95rem;padding:.4rem .8rem;margin-top:.4rem}
.muted{color:#555;font-size:.85rem}
section{border:1px solid #ddd;border-radius:8px;padding:.6rem;margin:.8rem 0}
</style></head>
<body>${body}${texts ? `${textsBlock(texts)}<script nonce="${nonce}" src="${TEXTS_SCRIPT_PATH}"></script>` : ''}<script nonce="${nonce}">${script}</script></body></html>`);
  };

  app.get<{ Params: { file: string } }>('/livechat/:file', async (req, reply) => {
    const match = /^([a-z]+)\.js$/.exec(req.params.file);
    const vendor = match?.[1];
    if (!isVendor(vendor)) return reply.code(404).send({ error: 'No such stand-in' });
    return (
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('cross-origin-resource-policy', 'cross-origin')
        // Tawk's embed code loads its script with crossorigin="*" (a CORS request).
        .header('access-control-allow-origin', '*')
        .send(standInScript(vendor))
    );
  });

  // The chat window, framed by the vendor script on the player's site, in the language it passes.
  app.get<{ Querystring: { vendor?: string; lang?: string } }>('/livechat/widget', async (req, reply) => {
    const vendor = isVendor(req.query.vendor) ? req.query.vendor : 'livechat';
    const locale = pickLocale(req.query.lang, req.headers['accept-language']);
    const t = LIVECHAT_TEXTS[locale];
    const title = fill(t.title, { vendor: VENDOR_TITLES[vendor] });
    const body = `<header><h1>${escapeHtml(title)}</h1><button type="button" id="minimize">${escapeHtml(t.minimize)}</button></header>
<main>
<p class="muted" id="who" role="status">${escapeHtml(t.notIdentified)}</p>
<p class="muted" id="group">${escapeHtml(t.groupNone)}</p>
<ol id="log" role="log" aria-label="${escapeHtml(t.messages)}" aria-live="polite"></ol>
<form id="form"><label for="text">${escapeHtml(t.message)}</label><textarea id="text" name="text" rows="2" maxlength="2000" required></textarea><button type="submit">${escapeHtml(t.send)}</button></form>
</main>`;
    const script = `
const VENDOR = ${JSON.stringify(vendor)};
const PARENTS = new RegExp(${JSON.stringify(platform.pattern.source)});
const T = window.sandboxTexts;
const storeKey = 'croupier-livechat:' + VENDOR;
let id = sessionStorage.getItem(storeKey);
if (!id) { id = crypto.randomUUID(); sessionStorage.setItem(storeKey, id); }
let state = { key: '', group: '', name: '', email: '' };
const who = document.getElementById('who');
const group = document.getElementById('group');
const log = document.getElementById('log');
function show() {
  who.textContent = state.name ? T.t(state.email ? 'chattingAsWithEmail' : 'chattingAs', state) : T.t('chattingAsGuest');
  group.textContent = state.group ? T.t('group', state) : T.t('groupNone');
}
window.addEventListener('message', (e) => {
  if (e.source !== window.parent || (!PARENTS.test(e.origin) && e.origin !== location.origin)) return;
  if (!e.data || e.data.type !== 'croupier-livechat') return;
  state = { key: String(e.data.key || ''), group: String(e.data.group || ''), name: String(e.data.name || ''), email: String(e.data.email || '') };
  show();
  fetch('/livechat/api/conversations/' + id + '/visitor', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vendor: VENDOR, ...state }) });
});
window.parent.postMessage({ type: 'croupier-livechat:ready' }, '*');
document.getElementById('minimize').addEventListener('click', () => window.parent.postMessage({ type: 'croupier-livechat:minimize' }, '*'));
let shown = -1;
async function refresh() {
  const res = await fetch('/livechat/api/conversations/' + id);
  if (!res.ok) return;
  const c = await res.json();
  if (c.messages.length === shown) return;
  shown = c.messages.length;
  log.replaceChildren(...c.messages.map((m) => { const li = document.createElement('li'); li.className = m.from; li.textContent = T.t(m.from === 'agent' ? 'agentSays' : 'youSay', m); return li; }));
}
document.getElementById('form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const box = document.getElementById('text');
  const text = box.value.trim();
  if (!text) return;
  box.value = '';
  await fetch('/livechat/api/conversations/' + id + '/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vendor: VENDOR, ...state, text }) });
  refresh();
});
show();
refresh();
setInterval(refresh, 1000);
`;
    return page(reply, locale, title, body, script, `'self' ${platform.sources}`, t);
  });

  // The agent's console: every conversation, each new one on top, with a reply box each.
  app.get('/livechat/agent', async (_req, reply) => {
    const body = `<header><h1>Support agent (sandbox live chat)</h1></header>
<main><p class="muted">Messages from the site's chat widgets (LiveChat, Tawk, Freshdesk, Zendesk stand-ins). This page refreshes itself; new conversations come on top.</p>
<div id="list" aria-live="polite"></div></main>`;
    const script = `
const list = document.getElementById('list');
// Each conversation's section is made once and then updated in place: a refresh never replaces the
// reply box a tester is typing in (nor moves it, which would take its focus).
const shown = new Map();
let last = '';
function section(id) {
  const s = document.createElement('section');
  const h = document.createElement('h2');
  const meta = document.createElement('p');
  meta.className = 'muted';
  const ol = document.createElement('ol');
  const f = document.createElement('form');
  const label = document.createElement('label');
  const area = document.createElement('textarea');
  area.id = 'reply-' + id;
  area.rows = 2;
  label.htmlFor = area.id;
  const b = document.createElement('button');
  b.type = 'submit';
  f.append(label, area, b);
  f.addEventListener('submit', async (e) => {
    e.preventDefault();
    const value = area.value.trim();
    if (!value) return;
    await fetch('/livechat/api/conversations/' + id + '/replies', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: value }) });
    area.value = '';
    refresh();
  });
  s.append(h, meta, ol, f);
  return { s, h, meta, ol, label, b };
}
function update(parts, c) {
  const who = c.name || 'a guest';
  parts.s.setAttribute('aria-label', 'Conversation with ' + who);
  parts.h.textContent = (c.name || 'Guest') + (c.email ? ' <' + c.email + '>' : '');
  parts.meta.textContent = c.vendor + ' · key ' + (c.key || '-') + ' · group ' + (c.group || '-');
  parts.ol.setAttribute('aria-label', 'Messages with ' + who);
  parts.ol.replaceChildren(...c.messages.map((m) => {
    const li = document.createElement('li');
    li.className = m.from;
    li.textContent = (m.from === 'agent' ? 'Agent: ' : 'Visitor: ') + m.text + (m.group ? ' [group ' + m.group + ']' : '');
    return li;
  }));
  parts.label.textContent = 'Reply to ' + (c.name || 'the guest');
  parts.b.textContent = 'Send reply to ' + (c.name || 'the guest');
}
async function refresh() {
  const res = await fetch('/livechat/api/conversations');
  if (!res.ok) return;
  const text = await res.text();
  if (text === last) return;
  last = text;
  const items = JSON.parse(text);
  const ids = new Set(items.map((c) => c.id));
  for (const [id, parts] of shown) if (!ids.has(id)) { parts.s.remove(); shown.delete(id); }
  // The list comes newest first: a conversation not yet shown goes on top; the others stay put.
  for (const c of items.slice().reverse()) {
    let parts = shown.get(c.id);
    if (!parts) {
      parts = section(c.id);
      shown.set(c.id, parts);
      list.prepend(parts.s);
    }
    update(parts, c);
  }
}
refresh();
setInterval(refresh, 1000);
`;
    return page(reply, DEFAULT_LOCALE, 'Support agent (sandbox)', body, script, "'none'");
  });

  const touch = (id: string, fields: Partial<Omit<Conversation, 'id' | 'messages'>>) => {
    let c = conversations.get(id);
    if (!c) {
      c = {
        id,
        vendor: 'livechat',
        key: '',
        group: '',
        name: '',
        email: '',
        messages: [],
        updatedAt: new Date().toISOString(),
      };
      conversations.set(id, c);
      if (conversations.size > CONVERSATION_LIMIT) {
        const oldest = conversations.keys().next().value;
        if (oldest !== undefined) conversations.delete(oldest);
      }
    }
    for (const [k, v] of Object.entries(fields)) {
      if (v !== undefined) (c as unknown as Record<string, unknown>)[k] = v;
    }
    c.updatedAt = new Date().toISOString();
    return c;
  };

  const visitorBody = {
    type: 'object',
    properties: {
      vendor: { type: 'string', enum: [...LIVECHAT_VENDORS] },
      key: short(200),
      group: short(200),
      name: short(200),
      email: short(254),
    },
  } as const;
  type VisitorBody = { vendor?: LiveChatVendor; key?: string; group?: string; name?: string; email?: string };

  app.post<{ Params: { id: string }; Body: VisitorBody }>(
    '/livechat/api/conversations/:id/visitor',
    { schema: { params: { type: 'object', properties: { id: idSchema } }, body: visitorBody } },
    async (req) => {
      const { vendor, key, group, name, email } = req.body;
      const c = touch(req.params.id, { vendor, key, group, name, email });
      return { id: c.id };
    },
  );

  app.post<{ Params: { id: string }; Body: VisitorBody & { text: string } }>(
    '/livechat/api/conversations/:id/messages',
    {
      schema: {
        params: { type: 'object', properties: { id: idSchema } },
        body: {
          ...visitorBody,
          required: ['text'],
          properties: { ...visitorBody.properties, text: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (req, reply) => {
      const { vendor, key, group, name, email, text } = req.body;
      const c = touch(req.params.id, { vendor, key, group, name, email });
      c.messages.push({ from: 'visitor', text, at: new Date().toISOString(), ...(group && { group }) });
      if (c.messages.length > MESSAGES_PER_CONVERSATION) c.messages.shift();
      return reply.code(201).send({ id: c.id });
    },
  );

  app.post<{ Params: { id: string }; Body: { text: string } }>(
    '/livechat/api/conversations/:id/replies',
    {
      schema: {
        params: { type: 'object', properties: { id: idSchema } },
        body: {
          type: 'object',
          required: ['text'],
          properties: { text: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (req, reply) => {
      const c = conversations.get(req.params.id);
      if (!c) return reply.code(404).send({ error: 'No such conversation' });
      c.messages.push({ from: 'agent', text: req.body.text, at: new Date().toISOString() });
      c.updatedAt = new Date().toISOString();
      return reply.code(201).send({ id: c.id });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/livechat/api/conversations/:id',
    { schema: { params: { type: 'object', properties: { id: idSchema } } } },
    async (req) =>
      conversations.get(req.params.id) ?? {
        id: req.params.id,
        messages: [],
      },
  );

  app.get('/livechat/api/conversations', async (_req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send([...conversations.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))),
  );

  return { conversations, frameTitle };
}
