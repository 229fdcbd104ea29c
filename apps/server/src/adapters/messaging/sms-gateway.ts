import type { Metrics } from '../../platform/metrics.ts';
import { type PartnerCallContext, PartnerCalls } from '../../platform/partner-fetch.ts';
import { MessagingError } from './messaging.ts';

/**
 * SMS through an HTTP gateway (SMS_DELIVERY=http): each message is
 * `POST {SMS_GATEWAY_URL}` with `Authorization: Bearer {SMS_GATEWAY_TOKEN}` and the JSON body
 * `{"to": "+447700900123", "text": "…"}`; any 2xx is accepted. Most SMS providers take this
 * shape directly or through a small relay (docs/operations.md).
 */
export class HttpSmsGateway {
  private readonly calls: PartnerCalls;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly timeoutMs = 5000,
    metrics?: Metrics,
  ) {
    this.calls = new PartnerCalls(metrics, 'sms');
  }

  async sendSms(to: string, text: string, call?: PartnerCallContext): Promise<void> {
    let res: Response;
    try {
      res = await this.calls.fetch(
        this.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        call,
      );
    } catch (err) {
      // The message text (a one-time code) is never part of the error.
      throw new MessagingError(`SMS gateway unreachable: ${(err as Error).name}`);
    }
    await res.body?.cancel();
    if (!res.ok) throw new MessagingError(`SMS gateway answered ${res.status}`);
  }
}
