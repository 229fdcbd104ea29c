import nodemailer from 'nodemailer';
import type { Metrics } from '../../platform/metrics.ts';
import { PartnerCalls } from '../../platform/partner-fetch.ts';
import { MessagingError } from './messaging.ts';

/**
 * E-mail through an SMTP server (EMAIL_DELIVERY=smtp): `smtp://user:pass@host:587` upgrades with
 * STARTTLS when the server offers it, `smtps://…:465` is TLS from the start. One pooled connection
 * set per process; nodemailer does the MIME, encodings and the SMTP dialogue.
 */
export class SmtpEmail {
  private readonly transport;
  private readonly calls: PartnerCalls;

  constructor(
    url: string,
    private readonly from: string,
    timeoutMs = 10_000,
    metrics?: Metrics,
  ) {
    // Timed like the HTTP partners; SMTP carries no request id.
    this.calls = new PartnerCalls(metrics, 'email');
    this.transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async sendEmail(to: string, subject: string, text: string, html?: string): Promise<void> {
    try {
      await this.calls.time(() =>
        this.transport.sendMail({
          from: this.from,
          to,
          subject,
          text,
          ...(html !== undefined && { html }),
        }),
      );
    } catch (err) {
      // The message (a reset link) is never part of the error; the SMTP code is.
      const code =
        (err as { responseCode?: number; code?: string }).responseCode ?? (err as { code?: string }).code;
      throw new MessagingError(`SMTP server refused the e-mail: ${code ?? (err as Error).name}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}
