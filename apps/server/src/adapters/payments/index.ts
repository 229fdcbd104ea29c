export { HttpPaymentProvider } from './http.ts';
export { MemoryPaymentProvider } from './memory.ts';
export {
  type DepositSession,
  type PaymentProvider,
  type PayoutRequest,
  type ProviderMethod,
  type ProviderPaymentStatus,
  ProviderUnavailable,
  WebhookEvent,
} from './provider.ts';
export { SIGNATURE_HEADER, signedHeaders, TIMESTAMP_HEADER } from './signature.ts';
export { registerPaymentWebhook, webhookPayloadHash } from './webhook.ts';
