import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '@croupier/contract/package-root';
import { SportsbookSlug, type SportsLaunchClaims } from '@croupier/contract/sports';
import { verifySportsLaunch } from '@croupier/contract/sports-launch';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../html.ts';
import {
  DEFAULT_LOCALE,
  htmlAttrs,
  type Locale,
  pickLocale,
  TEXTS_SCRIPT_PATH,
  textsBlock,
} from '../locale/index.ts';
import { type Rng, secureRng } from '../studio/rng.ts';
import type { WalletClient } from '../studio/wallet.ts';
import { MAX_LEGS, MAX_STAKE, MIN_STAKE, Sportsbook } from './book.ts';
import { namesIn } from './names.ts';
import { bookTexts, pageTexts } from './texts.ts';

// From the sandbox's root, so the bundle (apps/sandbox/dist) finds the assets too.
const assets = path.join(packageRoot(import.meta.dirname), 'src/sportsbook/public');
const asset = (name: string) => readFileSync(path.join(assets, name), 'utf8');

/** How the skins differ (000 §7: saba with skin type 7, velisports with a start page). */
const SKINS: Record<SportsbookSlug, { title: string }> = {
  sportsbook: { title: 'Croupier Sports' },
  saba: { title: 'SABA Sports' },
  velisports: { title: 'Velisports' },
};

/** A sub-path inside the book: `/`, `/live`, `/football`, `/event/fb-3`, `/bets`. */
const SubPath = z.string().regex(/^\/[A-Za-z0-9/_-]{0,200}$/);

const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
const MAX_SESSIONS = 10_000;

const Leg = z.object({
  eventId: z.string().min(1).max(64),
  market: z.enum(['result', 'total', 'handicap']),
  selection: z.enum(['home', 'draw', 'away', 'over', 'under']),
  odds: z.number().int().min(101).max(100_000),
});
const BetBody = z.object({
  type: z.enum(['single', 'accumulator']),
  stake: z.number().int(),
  legs: z.array(Leg).min(1).max(MAX_LEGS),
  acceptChangedOdds: z.boolean().default(false),
});

/**
 * The sandbox sportsbook (docs/decisions/027-sports.md) on the sandbox's own origin: the platform's
 * launch link opens it in the site's sports frame; guests browse, players bet through the seamless
 * wallet. Pages post `route-updated`, `not-logged-in` and `balance-changed` to the site (001 §2).
 * The book speaks the launch claims' `lang` (000 §7: the language's first part; English for one it
 * does not speak); a link it cannot read is refused in the browser's language.
 */
