export { HttpMessaging } from './http.ts';
export { MemoryMessaging, type SentMessage } from './memory.ts';
export { type Messaging, MessagingError } from './messaging.ts';
export { createMessaging } from './select.ts';
export { HttpSmsGateway } from './sms-gateway.ts';
export { SmtpEmail } from './smtp.ts';
