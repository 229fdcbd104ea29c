import type { Metrics } from '../../platform/metrics.ts';
import { type PartnerCallContext, PartnerCalls } from '../../platform/partner-fetch.ts';
import { type KycProvider, KycProviderError } from './kyc.ts';

/**
 * The sandbox's KYC provider, or a real one speaking the same protocol:
 * `POST {baseUrl}/sessions {reference, successUrl, language?, documentType?}` → `{sessionToken}`;
 * the frame is `{baseUrl}/frame?session_token=…`; the result comes back as a signed callback.
 */
export class HttpKyc implements KycProvider {
  readonly origin: string;
  private readonly baseUrl: string;
  private readonly calls: PartnerCalls;

  constructor(
    baseUrl: string,
    private readonly timeoutMs = 5000,
    metrics?: Metrics,
  ) {
    this.calls = new PartnerCalls(metrics, 'kyc');
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.origin = new URL(this.baseUrl).origin;
  }

  async startSession(
    input: Parameters<KycProvider['startSession']>[0],
    call?: PartnerCallContext,
  ): Promise<{ sessionToken: string }> {
    let res: Response;
    try {
      res = await this.calls.fetch(
        `${this.baseUrl}/sessions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        call,
      );
    } catch (err) {
      throw new KycProviderError(`KYC provider unreachable: ${(err as Error).name}`);
    }
    if (!res.ok) throw new KycProviderError(`KYC provider answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { sessionToken?: unknown } | null;
    const token = body?.sessionToken;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
      throw new KycProviderError('KYC provider answered no session token');
    }
    return { sessionToken: token };
  }

  frameUrl(sessionToken: string): string {
    return `${this.baseUrl}/frame?session_token=${encodeURIComponent(sessionToken)}`;
  }
}
