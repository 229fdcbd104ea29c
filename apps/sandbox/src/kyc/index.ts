import { randomBytes, randomUUID } from 'node:crypto';
import { SANDBOX_KYC_WEBHOOK_SECRET } from '@croupier/contract/sandbox-defaults';
import { KYC_SIGNATURE_HEADERS, signBody, signedHeaders } from '@croupier/contract/signing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html.ts';
import { DEFAULT_LOCALE, fill, htmlAttrs, type Locale, pickLocale, plural } from '../locale/index.ts';
import { KYC_TEXTS } from './texts.ts';

/** The development default; the platform's KYC_WEBHOOK_SECRET defaults to the same value. */
export const DEV_KYC_WEBHOOK_SECRET = SANDBOX_KYC_WEBHOOK_SECRET;

/** Where the platform takes the provider's results (000 §7 KYC; docs/decisions/008). */
export const CALLBACK_PATH = '/api/player-attachment/public/identomat/callback';

type Step = 'document' | 'selfie' | 'done';
type Outcome = 'VERIFIED' | 'REJECTED';

interface KycSession {
  token: string;
  reference: string;
  successUrl: string;
  createdAt: number;
  /** The language the platform opened the session in (its `language` field), if it said one. */
  language?: string;
  step: Step;
  document?: { type: string; number: string };
  outcome?: Outcome;
  /** The callback, kept so a failed delivery can be sent again with the same event id. */
  callback?: { eventId: string; body: string; delivered: boolean };
}

export interface KycOptions {
  platformUrl: string;
  secret: string;
  now?: () => number;
}

/** Only the newest sessions are kept: the sandbox runs for days on a laptop. */
const SESSION_LIMIT = 1000;
const SESSION_TTL_MS = 60 * 60 * 1000;
const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENSE'] as const;
const isDocumentType = (v: string): v is (typeof DOCUMENT_TYPES)[number] =>
  (DOCUMENT_TYPES as readonly string[]).includes(v);
/** A document number's length, in letters and digits. */
const NUMBER_MIN = 4;
const NUMBER_MAX = 32;

/** The partners' one scheme (`@croupier/contract/signing`): `v1=` + hex HMAC-SHA256 over `${timestamp}.${body}`. */
export const signCallback = signBody;

/**
 * The stand-in identity-verification provider (Identomat-style): the platform opens a session,
 * the player completes the frame (a document step and a selfie step, plain HTML forms), and the
 * provider posts the signed result to the platform. The frame speaks the session's `language`
 * (English for one it does not speak), else the browser's (Accept-Language).
 *
 * - `POST /kyc/sessions {reference, successUrl}` → `{sessionToken}` (the platform calls this)
 * - `GET /kyc/frame?session_token=…` the frame the site embeds
 * - `POST /kyc/frame/document`, `POST /kyc/frame/selfie` its forms
 */
