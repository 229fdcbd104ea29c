import {
  type FreeRoundsProgress,
  type SeamlessAnswer,
  SeamlessAnswer as SeamlessAnswerSchema,
  type SeamlessOperation,
} from '@croupier/contract/seamless-wallet';
import { STUDIO_SIGNATURE_HEADERS, signedHeaders } from '@croupier/contract/signing';

/** The platform answered with an error envelope: it did not apply the request. */
export interface Refusal {
  ok: false;
  refused: true;
  status: number;
  error: string;
  message: string;
  details?: Record<string, unknown>;
}
/** No usable answer (network error, timeout, 5xx): the request may or may not have been applied. */
export interface Unknown {
  ok: false;
  refused: false;
  reason: string;
}
export type WalletResult = ({ ok: true } & SeamlessAnswer) | Refusal | Unknown;

export interface WalletClientOptions {
  /** `{platform}/api/seamless-wallet`. */
  url: string;
  /** `{platform}/api/free-rounds/progress`: where the rounds of a free-rounds grant are reported. */
  progressUrl?: string;
  secret: string;
  fetch?: typeof fetch;
  /** A call without an answer after this long is treated as failed (default 5 s). */
  timeoutMs?: number;
  /** Waits between the attempts of a rollback or win that must get through (default 1, 2, 5, 10, 30 s). */
  retryDelaysMs?: number[];
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * The studio's side of the seamless wallet (packages/contract/src/seamless-wallet.ts): signed calls
 * to the platform, and the retries a real studio makes. A bet without an answer is rolled back; a
 * rollback or win is sent again until the platform answers it (the transaction id makes a repeat
 * harmless).
 */
export class WalletClient {
  private readonly fetch: typeof fetch;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly delays: number[];

  constructor(private readonly o: WalletClientOptions) {
    this.fetch = o.fetch ?? fetch;
    this.delays = o.retryDelaysMs ?? [1_000, 2_000, 5_000, 10_000, 30_000];
  }

  async call(operation: SeamlessOperation, body: Record<string, unknown>): Promise<WalletResult> {
    const text = JSON.stringify(body);
    const ts = Math.floor((this.o.now ?? Date.now)() / 1000);
    let res: Response;
    try {
      res = await this.fetch(`${this.o.url}/${operation}`, {
        method: 'POST',
        headers: signedHeaders(STUDIO_SIGNATURE_HEADERS, this.o.secret, text, ts * 1000),
        body: text,
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 5_000),
      });
    } catch (err) {
      return { ok: false, refused: false, reason: err instanceof Error ? err.message : String(err) };
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return { ok: false, refused: false, reason: `HTTP ${res.status} without JSON` };
    }
    if (res.ok) {
      const answer = SeamlessAnswerSchema.safeParse(json);
      return answer.success
        ? { ok: true, ...answer.data }
        : { ok: false, refused: false, reason: 'unreadable answer' };
    }
    if (res.status >= 500) return { ok: false, refused: false, reason: `HTTP ${res.status}` };
    const e = json as { error?: unknown; message?: unknown; details?: Record<string, unknown> };
    return {
      ok: false,
      refused: true,
      status: res.status,
      error: String(e.error ?? 'error'),
      message: String(e.message ?? 'The casino refused the request'),
      ...(e.details && { details: e.details }),
    };
  }

  /**
   * Tells the platform how far a free-rounds grant is, after a round (FREE_ROUNDS_PROGRESS_PATH):
   * once, signed like the wallet calls. No money moves, and the next round's report (or the grant's
   * win) says it again, so a lost report is not retried. Answers whether the platform took it.
   */
  async progress(body: FreeRoundsProgress): Promise<boolean> {
    if (!this.o.progressUrl) return false;
    const text = JSON.stringify(body);
    try {
      const res = await this.fetch(this.o.progressUrl, {
        method: 'POST',
        headers: signedHeaders(STUDIO_SIGNATURE_HEADERS, this.o.secret, text, (this.o.now ?? Date.now)()),
        body: text,
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 5_000),
      });
      if (!res.ok) this.o.log?.(`free-rounds progress of ${body.freeRoundsGrantId}: HTTP ${res.status}`);
      return res.ok;
    } catch (err) {
      this.o.log?.(`free-rounds progress of ${body.freeRoundsGrantId}: ${(err as Error).message}`);
      return false;
    }
  }

  /**
   * Sends `operation` until the platform answers it (applied or refused), waiting between attempts;
   * answers the last result. Runs in the background when the caller does not wait for it.
   */
  async deliver(operation: SeamlessOperation, body: Record<string, unknown>): Promise<WalletResult> {
    let result = await this.call(operation, body);
    for (const delay of this.delays) {
      if (result.ok || result.refused) return result;
      this.o.log?.(`${operation} ${String(body.transactionId)} not answered (${result.reason}); retrying`);
      await new Promise((r) => setTimeout(r, delay));
      result = await this.call(operation, body);
    }
    if (!result.ok && !result.refused)
      this.o.log?.(`${operation} ${String(body.transactionId)} given up: ${result.reason}`);
    return result;
  }

  /** Starts `deliver` without waiting for it; `onDone` gets its last result. */
  deliverLater(
    operation: SeamlessOperation,
    body: Record<string, unknown>,
    onDone?: (result: WalletResult) => void,
  ): void {
    const p = this.deliver(operation, body)
      .then(onDone)
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves when every background delivery has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

/** The game's "limit reached" state: the player's own loss or wager limit, and when it frees up. */
export function limitReachedMessage(details: Record<string, unknown> | undefined): string {
  const kind = details?.kind === 'LOSS' ? 'loss' : 'wager';
  const at = typeof details?.freesAt === 'string' ? new Date(details.freesAt) : null;
  const when = at && !Number.isNaN(at.getTime()) ? ` More frees up at ${at.toUTCString()}.` : '';
  return `Limit reached: this stake would go over your ${kind} limit.${when}`;
}
