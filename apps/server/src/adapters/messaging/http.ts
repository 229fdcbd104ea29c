import type { Metrics } from '../../platform/metrics.ts';
import { type PartnerCallContext, PartnerCalls } from '../../platform/partner-fetch.ts';
import { type Messaging, MessagingError } from './messaging.ts';

/** Delivers through an HTTP gateway: `POST {baseUrl}/sms` `{to, text}` and `POST {baseUrl}/email` `{to, subject, text, html}`. */
export class HttpMessaging implements Messaging {
  private readonly sms: PartnerCalls;
  private readonly email: PartnerCalls;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
    metrics?: Metrics,
  ) {
    this.sms = new PartnerCalls(metrics, 'sms');
    this.email = new PartnerCalls(metrics, 'email');
  }

  sendSms(to: string, text: string, call?: PartnerCallContext): Promise<void> {
    return this.post(this.sms, '/sms', { to, text }, call);
  }

  sendEmail(
    to: string,
    subject: string,
    text: string,
    html?: string,
    call?: PartnerCallContext,
  ): Promise<void> {
    return this.post(this.email, '/email', { to, subject, text, ...(html !== undefined && { html }) }, call);
  }

  private async post(
    calls: PartnerCalls,
    path: string,
    body: unknown,
    call: PartnerCallContext | undefined,
  ): Promise<void> {
    let res: Response;
    try {
      res = await calls.fetch(
        this.baseUrl.replace(/\/+$/, '') + path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        call,
      );
    } catch (err) {
      // The message text (codes, links) is never part of the error.
      throw new MessagingError(`messaging gateway unreachable: ${(err as Error).name}`);
    }
    if (!res.ok) throw new MessagingError(`messaging gateway answered ${res.status}`);
  }
}
