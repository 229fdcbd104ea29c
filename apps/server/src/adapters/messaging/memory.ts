import type { PartnerCallContext } from '../../platform/partner-fetch.ts';
import type { Messaging } from './messaging.ts';

/** `requestId`: the id the gateway would have been given (ADR 069). */
export type SentMessage =
  | { kind: 'sms'; to: string; text: string; at: number; requestId?: string | undefined }
  | {
      kind: 'email';
      to: string;
      subject: string;
      text: string;
      html?: string;
      at: number;
      requestId?: string | undefined;
    };

/** Keeps what was sent, for tests: they read the codes and links as a person reads the inbox. */
export class MemoryMessaging implements Messaging {
  readonly sent: SentMessage[] = [];
  /** When set, every send fails (the gateway is down). */
  failing = false;

  async sendSms(to: string, text: string, call?: PartnerCallContext): Promise<void> {
    if (this.failing) throw new Error('gateway down');
    this.sent.push({ kind: 'sms', to, text, at: Date.now(), requestId: call?.requestId });
  }

  async sendEmail(
    to: string,
    subject: string,
    text: string,
    html?: string,
    call?: PartnerCallContext,
  ): Promise<void> {
    if (this.failing) throw new Error('gateway down');
    this.sent.push({
      kind: 'email',
      to,
      subject,
      text,
      ...(html !== undefined && { html }),
      at: Date.now(),
      requestId: call?.requestId,
    });
  }

  /** The latest message to `to`, if any. */
  latest(to: string): SentMessage | undefined {
    return this.sent.filter((m) => m.to === to).at(-1);
  }

  /** The digits of the latest SMS to `to`. */
  latestCode(to: string): string | undefined {
    const m = this.latest(to);
    return m?.kind === 'sms' ? /\b(\d{4,8})\b/.exec(m.text)?.[1] : undefined;
  }
}
