export { HttpKyc } from './http.ts';
export { type KycProvider, KycProviderError } from './kyc.ts';
export { MemoryKyc } from './memory.ts';
export {
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
  type SignatureCheck,
  signKycCallback,
  verifyKycCallback,
} from './signature.ts';
