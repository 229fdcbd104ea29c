/**
 * SMS and e-mail delivery. The default implementation posts to the sandbox's messaging gateway
 * (apps/sandbox/src/messaging); a real provider is one more implementation of this interface.
 */
export interface Messaging {
  /** `to` is an international number: '+447700900123'. */
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string, html?: string): Promise<void>;
}

/** The gateway did not take the message. */
export class MessagingError extends Error {}
