import { STUDIO_SIGNATURE_HEADERS, signedHeaders } from '@croupier/contract/signing';
import {
  FREE_ROUNDS_PATH,
  FreeRoundsAnswer,
  FreeRoundsCancel,
  FreeRoundsGrant,
} from '@croupier/contract/studio';
import type { Metrics } from '../../platform/metrics.ts';
import { type PartnerCallContext, PartnerCalls } from '../../platform/partner-fetch.ts';
import type { FreeRoundsGateway } from './gateway.ts';

/** What the platform grants (the gateway's shape, `modules/rewards/service.ts`). */
export type FreeRoundsGrantInput = Parameters<FreeRoundsGateway['grant']>[0];

/** The studio did not take the call: unreachable, 5xx, or a refusal (`status`, `error`). */
export class FreeRoundsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly error?: string,
  ) {
    super(message);
    this.name = 'FreeRoundsError';
  }
}

/** The contract's grant body from the gateway's shape (player uuid, bigint stake, Date expiry). */
export function grantBody(g: FreeRoundsGrantInput): FreeRoundsGrant {
  if (g.stakeMinor > BigInt(Number.MAX_SAFE_INTEGER)) throw new FreeRoundsError('stake out of range');
  return FreeRoundsGrant.parse({
    grantId: g.grantId,
    playerId: g.playerUuid,
    gameSlug: g.gameSlug,
    rounds: g.rounds,
    stake: Number(g.stakeMinor),
    currency: g.currency,
    expiresAt: g.expiresAt.toISOString(),
  });
}

/**
 * The game studio's free rounds over HTTP (`{SANDBOX_URL}/studio/free-rounds`, packages/contract/src/studio.ts):
 * signed with `STUDIO_SECRET` like the studio's own wallet calls. Both calls are idempotent by the
 * grant id, so a caller may repeat one whose answer it did not get. They answer the grant's state.
 */
export class HttpFreeRounds implements FreeRoundsGateway {
  private readonly base: string;
  private readonly calls: PartnerCalls;

  constructor(
    baseUrl: string,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs = 5000,
    metrics?: Metrics,
  ) {
    this.calls = new PartnerCalls(metrics, 'studio');
    this.base = baseUrl.replace(/\/+$/, '');
  }

  async grant(g: FreeRoundsGrantInput, call?: PartnerCallContext): Promise<void> {
    await this.grantState(g, call);
  }

  async cancel(grantId: string, call?: PartnerCallContext): Promise<void> {
    await this.cancelState(grantId, call);
  }

  /** Grants and answers the grant's state at the studio (a repeat answers it again). */
  grantState(g: FreeRoundsGrantInput, call?: PartnerCallContext): Promise<FreeRoundsAnswer> {
    return this.post(FREE_ROUNDS_PATH, grantBody(g), call);
  }

  /**
   * Cancels and answers the grant's state: CANCELLED, or how it had already ended (PLAYED, EXPIRED).
   * A cancel of a grant the studio never got is remembered there: the grant arriving late is not played.
   */
  cancelState(grantId: string, call?: PartnerCallContext): Promise<FreeRoundsAnswer> {
    return this.post(
      `${FREE_ROUNDS_PATH}/${encodeURIComponent(grantId)}/cancel`,
      FreeRoundsCancel.parse({ grantId }),
      call,
    );
  }

  private async post(path: string, payload: unknown, call?: PartnerCallContext): Promise<FreeRoundsAnswer> {
    const body = JSON.stringify(payload);
    let res: Response;
    try {
      res = await this.calls.fetch(
        this.base + path,
        {
          method: 'POST',
          headers: signedHeaders(STUDIO_SIGNATURE_HEADERS, this.secret, body, this.now()),
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        call,
      );
    } catch (err) {
      throw new FreeRoundsError(`game studio unreachable: ${(err as Error).name}`);
    }
    const json = (await res.json().catch(() => undefined)) as { error?: unknown } | undefined;
    if (!res.ok)
      throw new FreeRoundsError(
        `game studio answered ${res.status}`,
        res.status,
        typeof json?.error === 'string' ? json.error : undefined,
      );
    const answer = FreeRoundsAnswer.safeParse(json);
    if (!answer.success) throw new FreeRoundsError('game studio answered a malformed grant state');
    return answer.data;
  }
}
