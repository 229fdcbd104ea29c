import type { PartnerCallContext } from '../../platform/partner-fetch.ts';

/** What the platform asks of an identity-verification provider (000 §7 KYC: Identomat-style). */
export interface KycProvider {
  /** The provider's origin, whose frame the site embeds and whose postMessage events it trusts. */
  readonly origin: string;
  /** Opens a verification session for the player reference; answers its session token. */
  startSession(
    input: {
      reference: string;
      successUrl: string;
      language?: string | undefined;
      documentType?: string | undefined;
    },
    call?: PartnerCallContext,
  ): Promise<{ sessionToken: string }>;
  /** The address of the frame the player completes. */
  frameUrl(sessionToken: string): string;
}

/** The provider did not answer as expected. */
export class KycProviderError extends Error {}
