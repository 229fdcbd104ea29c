import type { Config } from '../../platform/config.ts';
import type { Metrics } from '../../platform/metrics.ts';
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
export function createMessaging(config: DeliveryConfig, metrics?: Metrics): Messaging & { close(): void } {
  const sandbox = new HttpMessaging(`${config.SANDBOX_URL.replace(/\/+$/, '')}/messaging`, 5000, metrics);
  const smtp =
    config.EMAIL_DELIVERY === 'smtp' && config.SMTP_URL && config.MAIL_FROM
      ? new SmtpEmail(config.SMTP_URL, config.MAIL_FROM, 10_000, metrics)
      : null;
  const sms =
    config.SMS_DELIVERY === 'http' && config.SMS_GATEWAY_URL && config.SMS_GATEWAY_TOKEN
      ? new HttpSmsGateway(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN, 5000, metrics)
      : null;
  return {
    sendSms: (to, text, call) => (sms ?? sandbox).sendSms(to, text, call),
    sendEmail: (to, subject, text, html, call) => (smtp ?? sandbox).sendEmail(to, subject, text, html, call),
    close: () => smtp?.close(),
  };
}
