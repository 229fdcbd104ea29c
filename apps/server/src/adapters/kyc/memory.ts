import { randomBytes } from 'node:crypto';
import type { KycProvider } from './kyc.ts';

/** A provider for tests: remembers the sessions it opened; `failing` makes it unreachable. */
export class MemoryKyc implements KycProvider {
  readonly origin = 'http://kyc.test';
  readonly sessions: { sessionToken: string; reference: string; successUrl: string }[] = [];
  failing = false;

  async startSession(input: { reference: string; successUrl: string }) {
    if (this.failing) throw new Error('provider down');
    const sessionToken = randomBytes(24).toString('base64url');
    this.sessions.push({ sessionToken, reference: input.reference, successUrl: input.successUrl });
    return { sessionToken };
  }

  frameUrl(sessionToken: string): string {
    return `${this.origin}/kyc/frame?session_token=${sessionToken}`;
  }
}
