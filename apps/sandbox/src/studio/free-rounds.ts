import {
  type FreeRoundsWinRequest,
  freeRoundsWinId,
  SEAMLESS_WALLET_TOLERANCE_S,
} from '@croupier/contract/seamless-wallet';
import { checkSignature, STUDIO_SIGNATURE_HEADERS } from '@croupier/contract/signing';
import {
  FREE_ROUNDS_PATH,
  type FreeRoundsAnswer,
  FreeRoundsCancel,
  FreeRoundsGrant,
  type FreeRoundsStatus,
  type LaunchClaims,
} from '@croupier/contract/studio';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JsonState } from '../json-state.ts';
import type { WalletClient, WalletResult } from './wallet.ts';

/**
 * Free rounds as game aggregators offer them (packages/contract/src/studio.ts, ADR 013 "Free rounds"):
 * the platform grants a player N rounds of a game at a fixed stake; real play of that game offers
 * them first, with no bet call, at the grant's stake; when the last is played (or a partly played
 * grant is cancelled or expires) their total goes to the platform as ONE win naming the grant, with
 * the transaction id `fr:{grantId}`, sent until the platform answers it. After each round but the
 * last, the grant's progress (rounds played, winnings so far) is reported once, so the player's
 * reward moves spin by spin. Grants are kept across
 * restarts (`free-rounds.json` under the data directory), and a win not yet answered is sent again
 * at start.
 */

export interface StoredGrant {
  grantId: string;
  /** The grant as the platform sent it; null for a cancel that came before its grant. */
  grant: FreeRoundsGrant | null;
  status: FreeRoundsStatus;
  roundsPlayed: number;
  winnings: number;
  /** The game session the last round was played in: the win names it. */
  sessionId?: string;
  /** The grant's one win, fixed when the grant ends with rounds played; `answered` once the platform has. */
  win?: { body: FreeRoundsWinRequest; answered: boolean };
}

interface State {
  grants: StoredGrant[];
}

export type FreeRoundResult =
  | { ok: true; round: { win: number }; left: number; winnings: number; settled?: WalletResult }
  | { ok: false; reason: 'busy' | 'ended' };

export class FreeRounds {
  private readonly grants = new Map<string, StoredGrant>();
  private readonly file: JsonState<State>;
  /** Grants with a round being played: one round at a time per grant, whatever the session. */
  private readonly busy = new Set<string>();

  constructor(private readonly o: { wallet: WalletClient; now: () => number; dataDir?: string | undefined }) {
    this.file = new JsonState(o.dataDir, 'free-rounds.json');
    for (const g of this.file.read()?.grants ?? []) this.grants.set(g.grantId, g);
    for (const g of this.grants.values()) if (g.win && !g.win.answered) this.sendLater(g);
  }

  answer(g: StoredGrant): FreeRoundsAnswer {
    const left = g.status === 'ACTIVE' && g.grant ? g.grant.rounds - g.roundsPlayed : 0;
    return { grantId: g.grantId, status: g.status, roundsLeft: left };
  }

  /** What the game page shows of a grant on offer. */
  offer(g: StoredGrant): { left: number; stake: number; winnings: number } {
    return { left: this.answer(g).roundsLeft, stake: g.grant?.stake ?? 0, winnings: g.winnings };
  }

  /** Takes a grant once; the same grant again answers its state, another body under its id is a conflict. */
  grant(body: FreeRoundsGrant): FreeRoundsAnswer | 'conflict' {
    const existing = this.grants.get(body.grantId);
    if (existing?.grant) {
      this.refresh(existing);
      return JSON.stringify(existing.grant) === JSON.stringify(body) ? this.answer(existing) : 'conflict';
    }
    if (existing) {
      // Cancelled before it came: remembered, never played.
      existing.grant = body;
      this.save();
      return this.answer(existing);
    }
    const g: StoredGrant = {
      grantId: body.grantId,
      grant: body,
      status: 'ACTIVE',
      roundsPlayed: 0,
      winnings: 0,
    };
    this.grants.set(g.grantId, g);
    this.refresh(g);
    this.save();
    return this.answer(g);
  }

  /** Stops a grant (idempotent); rounds already played are paid. A grant that has ended stays as it ended. */
  cancel(grantId: string): FreeRoundsAnswer {
    let g = this.grants.get(grantId);
    if (!g) {
      g = { grantId, grant: null, status: 'CANCELLED', roundsPlayed: 0, winnings: 0 };
      this.grants.set(grantId, g);
      this.save();
    }
    this.refresh(g);
    if (g.status === 'ACTIVE') this.end(g, 'CANCELLED');
    return this.answer(g);
  }

  /** The grant a real session of the player's game plays now, if any (the oldest first). */
  offered(claims: LaunchClaims): StoredGrant | undefined {
    if (claims.mode !== 'real' || !claims.playerId) return undefined;
    for (const g of this.grants.values()) {
      if (g.status !== 'ACTIVE' || !g.grant) continue;
      if (g.grant.playerId !== claims.playerId || g.grant.gameSlug !== claims.game) continue;
      if (g.grant.currency !== claims.currency) continue;
      this.refresh(g);
      if (g.status === 'ACTIVE') return g;
    }
    return undefined;
  }