export function registerKyc(app: FastifyInstance, o: KycOptions) {
  const now = o.now ?? Date.now;
  const platformOrigin = new URL(o.platformUrl).origin;
  const sessions = new Map<string, KycSession>();

  const find = (token: unknown): KycSession | undefined => {
    if (typeof token !== 'string') return undefined;
    const s = sessions.get(token);
    if (!s || (s.step !== 'done' && now() - s.createdAt > SESSION_TTL_MS)) return undefined;
    return s;
  };

  async function deliver(s: KycSession): Promise<void> {
    if (!s.callback) return;
    const timestamp = Math.floor(now() / 1000);
    try {
      const res = await fetch(new URL(CALLBACK_PATH, o.platformUrl), {
        method: 'POST',
        headers: signedHeaders(KYC_SIGNATURE_HEADERS, o.secret, s.callback.body, timestamp * 1000),
        body: s.callback.body,
        signal: AbortSignal.timeout(5000),
      });
      s.callback.delivered = res.ok;
      if (!res.ok) app.log.warn({ status: res.status }, 'KYC callback refused by the platform');
    } catch (err) {
      s.callback.delivered = false;
      app.log.warn({ err: (err as Error).message }, 'KYC callback could not be delivered');
    }
  }

  const page = (reply: FastifyReply, locale: Locale, title: string, body: string, script = '') => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-language', locale)
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'self' ${platformOrigin}; base-uri 'none'`,
      )
      .send(`<!doctype html>
<html ${htmlAttrs(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(KYC_TEXTS[locale].brand)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;color:#111}
label{display:block;margin:.75rem 0 .25rem}input,select{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}
button{margin-top:1rem;font-size:1rem;padding:.5rem 1rem}.steps{color:#555}fieldset{border:1px solid #ccc;border-radius:8px}
</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`);
  };

  /** The frame's language: the session's, else the browser's. */
  const localeOf = (req: FastifyRequest, s?: KycSession) =>
    pickLocale(s?.language, req.headers['accept-language']);

  const gone = (req: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(req);
    const t = KYC_TEXTS[locale];
    return page(reply.code(404), locale, t.notFoundTitle, `<p>${escapeHtml(t.notFound)}</p>`);
  };

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post<{ Body: { reference: string; successUrl: string; language?: string; documentType?: string } }>(
      '/kyc/sessions',
      {
        schema: {
          body: {
            type: 'object',
            required: ['reference', 'successUrl'],
            properties: {
              reference: { type: 'string', minLength: 1, maxLength: 128 },
              successUrl: { type: 'string', minLength: 1, maxLength: 2048 },
              language: { type: 'string', maxLength: 16 },
              documentType: { type: 'string', maxLength: 32 },
            },
          },
        },
      },
      async (req, reply) => {
        const token = randomBytes(24).toString('base64url');
        sessions.set(token, {
          token,
          reference: req.body.reference,
          successUrl: req.body.successUrl,
          createdAt: now(),
          ...(req.body.language && { language: req.body.language }),
          step: 'document',
        });
        if (sessions.size > SESSION_LIMIT) {
          const oldest = sessions.keys().next().value;
          if (oldest) sessions.delete(oldest);
        }
        return reply.code(201).send({ sessionToken: token });
      },
    );

    scope.get<{ Querystring: { session_token?: string } }>('/kyc/frame', async (req, reply) => {
      const s = find(req.query.session_token);
      if (!s) return gone(req, reply);
      const locale = localeOf(req, s);
      const t = KYC_TEXTS[locale];
      const n = (x: number) => new Intl.NumberFormat(locale).format(x);
      const text = (template: string, vars: Record<string, string | number> = {}) =>
        escapeHtml(fill(template, vars));
      const hidden = `<input type="hidden" name="session_token" value="${escapeHtml(s.token)}">`;
      if (s.step === 'document') {
        const options = DOCUMENT_TYPES.map(
          (v) => `<option value="${v}">${escapeHtml(t.documentTypes[v])}</option>`,
        ).join('');
        return page(
          reply,
          locale,
          t.verifyTitle,
          `<p class="steps">${text(t.stepDocument, { step: n(1), total: n(2) })}</p>
<form method="post" action="/kyc/frame/document">${hidden}
<label for="documentType">${text(t.documentType)}</label><select id="documentType" name="documentType">${options}</select>
<label for="documentNumber">${text(t.documentNumber)}</label><input id="documentNumber" name="documentNumber" required minlength="${NUMBER_MIN}" maxlength="${NUMBER_MAX}" autocomplete="off" dir="ltr">
<button type="submit">${text(t.continue)}</button></form>`,
        );
      }
      if (s.step === 'selfie') {
        return page(
          reply,
          locale,
          t.verifyTitle,
          `<p class="steps">${text(t.stepSelfie, { step: n(2), total: n(2) })}</p>
<form method="post" action="/kyc/frame/selfie">${hidden}
<label><input type="checkbox" name="selfie" value="taken" required style="width:auto"> ${text(t.selfieTaken)}</label>
<fieldset><legend>${text(t.resultLegend)}</legend>
<label><input type="radio" name="outcome" value="VERIFIED" checked style="width:auto"> ${text(t.approve)}</label>
<label><input type="radio" name="outcome" value="REJECTED" style="width:auto"> ${text(t.reject)}</label></fieldset>
<button type="submit">${text(t.finish)}</button></form>`,
        );
      }
      const verified = s.outcome === 'VERIFIED';
      const delivered = s.callback?.delivered;
      const message = JSON.stringify({ type: 'kyc.completed', status: s.outcome });
      return page(
        reply,
        locale,
        verified ? t.verifiedTitle : t.notVerifiedTitle,
        `<p role="status">${text(verified ? t.verified : t.notVerified)}</p>
${delivered ? '' : `<p>${text(t.notDelivered)}</p><form method="post" action="/kyc/frame/resend">${hidden}<button type="submit">${text(t.resend)}</button></form>`}
<p><a href="${escapeHtml(s.successUrl)}" target="_top">${text(t.backToSite)}</a></p>`,
        delivered ? `window.parent.postMessage(${message}, ${JSON.stringify(platformOrigin)});` : '',
      );
    });

    /** A form's refusal, in the session's language, with a link back to its step. */
    const refuse = (req: FastifyRequest, reply: FastifyReply, s: KycSession, title: string, why: string) => {
      const locale = localeOf(req, s);
      const back = escapeHtml(KYC_TEXTS[locale].back);
      return page(
        reply.code(400),
        locale,
        title,
        `<p>${escapeHtml(why)}</p><p><a href="/kyc/frame?session_token=${encodeURIComponent(s.token)}">${back}</a></p>`,
      );
    };

    scope.post<{ Body: Record<string, string> }>('/kyc/frame/document', async (req, reply) => {
      const s = find(req.body?.session_token);
      if (!s) return gone(req, reply);
      const type = req.body.documentType ?? '';
      const number = (req.body.documentNumber ?? '').trim();
      const numberPattern = new RegExp(`^[A-Za-z0-9 -]{${NUMBER_MIN},${NUMBER_MAX}}$`);
      if (s.step !== 'document' || !isDocumentType(type) || !numberPattern.test(number)) {
        const locale = localeOf(req, s);
        const t = KYC_TEXTS[locale];
        const min = new Intl.NumberFormat(locale).format(NUMBER_MIN);
        return refuse(
          req,
          reply,
          s,
          t.checkDocumentTitle,
          plural(locale, t.checkDocument, NUMBER_MAX, { min }),
        );
      }
      s.document = { type, number };
      s.step = 'selfie';
      return reply.redirect(`/kyc/frame?session_token=${encodeURIComponent(s.token)}`, 303);
    });

    scope.post<{ Body: Record<string, string> }>('/kyc/frame/selfie', async (req, reply) => {
      const s = find(req.body?.session_token);
      if (!s) return gone(req, reply);
      if (s.step !== 'selfie' || req.body.selfie !== 'taken') {
        const t = KYC_TEXTS[localeOf(req, s)];
        return refuse(req, reply, s, t.takeSelfieTitle, t.confirmSelfie);
      }
      s.outcome = req.body.outcome === 'REJECTED' ? 'REJECTED' : 'VERIFIED';
      s.step = 'done';
      const eventId = randomUUID();
      s.callback = {
        eventId,
        body: JSON.stringify({
          eventId,
          sessionToken: s.token,
          status: s.outcome,
          ...(s.outcome === 'REJECTED' && { reason: 'Rejected in the sandbox' }),
        }),
        delivered: false,
      };
      await deliver(s);
      return reply.redirect(`/kyc/frame?session_token=${encodeURIComponent(s.token)}`, 303);
    });

    scope.post<{ Body: Record<string, string> }>('/kyc/frame/resend', async (req, reply) => {
      const s = find(req.body?.session_token);
      if (!s) return gone(req, reply);
      if (s.step === 'done' && !s.callback?.delivered) await deliver(s);
      return reply.redirect(`/kyc/frame?session_token=${encodeURIComponent(s.token)}`, 303);
    });

    scope.get('/kyc', async (_req, reply) =>
      page(
        reply,
        DEFAULT_LOCALE,
        'KYC provider',
        `<p>Stand-in identity-verification provider. The platform opens sessions with <code>POST /kyc/sessions</code>; the player completes <code>/kyc/frame?session_token=…</code>; the result is posted, signed (HMAC-SHA256), to ${escapeHtml(o.platformUrl)}${CALLBACK_PATH}.</p><p>Open sessions: ${sessions.size}</p>`,
      ),
    );
  });
}
