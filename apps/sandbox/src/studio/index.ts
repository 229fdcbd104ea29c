import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '@croupier/contract/package-root';
import { FREE_ROUNDS_PROGRESS_PATH } from '@croupier/contract/seamless-wallet';
import { type LaunchClaims, verifyLaunch } from '@croupier/contract/studio';
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
import { playDice } from './engines/dice.ts';
import { playRoulette, type RouletteBet } from './engines/roulette.ts';
import { LINES, playSlot, STATED_RTP } from './engines/slot.ts';
import { atStake, FreeRounds, registerFreeRoundsApi, type StoredGrant } from './free-rounds.ts';
import { type Rng, secureRng } from './rng.ts';
import { SessionStore, type StudioSession } from './sessions.ts';
import { gameTexts, pageTexts } from './texts.ts';
import {
  limitReachedMessage,
  type Refusal,
  type Unknown,
  WalletClient,
  type WalletClientOptions,
} from './wallet.ts';

// From the sandbox's root, so the bundle (apps/sandbox/dist) finds the assets too.
const assets = path.join(packageRoot(import.meta.dirname), 'src/studio/public');
const asset = (name: string) => readFileSync(path.join(assets, name), 'utf8');

const Amount = z.number().int().positive().max(1_000_000);
const RoundRequest = {
  slot: z.object({ stake: Amount.refine((v) => v % LINES === 0, `must be a multiple of ${LINES}`) }),
  roulette: z.object({
    bets: z
      .array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('straight'), number: z.number().int().min(0).max(36), amount: Amount }),
          z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount: Amount }),
          z.object({
            kind: z.enum(['dozen', 'column']),
            index: z.union([z.literal(1), z.literal(2), z.literal(3)]),
            amount: Amount,
          }),
        ]),
      )
      .min(1)
      .max(40),
  }),
  dice: z.object({ stake: Amount, target: z.number().int().min(100).max(9_500) }),
} as const;

function play(rng: Rng, claims: LaunchClaims, body: unknown) {
  switch (claims.engine) {
    case 'slot': {
      const r = RoundRequest.slot.safeParse(body);
      return r.success ? { stake: r.data.stake, run: () => playSlot(rng, r.data.stake) } : r.error;
    }
    case 'roulette': {
      const r = RoundRequest.roulette.safeParse(body);
      if (!r.success) return r.error;
      const bets = r.data.bets as RouletteBet[];
      return { stake: bets.reduce((s, b) => s + b.amount, 0), run: () => playRoulette(rng, bets) };
    }
    case 'dice': {
      const r = RoundRequest.dice.safeParse(body);
      return r.success
        ? { stake: r.data.stake, run: () => playDice(rng, r.data.stake, r.data.target) }
        : r.error;
    }
  }
}

