import { ErrorCode } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Who a valid bearer token speaks for. */
export interface Principal {
  /** The player's uuid. */
  uuid: string;
  /** The session (one login) the token belongs to. */
  sessionId: string;
}

/** Turns a request's bearer token into its player; installed by the auth module. */
export interface Authenticator {
  /**
   * The player of a valid token; null when the request carries none. A token that is malformed,
   * expired, replaced or logged out throws 401 `error.access.unauthorized`, so the web renews once.
   */
  authenticate(request: FastifyRequest): Promise<Principal | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    player: Principal | null;
  }
  interface FastifyInstance {
    authenticator?: Authenticator;
    playerBrands?: PlayerBrands;
  }
}

/** Which brand a player is (installed by the auth module): an operator call names only its brand's. */
export interface PlayerBrands {
  /** This instance's brand (`BRAND_ID`). */
  own: string;
  /** The player's brand, or undefined when there is no such player. */
  brandOf(uuid: string): Promise<string | undefined>;
}

export function installPlayerBrands(app: FastifyInstance, brands: PlayerBrands): void {
  app.decorate('playerBrands', brands);
}

export function installAuthenticator(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('authenticator', authenticator);
  app.decorateRequest('player', null);
}

export const unauthorized = (message = 'Log in to continue') => new AppError(ErrorCode.unauthorized, message);

export const forbidden = (message = 'Not yours') => new AppError(ErrorCode.forbidden, message);

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The logged-in player of the request, or 401. */
export function requirePlayer(request: FastifyRequest): Principal {
  if (!request.player) throw unauthorized();
  return request.player;
}
