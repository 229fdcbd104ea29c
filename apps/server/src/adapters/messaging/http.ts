import { type Messaging, MessagingError } from './messaging.ts';

/** Delivers through an HTTP gateway: `POST {baseUrl}/sms` `{to, text}` and `POST {baseUrl}/email` `{to, subject, text, html}`. */
export class HttpMessaging implements Messaging {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  sendSms(to: string, text: string): Promise<void> {
    return this.post('/sms', { to, text });
  }

  sendEmail(to: string, subject: string, text: string, html?: string): Promise<void> {
    return this.post('/email', { to, subject, text, ...(html !== undefined && { html }) });
  }

  private async post(path: string, body: unknown): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.baseUrl.replace(/\/+$/, '') + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      // The message text (codes, links) is never part of the error.
      throw new MessagingError(`messaging gateway unreachable: ${(err as Error).name}`);
    }
    if (!res.ok) throw new MessagingError(`messaging gateway answered ${res.status}`);
  }
}
