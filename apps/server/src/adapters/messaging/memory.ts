import type { Messaging } from './messaging.ts';

export type SentMessage =
  | { kind: 'sms'; to: string; text: string; at: number }
  | { kind: 'email'; to: string; subject: string; text: string; html?: string; at: number };

/** Keeps what was sent, for tests: they read the codes and links as a person reads the inbox. */
export class MemoryMessaging implements Messaging {
  readonly sent: SentMessage[] = [];
  /** When set, every send fails (the gateway is down). */
  failing = false;

  async sendSms(to: string, text: string): Promise<void> {
    if (this.failing) throw new Error('gateway down');
    this.sent.push({ kind: 'sms', to, text, at: Date.now() });
  }

  async sendEmail(to: string, subject: string, text: string, html?: string): Promise<void> {
    if (this.failing) throw new Error('gateway down');
    this.sent.push({ kind: 'email', to, subject, text, ...(html !== undefined && { html }), at: Date.now() });
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
