import type { Config } from '../../platform/config.ts';
import { HttpMessaging } from './http.ts';
import type { Messaging } from './messaging.ts';
import { HttpSmsGateway } from './sms-gateway.ts';
import { SmtpEmail } from './smtp.ts';

type DeliveryConfig = Pick<
  Config,
  | 'SANDBOX_URL'
  | 'EMAIL_DELIVERY'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_DELIVERY'
  | 'SMS_GATEWAY_URL'
  | 'SMS_GATEWAY_TOKEN'
>;

/**
 * The configured delivery: e-mail by SMTP or the sandbox's inbox, SMS by an HTTP gateway or the
 * sandbox's inbox, chosen each on its own. The sandbox is the local demo's default only; the
 * configuration refuses it beyond loopback (ADR 016). `close` ends the SMTP pool.
 */
export function createMessaging(config: DeliveryConfig): Messaging & { close(): void } {
  const sandbox = new HttpMessaging(`${config.SANDBOX_URL.replace(/\/+$/, '')}/messaging`);
  const smtp =
    config.EMAIL_DELIVERY === 'smtp' && config.SMTP_URL && config.MAIL_FROM
      ? new SmtpEmail(config.SMTP_URL, config.MAIL_FROM)
      : null;
  const sms =
    config.SMS_DELIVERY === 'http' && config.SMS_GATEWAY_URL && config.SMS_GATEWAY_TOKEN
      ? new HttpSmsGateway(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : null;
  return {
    sendSms: (to, text) => (sms ?? sandbox).sendSms(to, text),
    sendEmail: (to, subject, text, html) => (smtp ?? sandbox).sendEmail(to, subject, text, html),
    close: () => smtp?.close(),
  };
}
