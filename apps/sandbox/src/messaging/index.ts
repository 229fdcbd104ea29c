import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html.ts';

/** One message the platform sent: an SMS (to a phone) or an e-mail (to an address). */
export interface InboxMessage {
  id: string;
  kind: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  receivedAt: string;
}

/** Only the newest messages are kept: the sandbox runs for days on a laptop. */
export const INBOX_LIMIT = 1000;

/** The messages received, the newest `INBOX_LIMIT` of them. */
export class Inbox {
  private readonly messages: InboxMessage[] = [];

  receive(m: Omit<InboxMessage, 'id' | 'receivedAt'>): InboxMessage {
    const message: InboxMessage = { ...m, id: randomUUID(), receivedAt: new Date().toISOString() };
    this.messages.push(message);
    if (this.messages.length > INBOX_LIMIT) this.messages.splice(0, this.messages.length - INBOX_LIMIT);
    return message;
  }

  /** Newest first; only those to `to` (any case) when given. */
  newestFirst(to?: string): InboxMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => wanted === undefined || m.to.toLowerCase() === wanted).reverse();
  }

  clear(): void {
    this.messages.length = 0;
  }
}

/** Escapes the text, then makes its http(s) links clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

const toSchema = { type: 'string', minLength: 1, maxLength: 254 } as const;

/**
 * The SMS and e-mail gateway (GUIDE §1): the platform's messaging adapter posts here, and a person
 * (or a browser journey) reads the one-time codes and reset links in the inbox:
 * `GET /messaging` (a page, newest first) or `GET /messaging/inbox?to=…` (JSON).
 */
export function registerMessaging(app: FastifyInstance) {
  const inbox = new Inbox();

  app.post<{ Body: { to: string; text: string } }>(
    '/messaging/sms',
    {
      schema: {
        body: {
          type: 'object',
          required: ['to', 'text'],
          properties: { to: toSchema, text: { type: 'string', minLength: 1, maxLength: 1600 } },
        },
      },
    },
    async (req, reply) => {
      const m = inbox.receive({ kind: 'sms', to: req.body.to, text: req.body.text });
      return reply.code(202).send({ id: m.id });
    },
  );

  app.post<{ Body: { to: string; subject: string; text: string; html?: string } }>(
    '/messaging/email',
    {
      schema: {
        body: {
          type: 'object',
          required: ['to', 'subject', 'text'],
          properties: {
            to: toSchema,
            subject: { type: 'string', maxLength: 500 },
            text: { type: 'string', maxLength: 100_000 },
            html: { type: 'string', maxLength: 200_000 },
          },
        },
      },
    },
    async (req, reply) => {
      const { to, subject, text, html } = req.body;
      const m = inbox.receive({ kind: 'email', to, subject, text, ...(html !== undefined && { html }) });
      return reply.code(202).send({ id: m.id });
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/messaging/inbox',
    { schema: { querystring: { type: 'object', properties: { to: toSchema } } } },
    async (req) => ({ messages: inbox.newestFirst(req.query.to) }),
  );

  app.delete('/messaging/inbox', async () => {
    inbox.clear();
    return { cleared: true };
  });

  app.get<{ Querystring: { to?: string } }>(
    '/messaging',
    { schema: { querystring: { type: 'object', properties: { to: toSchema } } } },
    async (req, reply) => {
      const to = req.query.to;
      const messages = inbox.newestFirst(to);
      const items = messages
        .map(
          (m) => `<li class="msg">
  <div class="meta"><span class="kind">${m.kind === 'sms' ? 'SMS' : 'E-mail'}</span> to <strong>${escapeHtml(m.to)}</strong> <time datetime="${m.receivedAt}">${m.receivedAt}</time></div>
  ${m.subject !== undefined ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <p class="text">${linkify(m.text)}</p>
</li>`,
        )
        .join('\n');
      const heading = to ? `Messages to ${escapeHtml(to)}` : 'All messages';
      const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox inbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}
ul{list-style:none;padding:0}.msg{border:1px solid #ccc;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.meta{color:#555;font-size:.9rem}.kind{font-weight:600;color:#111}.text{white-space:pre-wrap;font-size:1.05rem}
h2{font-size:1.1rem;margin:.5rem 0}
</style></head>
<body><h1>Sandbox inbox</h1>
<p>SMS and e-mail the platform sent, newest first. This page refreshes every 5 seconds.</p>
<form method="get" action="/messaging"><label>Only messages to <input name="to" value="${escapeHtml(to ?? '')}" placeholder="+12025550123 or ann@example.com"></label> <button type="submit">Show</button></form>
<h2>${heading} (${messages.length})</h2>
${messages.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}
</body></html>`;
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        )
        .header('cache-control', 'no-store')
        .send(html);
    },
  );
}
