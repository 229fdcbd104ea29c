export { HttpMessaging } from './http.ts';
export { MemoryMessaging, type SentMessage } from './memory.ts';
export { type Messaging, MessagingError } from './messaging.ts';
