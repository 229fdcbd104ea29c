/**
 * The live-events bench's players (bench/live.ts): registered accounts with a session (the stream's
 * ticket needs one), real money, and an open game session on a demo slot, so a signed studio bet
 * moves their balance. Made through the platform's own services, as a registration and a deposit would.
 */
import { SignupBody } from '@croupier/contract';
import type { App } from '../../apps/server/src/app.ts';
import { fund, open, REAL_RICH } from '../seamless-bonus.ts';

export interface LivePlayer {
  uuid: string;
  /** The access token (a stream ticket is asked with it). */
  token: string;
  /** The game session the studio's bets name. */
  sessionId: string;
}

export async function livePlayers(app: App, n: number): Promise<LivePlayer[]> {
  const s = app.services;
  const out: LivePlayer[] = [];
  for (let i = 0; i < n; i++) {
    const auth = await s.auth.signup(
      SignupBody.parse({
        brandId: 'croupier',
        type: 'email',
        email: `live.bench.${i}.${Date.now().toString(36)}@example.com`,
        password: 'Correct-Horse-42',
        currency: 'USD',
        country: 'US',
        additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
      }),
      // A client address each, as real players have: the registration limits are per address.
      { ip: `10.77.${i >> 8}.${i & 255}` },
    );
    await fund(s.ledger, auth.uuid, REAL_RICH);
    const sessionId = `live-bench-${String(i).padStart(5, '0')}`;
    await open(s.seamlessWallet, auth.uuid, sessionId);
    out.push({ uuid: auth.uuid, token: auth.token, sessionId });
  }
  return out;
}
