export { HttpPaymentProvider } from './http.ts';
export { MemoryPaymentProvider } from './memory.ts';
export {
  type DepositSession,
  type PaymentProvider,
  type PayoutRequest,
  type ProviderMethod,
  ProviderUnavailable,
  WebhookEvent,
} from './provider.ts';
export { checkSignature, SIGNATURE_HEADER, signedHeaders, TIMESTAMP_HEADER } from './signature.ts';
export { registerPaymentWebhook } from './webhook.ts';
