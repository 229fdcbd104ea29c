import type { LaunchClaims } from '@croupier/contract/studio';

/** Fun money a demo session starts with, in minor units (1,000.00). */
export const DEMO_START_BALANCE = 100_000;
/** Demo sessions are forgotten after this long without a round. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
const MAX_SESSIONS = 10_000;

export interface StudioSession {
  claims: LaunchClaims;
  /** Demo only: the studio's own fun-money balance, never the player's wallet. */
  balance: number;
  lastUsed: number;
  /** One round at a time per session: a second click cannot spend the same balance twice. */
  busy: boolean;
}

/** The studio's open game sessions, in memory: a demo balance is worth nothing after a restart. */
export class SessionStore {
  private readonly sessions = new Map<string, StudioSession>();
  constructor(private readonly now: () => number = Date.now) {}

  open(claims: LaunchClaims): StudioSession {
    this.sweep();
    let session = this.sessions.get(claims.sid);
    if (!session) {
      session = { claims, balance: DEMO_START_BALANCE, lastUsed: this.now(), busy: false };
      this.sessions.set(claims.sid, session);
    }
    return session;
  }

  get(sid: string): StudioSession | undefined {
    const session = this.sessions.get(sid);
    if (!session) return undefined;
    if (this.now() - session.lastUsed > SESSION_IDLE_MS) {
      this.sessions.delete(sid);
      return undefined;
    }
    session.lastUsed = this.now();
    return session;
  }

  private sweep() {
    const cutoff = this.now() - SESSION_IDLE_MS;
    for (const [sid, s] of this.sessions) if (s.lastUsed < cutoff) this.sessions.delete(sid);
    if (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest) this.sessions.delete(oldest);
    }
  }
}