function page(
  reply: FastifyReply,
  status: number,
  locale: Locale,
  title: string,
  body: string,
  frameAncestors: string,
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-language', locale)
    .header(
      'content-security-policy',
      `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'self' ${frameAncestors}`,
    )
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html ${htmlAttrs(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/studio/assets/game.css"></head>${body}</html>`,
    );
}

/**
 * The game studio (GUIDE §1): the platform's launch link opens a game page here, in the platform's game
 * frame. Outcomes are decided here, from a CSPRNG. Demo sessions play with the studio's fun money.
 * The game speaks the launch claims' `lang` (English for one it does not speak); a link it cannot
 * read is refused in the browser's language.
 */
export function registerStudio(
  app: FastifyInstance,
  opts: {
    secret: string;
    platformUrl: string;
    /** The platform's seamless wallet; default `{platformUrl}/api/seamless-wallet`. */
    walletUrl?: string;
    rng?: Rng;
    now?: () => number;
    /** How the wallet is called (tests answer, fail or time out its calls). */
    wallet?: Pick<WalletClientOptions, 'fetch' | 'timeoutMs' | 'retryDelaysMs'>;
    /** Where free-rounds grants are kept across restarts; none: in memory. */
    dataDir?: string | undefined;
  },
): { wallet: WalletClient; freeRounds: FreeRounds } {
  const now = opts.now ?? Date.now;
  const rng = opts.rng ?? secureRng();
  const sessions = new SessionStore(now);
  const platformApi = `${opts.platformUrl.replace(/\/+$/, '')}/api`;
  const wallet = new WalletClient({
    url: opts.walletUrl ?? `${platformApi}/seamless-wallet`,
    progressUrl: `${platformApi}${FREE_ROUNDS_PROGRESS_PATH}`,
    secret: opts.secret,
    now,
    log: (m) => app.log.warn(m),
    ...opts.wallet,
  });
  const freeRounds = new FreeRounds({ wallet, now, dataDir: opts.dataDir });
  registerFreeRoundsApi(app, freeRounds, { secret: opts.secret, now });
  const sweep = setInterval(() => freeRounds.sweep(), 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const platformOrigin = new URL(opts.platformUrl).origin;
  const script = asset('game.js');
  const style = asset('game.css');

  app.get('/studio/assets/game.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  app.get('/studio/assets/game.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(style),
  );

  app.get('/studio', async (_req, reply) =>
    page(
      reply,
      200,
      DEFAULT_LOCALE,
      'Game studio',
      `<body class="message"><main><h1>Game studio</h1><p>Games open here from the casino's launch links.</p><ul><li>Reels: 5-reel video slot, 10 lines, free spins; RTP ${(STATED_RTP * 100).toFixed(2)} %</li><li>European roulette; RTP 97.30 %</li><li>Dice, roll under; RTP 99.00 %</li></ul></main></body>`,
      platformOrigin,
    ),
  );

  app.get('/studio/launch', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const claims = typeof token === 'string' ? await verifyLaunch(token, opts.secret, now() / 1000) : null;
    if (!claims) {
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
    sessions.open(claims);
    const locale = pickLocale(claims.lang);
    const data = {
      sid: claims.sid,
      engine: claims.engine,
      title: claims.title,
      provider: claims.provider,
      currency: claims.currency,
      mode: claims.mode,
      exit: claims.exitUrl,
    };
    const attrs = Object.entries(data)
      .map(([k, v]) => `data-${k}="${escapeHtml(v)}"`)
      .join(' ');
    return page(
      reply,
      200,
      locale,
      claims.title,
      `<body ${attrs}><main id="game" aria-busy="true"><noscript>${escapeHtml(pageTexts(locale).needsJs)}</noscript></main>${textsBlock(gameTexts(locale))}<script src="${TEXTS_SCRIPT_PATH}"></script><script src="/studio/assets/game.js"></script></body>`,
      new URL(claims.exitUrl).origin,
    );
  });

  const Sid = z.object({ sid: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
  const gone = (reply: FastifyReply) =>
    reply
      .code(404)
      .send({ error: 'session.not.found', message: 'This game session has ended: start the game again' });

  app.get('/studio/api/sessions/:sid', async (request, reply) => {
    const params = Sid.safeParse(request.params);
    const session = params.success ? sessions.get(params.data.sid) : undefined;
    if (!session) return gone(reply);
    if (session.claims.mode === 'demo')
      return { balance: session.balance, currency: session.claims.currency, mode: session.claims.mode };
    const answer = await wallet.call('balance', { sessionId: session.claims.sid });
    if (!answer.ok) return walletFailure(reply, answer);
    const grant = freeRounds.offered(session.claims);
    return {
      balance: answer.balance,
      currency: answer.currency,
      mode: session.claims.mode,
      ...(grant && { freeRounds: freeRounds.offer(grant) }),
    };
  });

  app.post('/studio/api/sessions/:sid/rounds', async (request, reply) => {
    const params = Sid.safeParse(request.params);
    const session = params.success ? sessions.get(params.data.sid) : undefined;
    if (!session) return gone(reply);
    // A real session of a game the player has free rounds for plays them first, at their stake.
    const grant = freeRounds.offered(session.claims);
    const body = grant?.grant
      ? atStake(session.claims.engine, request.body, grant.grant.stake)
      : request.body;
    const request_ = play(rng, session.claims, body);
    if (request_ instanceof z.ZodError)
      return reply.code(400).send({ error: 'round.invalid', message: z.prettifyError(request_) });
    if (session.busy)
      return reply.code(409).send({ error: 'round.in.progress', message: 'A round is still being played' });
    if (grant) return playFree(reply, session, grant, request_.run);
    if (session.claims.mode === 'real') return playReal(reply, session, request_);
    if (request_.stake > session.balance)
      return reply.code(400).send({
        error: 'insufficient.funds',
        message: 'Not enough fun money for this stake',
        balance: session.balance,
      });
    session.busy = true;
    try {
      const round = request_.run();
      session.balance += round.win - request_.stake;
      return { round, balance: session.balance };
    } finally {
      session.busy = false;
    }
  });

  /**
   * A real-money round: the stake is bet at the platform's wallet first; only an accepted bet is
   * played, and its win (0 closes a lost round) is sent until the platform has it. A bet that got no
   * answer is rolled back in the background, retrying, as real studios do.
   */
  async function playReal(
    reply: FastifyReply,
    session: StudioSession,
    request_: { stake: number; run: () => { win: number } },
  ) {
    const { sid, currency } = session.claims;
    const roundId = randomUUID();
    const betId = `bet-${randomUUID()}`;
    session.busy = true;
    try {
      const bet = await wallet.call('bet', {
        sessionId: sid,
        transactionId: betId,
        roundId,
        amount: request_.stake,
        currency,
      });
      if (!bet.ok) {
        if (!bet.refused)
          wallet.deliverLater('rollback', {
            sessionId: sid,
            transactionId: `rollback-${betId}`,
            betTransactionId: betId,
            roundId,
          });
        return walletFailure(reply, bet);
      }
      const round = request_.run();
      const winBody = {
        sessionId: sid,
        transactionId: `win-${betId}`,
        betTransactionId: betId,
        roundId,
        amount: round.win,
        currency,
      };
      const win = await wallet.deliver('win', winBody);
      // A win the platform has not confirmed keeps being sent; the player sees what it will be.
      if (!win.ok && !win.refused) wallet.deliverLater('win', winBody);
      return { round, balance: win.ok ? win.balance : bet.balance + round.win, roundId };
    } finally {
      session.busy = false;
    }
  }

  /**
   * A free round: no bet; the engine plays at the grant's stake. The last one sends the grant's
   * total as one win (free-rounds.ts); until then the balance does not move.
   */
  async function playFree(
    reply: FastifyReply,
    session: StudioSession,
    grant: StoredGrant,
    run: () => { win: number },
  ) {
    session.busy = true;
    try {
      const played = await freeRounds.play(grant, session.claims.sid, run);
      if (!played.ok)
        return played.reason === 'busy'
          ? reply.code(409).send({ error: 'round.in.progress', message: 'A round is still being played' })
          : reply.code(409).send({ error: 'free-rounds.ended', message: 'These free spins have ended' });
      const { round, left, winnings, settled } = played;
      return {
        round,
        freeRounds: { left, winnings, stake: grant.grant?.stake },
        ...(settled?.ok && { balance: settled.balance }),
      };
    } finally {
      session.busy = false;
    }
  }

  return { wallet, freeRounds };
}

/** The platform's refusal as the game page shows it; no answer at all as 503. */
function walletFailure(reply: FastifyReply, result: Refusal | Unknown) {
  if (!result.refused)
    return reply.code(503).send({
      error: 'wallet.unavailable',
      message: 'The casino did not answer. Your stake, if taken, is being returned.',
    });
  if (result.error === 'error.insufficient.funds')
    return reply.code(400).send({
      error: 'insufficient.funds',
      message: 'Not enough money for this stake',
      balance: result.details?.balance,
    });
  if (result.error === 'error.protection.play-limit')
    return reply.code(403).send({
      error: 'limit.reached',
      message: limitReachedMessage(result.details),
      limit: result.details,
    });
  if (
    result.error === 'error.seamless.session.expired' ||
    result.error === 'error.seamless.session.not-found'
  )
    return reply
      .code(404)
      .send({ error: 'session.not.found', message: 'This game session has ended: start the game again' });
  return reply.code(409).send({ error: result.error, message: result.message });
}