  /**
   * Plays one free round of `g` in session `sessionId` (`run` is the engine's round at the grant's
   * stake, from the engine RNG). After the last round the grant's win is sent; its result comes back.
   */
  async play(g: StoredGrant, sessionId: string, run: () => { win: number }): Promise<FreeRoundResult> {
    if (this.busy.has(g.grantId)) return { ok: false, reason: 'busy' };
    this.refresh(g);
    if (g.status !== 'ACTIVE' || !g.grant) return { ok: false, reason: 'ended' };
    this.busy.add(g.grantId);
    try {
      const round = run();
      g.roundsPlayed += 1;
      g.winnings += round.win;
      g.sessionId = sessionId;
      const left = g.grant.rounds - g.roundsPlayed;
      if (left > 0) {
        this.save();
        // The platform shows the series spin by spin; the last round's count comes with the win.
        await this.o.wallet.progress({
          freeRoundsGrantId: g.grantId,
          playerId: g.grant.playerId,
          gameSlug: g.grant.gameSlug,
          roundsPlayed: g.roundsPlayed,
          winnings: g.winnings,
          currency: g.grant.currency,
        });
        return { ok: true, round, left, winnings: g.winnings };
      }
      const settled = await this.end(g, 'PLAYED');
      return { ok: true, round, left, winnings: g.winnings, ...(settled && { settled }) };
    } finally {
      this.busy.delete(g.grantId);
    }
  }

  /** Ends every grant whose expiry has passed (a timer runs it; reads do it too). */
  sweep(): void {
    for (const g of this.grants.values()) this.refresh(g);
  }

  private refresh(g: StoredGrant) {
    if (g.status === 'ACTIVE' && g.grant && Date.parse(g.grant.expiresAt) <= this.o.now())
      void this.end(g, 'EXPIRED');
  }

  /**
   * Ends a grant. With rounds played, its one win is fixed now (the same body on every attempt) and
   * sent: awaited once when the last round was played (the player sees the balance), else in the
   * background; a call without an answer is sent again until the platform answers.
   */
  private async end(g: StoredGrant, status: FreeRoundsStatus): Promise<WalletResult | undefined> {
    g.status = status;
    if (g.roundsPlayed === 0 || !g.grant || !g.sessionId || g.win) {
      this.save();
      return undefined;
    }
    g.win = {
      answered: false,
      body: {
        sessionId: g.sessionId,
        transactionId: freeRoundsWinId(g.grantId),
        freeRoundsGrantId: g.grantId,
        roundsPlayed: g.roundsPlayed,
        amount: g.winnings,
        currency: g.grant.currency,
      },
    };
    this.save();
    if (status !== 'PLAYED') {
      this.sendLater(g);
      return undefined;
    }
    const result = await this.o.wallet.call('win', g.win.body);
    if (result.ok || result.refused) this.answered(g);
    else this.sendLater(g);
    return result;
  }

  private sendLater(g: StoredGrant) {
    if (!g.win) return;
    this.o.wallet.deliverLater('win', g.win.body, (r) => {
      if (r.ok || r.refused) this.answered(g);
    });
  }

  private answered(g: StoredGrant) {
    if (g.win) g.win.answered = true;
    this.save();
  }

  private save() {
    this.file.write({ grants: [...this.grants.values()] });
  }
}

/** A free round is played at the grant's stake: the page's choices stay (dice target, roulette bet). */
export function atStake(engine: LaunchClaims['engine'], body: unknown, stake: number): unknown {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  switch (engine) {
    case 'slot':
      return { stake };
    case 'dice':
      return { ...b, stake };
    case 'roulette': {
      const first = Array.isArray(b.bets) ? (b.bets[0] as unknown) : undefined;
      return { bets: [{ ...(first && typeof first === 'object' ? first : {}), amount: stake }] };
    }
  }
}

/**
 * The platform's free-rounds calls (signed with `STUDIO_SECRET`, server to server):
 * `POST /studio/free-rounds` and `POST /studio/free-rounds/{grantId}/cancel`.
 */
export function registerFreeRoundsApi(
  app: FastifyInstance,
  freeRounds: FreeRounds,
  opts: { secret: string; now: () => number },
): void {
  void app.register(async (scope) => {
    // The signature is over the bytes sent: the body stays text until it is checked.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );
    type Signed<T> = { ok: true; data: T } | { ok: false; status: 400 | 401; error: string; message: string };
    const signed = <T>(req: FastifyRequest, schema: z.ZodType<T>): Signed<T> => {
      const body = typeof req.body === 'string' ? req.body : '';
      const h = (n: string) => {
        const v = req.headers[n];
        return Array.isArray(v) ? v[0] : v;
      };
      const problem = checkSignature({
        secret: opts.secret,
        body,
        timestamp: h(STUDIO_SIGNATURE_HEADERS.timestamp),
        signature: h(STUDIO_SIGNATURE_HEADERS.signature),
        nowMs: opts.now(),
        toleranceS: SEAMLESS_WALLET_TOLERANCE_S,
      });
      if (problem)
        return { ok: false, status: 401, error: 'signature.invalid', message: `Signature ${problem}` };
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return { ok: false, status: 400, error: 'request.invalid', message: 'Body must be JSON' };
      }
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, status: 400, error: 'request.invalid', message: z.prettifyError(parsed.error) };
    };

    scope.post(FREE_ROUNDS_PATH, async (req, reply) => {
      const r = signed(req, FreeRoundsGrant);
      if (!r.ok) return reply.code(r.status).send({ error: r.error, message: r.message });
      const answer = freeRounds.grant(r.data);
      if (answer === 'conflict')
        return reply.code(409).send({
          error: 'free-rounds.conflict',
          message: 'This grant id was used with another grant',
        });
      return answer;
    });

    scope.post(`${FREE_ROUNDS_PATH}/:grantId/cancel`, async (req, reply) => {
      const r = signed(req, FreeRoundsCancel);
      if (!r.ok) return reply.code(r.status).send({ error: r.error, message: r.message });
      if (r.data.grantId !== (req.params as { grantId: string }).grantId)
        return reply
          .code(400)
          .send({ error: 'request.invalid', message: 'grantId differs from the one in the path' });
      return freeRounds.cancel(r.data.grantId);
    });
  });
}
