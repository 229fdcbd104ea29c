import {
  ErrorCode,
  KYC_CALLBACK_TOLERANCE_MS,
  KYC_SESSION_TTL_MS,
  type KycCallbackBody,
  type KycFrame,
  type KycStatus,
} from '@croupier/contract';
import { KYC_SIGNATURE_HEADERS } from '@croupier/contract/signing';
import type { FastifyBaseLogger } from 'fastify';
import type { KycProvider } from '../../adapters/kyc/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import type { PartnerCallContext } from '../../platform/partner-fetch.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import type { SignedCallbackOptions } from '../../platform/signed-callback.ts';
import {
  completeKycSession,
  findKycSessionByToken,
  insertKycSession,
  playerKycSessions,
  recordKycEvent,
} from './repository.ts';

/** Provider sessions a player may open (each one costs a provider call): 5 an hour. */
export const KYC_STARTS_PER_PLAYER: RateRule = { limit: 5, windowMs: 60 * 60_000 };

export interface KycDeps {
  db: Db;
  provider: KycProvider;
  webhookSecret: string;
  publicUrl: string;
  now: () => number;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
}

/** Identity verification (000 §3 KYC data, §4 KYC, §7 KYC) through a provider's frame and signed callback. */
export class KycService {
  constructor(private readonly d: KycDeps) {}

  /** VERIFIED once any check passed, else NOT_VERIFIED; 404 when the player was never checked (000 §4). */
  async status(playerUuid: string): Promise<KycStatus> {
    const found = await this.identity(playerUuid);
    if (!found) throw new AppError(ErrorCode.kycNotFound, 'No identity check yet');
    return found;
  }

  /** The same status, or null when the player was never checked (the operator's read). */
  async identity(playerUuid: string): Promise<KycStatus | null> {
    const sessions = await playerKycSessions(this.d.db, playerUuid);
    const latest = sessions[0];
    if (!latest) return null;
    const verified = sessions.find((s) => s.status === 'VERIFIED');
    return {
      status: verified ? 'VERIFIED' : 'NOT_VERIFIED',
      sessionStatus: latest.status,
      updatedAt: (latest.completedAt ?? latest.createdAt).toISOString(),
    };
  }

  /** Opens a provider session; answers its token (000 §7: the response is text). */
  async start(
    playerUuid: string,
    successUrl: string | undefined,
    payload: { language?: string | undefined; documentType?: string | undefined },
    call?: PartnerCallContext,
  ): Promise<string> {
    await this.d.limiter.consume(`kyc:start:${playerUuid}`, KYC_STARTS_PER_PLAYER);
    const sessions = await playerKycSessions(this.d.db, playerUuid);
    if (sessions.some((s) => s.status === 'VERIFIED')) {
      throw new AppError(ErrorCode.kycAlreadyVerified, 'The identity is already verified');
    }
    const target = successUrl ?? `${this.d.publicUrl}/profile/kyc`;
    // Only back to the site itself: the frame must not become an open redirect.
    if (new URL(target).origin !== new URL(this.d.publicUrl).origin) {
      throw new AppError(ErrorCode.validation, 'successUrl must be an address of this site', {
        fieldErrors: { successUrl: 'must be an address of this site' },
      });
    }
    let sessionToken: string;
    try {
      ({ sessionToken } = await this.d.provider.startSession(
        {
          reference: playerUuid,
          successUrl: target,
          language: payload.language,
          documentType: payload.documentType,
        },
        call,
      ));
    } catch (err) {
      this.d.log.error({ err: (err as Error).message }, 'KYC session could not start');
      throw new AppError(ErrorCode.kycProviderUnavailable, 'The identity check is not available right now');
    }
    const now = this.d.now();
    await insertKycSession(this.d.db, {
      playerUuid,
      tokenHash: sha256(sessionToken),
      status: 'PENDING',
      successUrl: target,
      createdAt: new Date(now),
      expiresAt: new Date(now + KYC_SESSION_TTL_MS),
    });
    return sessionToken;
  }

  /** The frame of a session token; 404 for an unknown one, or a pending one past its time. */
  async frame(sessionToken: string): Promise<KycFrame> {
    const row = await findKycSessionByToken(this.d.db, sha256(sessionToken));
    if (!row || (row.status === 'PENDING' && row.expiresAt.getTime() <= this.d.now())) {
      throw new AppError(ErrorCode.kycSessionNotFound, 'No such verification session');
    }
    return {
      url: this.d.provider.frameUrl(sessionToken),
      origin: this.d.provider.origin,
      sessionStatus: row.status,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /**
   * How the provider's callback is signed: checked over the raw body, and its timestamp, before
   * anything else is read. A bad one is 401 and changes nothing.
   */
  callbackSignature(): SignedCallbackOptions {
    return {
      headers: KYC_SIGNATURE_HEADERS,
      secret: this.d.webhookSecret,
      toleranceS: KYC_CALLBACK_TOLERANCE_MS / 1000,
      now: this.d.now,
      bodyLimit: 64 * 1024,
      refuse: (problem) => {
        this.d.log.warn({ kycCallback: problem }, 'KYC callback refused');
        return new AppError(ErrorCode.kycSignatureInvalid, 'The callback signature is not valid');
      },
    };
  }

  /** Applies a callback whose signature `verifyCallback` accepted; a repeated event id changes nothing. */
  async callback(body: KycCallbackBody): Promise<{ received: boolean; duplicate: boolean }> {
    const session = await findKycSessionByToken(this.d.db, sha256(body.sessionToken));
    if (!session) throw new AppError(ErrorCode.kycSessionNotFound, 'No such verification session');
    const now = new Date(this.d.now());
    return this.d.db.transaction(async (tx) => {
      const fresh = await recordKycEvent(tx, {
        eventId: body.eventId,
        sessionId: session.id,
        status: body.status,
        receivedAt: now,
      });
      if (!fresh) return { received: true, duplicate: true };
      const applied = await completeKycSession(tx, session.id, body.status, body.reason ?? null, now);
      return { received: true, duplicate: !applied };
    });
  }
}
