import type { PartnerCallContext } from '../../platform/partner-fetch.ts';

/**
 * SMS and e-mail delivery: SMTP (smtp.ts) and an HTTP SMS gateway (sms-gateway.ts) in production,
 * the sandbox's messaging gateway (http.ts, apps/sandbox/src/messaging) in the local demo; select.ts
 * picks them from the configuration.
 */
export interface Messaging {
  /** `to` is an international number: '+447700900123'. `call`: the request it serves (its id is passed on). */
  sendSms(to: string, text: string, call?: PartnerCallContext): Promise<void>;
  sendEmail(
    to: string,
    subject: string,
    text: string,
    html?: string,
    call?: PartnerCallContext,
  ): Promise<void>;
}

/** The gateway did not take the message. */
export class MessagingError extends Error {}
