import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { HttpKyc, type KycProvider } from '../../adapters/kyc/index.ts';
import type { Messages } from '../../platform/message-texts.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import type { AuthPolicy, AuthService, PlayerAccounts } from '../auth/index.ts';
import { ContactVerification } from './contact.ts';
import { DocumentsService } from './documents.ts';
import { KycService } from './kyc.ts';
import { verificationRoutes } from './routes.ts';
import { type DocumentStorage, LocalDiskStorage } from './storage.ts';

export type { ContactVerification } from './contact.ts';
export type { DocumentsService } from './documents.ts';
export type { KycService } from './kyc.ts';
export type { DocumentStorage } from './storage.ts';

export interface VerificationDeps extends PlatformDeps {
  brand: () => BrandConfig;
  messages: Messages;
  auth: AuthService;
  accounts: PlayerAccounts;
  authPolicy: AuthPolicy;
  kyc?: KycProvider | undefined;
  documentStorage?: DocumentStorage | undefined;
}

/** Phone and e-mail verification, identity checks (KYC) and documents: services and calls. */
export function registerVerification(app: FastifyInstance, deps: VerificationDeps) {
  const { config, db, now, limiter } = deps;
  const contacts = new ContactVerification({
    db,
    brandId: config.BRAND_ID,
    brandName: () => deps.brand().name,
    accounts: deps.accounts,
    auth: deps.auth,
    authPolicy: deps.authPolicy,
    limiter,
    messaging: deps.messaging,
    messages: deps.messages,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  const documents = new DocumentsService({
    db,
    storage: deps.documentStorage ?? new LocalDiskStorage(config.uploadsDir),
    maxBytes: config.UPLOAD_MAX_BYTES,
    now,
    limiter,
    brandId: config.BRAND_ID,
  });
  const kyc = new KycService({
    db,
    provider: deps.kyc ?? new HttpKyc(`${deps.sandboxUrl}/kyc`, 5000, deps.metrics),
    webhookSecret: config.KYC_WEBHOOK_SECRET,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
    limiter,
  });
  verificationRoutes(app, {
    auth: deps.auth,
    accounts: deps.accounts,
    contacts,
    documents,
    kyc,
  });
  return { contacts, documents, kyc };
}