export function registerSportsbook(
  app: FastifyInstance,
  opts: {
    secret: string;
    platformUrl: string;
    wallet: WalletClient;
    rng?: Rng;
    now?: () => number;
    /** Book minutes per real minute; default 1 (SPORTSBOOK_CLOCK_SPEED). */
    speed?: number;
    dataDir?: string | undefined;
    /** Runs the book's clock (settlements, new fixtures) every second; tests tick it themselves. */
    autoTick?: boolean;
  },
): { book: Sportsbook } {
  const now = opts.now ?? Date.now;
  const book = new Sportsbook({
    wallet: opts.wallet,
    rng: opts.rng ?? secureRng(),
    now,
    speed: opts.speed ?? 1,
    dataDir: opts.dataDir,
    log: (m) => app.log.warn(m),
  });
  if (opts.autoTick !== false) {
    const timer = setInterval(() => book.tick(), 1_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const sessions = new Map<string, { claims: SportsLaunchClaims; lastUsed: number }>();
  const platformOrigin = new URL(opts.platformUrl).origin;
  // The page's scripts, in the order it runs them: its views, then the book.
  const scripts = { 'book-view.js': asset('book-view.js'), 'book.js': asset('book.js') };
  const style = asset('book.css');

  const page = (
    reply: FastifyReply,
    status: number,
    locale: Locale,
    title: string,
    body: string,
    ancestors: string,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-language', locale)
      .header(
        'content-security-policy',
        `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'self' ${ancestors}`,
      )
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html ${htmlAttrs(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sportsbook/assets/book.css"></head>${body}</html>`,
      );

  for (const [name, script] of Object.entries(scripts))
    app.get(`/sportsbook/assets/${name}`, async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
    );
  app.get('/sportsbook/assets/book.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(style),
  );

  app.get('/sportsbook', async (_req, reply) =>
    page(
      reply,
      200,
      DEFAULT_LOCALE,
      'Sportsbook',
      `<body class="message"><main><h1>Sportsbook</h1><p>Football, tennis and basketball, pre-match and live, opened from the casino's sports page (skins: ${Object.values(
        SKINS,
      )
        .map((s) => escapeHtml(s.title))
        .join(
          ', ',
        )}).</p><h2>Tester controls</h2><form method="post" action="/sportsbook/tester/finish-live"><button type="submit">End every event on the board now</button></form><p>Every live and pre-match event is played to its end at once, and the bets on it are settled through the casino's wallet. <code>SPORTSBOOK_CLOCK_SPEED</code> runs the clock faster.</p></main></body>`,
      platformOrigin,
    ),
  );

  app.get('/sportsbook/:slug/launch', async (request, reply) => {
    const { token, path: sub } = request.query as { token?: unknown; path?: unknown };
    const claims =
      typeof token === 'string' ? await verifySportsLaunch(token, opts.secret, now() / 1000) : null;
    const slug = SportsbookSlug.safeParse((request.params as { slug: string }).slug);
    if (!claims || !slug.success || claims.slug !== slug.data) {
      const locale = pickLocale(undefined, request.headers['accept-language']);
      const t = pageTexts(locale);
      return page(
        reply,
        403,
        locale,
        t.unavailable,
        `<body class="message"><main><h1>${escapeHtml(t.invalidLink)}</h1><p>${escapeHtml(t.invalidLinkHelp)}</p></main></body>`,
        platformOrigin,
      );
    }
    const locale = pickLocale(claims.lang);
    if (sessions.size >= MAX_SESSIONS) {
      const cutoff = now() - SESSION_IDLE_MS;
      for (const [k, s] of sessions) if (s.lastUsed < cutoff) sessions.delete(k);
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
    }
    const key = randomBytes(18).toString('base64url');
    sessions.set(key, { claims, lastUsed: now() });
    const start = SubPath.safeParse(sub);
    const startPath = start.success
      ? start.data
      : claims.startPage && claims.startPage !== 'home'
        ? `/${claims.startPage}`
        : '/';
    const data = {
      key,
      slug: claims.slug,
      title: SKINS[claims.slug].title,
      skin: claims.slug === 'saba' ? `saba skin-type-${claims.skinType ?? 7}` : claims.slug,
      logged: claims.sid ? 'true' : 'false',
      currency: claims.currency,
      path: startPath,
      parent: claims.siteOrigin,
      cashier: claims.cashierUrl,
      min: String(MIN_STAKE),
      max: String(MAX_STAKE),
    };
    const attrs = Object.entries(data)
      .map(([k, v]) => `data-${k}="${escapeHtml(v)}"`)
      .join(' ');
    const texts = bookTexts(locale, { min: 2, max: MAX_LEGS });
    return page(
      reply,
      200,
      locale,
      SKINS[claims.slug].title,
      `<body ${attrs} class="skin-${escapeHtml(claims.slug)}"><div id="book" aria-busy="true"><noscript>${escapeHtml(pageTexts(locale).needsJs)}</noscript></div>${textsBlock(texts)}<script src="${TEXTS_SCRIPT_PATH}"></script>${Object.keys(
        scripts,
      )
        .map((name) => `<script src="/sportsbook/assets/${name}"></script>`)
        .join('')}</body>`,
      claims.siteOrigin,
    );
  });

  const Key = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
  const sessionOf = (params: unknown) => {
    const p = Key.safeParse(params);
    const s = p.success ? sessions.get(p.data.key) : undefined;
    if (!s || now() - s.lastUsed > SESSION_IDLE_MS) return undefined;
    s.lastUsed = now();
    return s.claims;
  };
  const gone = (reply: FastifyReply) =>
    reply
      .code(404)
      .send({ error: 'session.not.found', message: 'This sportsbook session has ended: open sports again' });

  app.get('/sportsbook/api/:key/board', async (request, reply) => {
    const claims = sessionOf(request.params);
    if (!claims) return gone(reply);
    return { events: book.events(namesIn(pickLocale(claims.lang))), now: new Date(now()).toISOString() };
  });

  app.get('/sportsbook/api/:key/account', async (request, reply) => {
    const claims = sessionOf(request.params);
    if (!claims) return gone(reply);
    if (!claims.sid || !claims.playerId) return { logged: false };
    const balance = await opts.wallet.call('balance', { sessionId: claims.sid });
    return {
      logged: true,
      currency: claims.currency,
      balance: balance.ok ? balance.balance : null,
      bets: book.betsOf(claims.playerId).map((b) => Sportsbook.view(b, namesIn(pickLocale(claims.lang)))),
    };
  });

  app.post('/sportsbook/api/:key/bets', async (request, reply) => {
    const claims = sessionOf(request.params);
    if (!claims) return gone(reply);
    const body = BetBody.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({ error: 'slip.invalid', message: z.prettifyError(body.error) });
    const placed = await book.place(claims, body.data);
    if (!placed.ok)
      return reply.code(placed.status).send({
        error: placed.error,
        message: placed.message,
        ...(placed.details && { details: placed.details }),
      });
    return { bet: Sportsbook.view(placed.bet, namesIn(pickLocale(claims.lang))), balance: placed.balance };
  });

  // The tester's control (tester-only when the sandbox is exposed): every event on the board ends now.
  app.register(async (scope) => {
    // The page's form posts an empty form; a script posts nothing or JSON.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, {}));
    scope.post('/sportsbook/tester/finish-live', async (request, reply) => {
      book.finishAll();
      if ((request.headers.accept ?? '').includes('text/html'))
        return page(
          reply,
          200,
          DEFAULT_LOCALE,
          'Events ended',
          '<body class="message"><main><h1>Every event on the board has ended</h1><p>Open bets are being settled through the casino. <a href="/sportsbook">Back</a></p></main></body>',
          platformOrigin,
        );
      return { ok: true, events: book.events().length };
    });
  });

  return { book };
}
