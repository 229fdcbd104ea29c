import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { installAuthenticator, installPlayerBrands } from '../../platform/auth.ts';
import type { Messages } from '../../platform/message-texts.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { PlayerAccounts } from './accounts.ts';
import { type AntiFraudCheck, DefaultAntiFraud } from './anti-fraud.ts';
import { derivePepper } from './deps.ts';
import { type AuthPolicy, authPolicy } from './policy.ts';
import { PasswordRecovery } from './recovery.ts';
import { authRoutes } from './routes.ts';
import { resolveTokenSecret } from './secret.ts';
import { AuthService } from './service.ts';
import { SessionTimes } from './session-time.ts';
import { SessionService } from './sessions.ts';
import { StreamTickets } from './stream-tickets.ts';
import { TokenService } from './tokens.ts';

export { PlayerAccounts, type PlayerPatch } from './accounts.ts';
export type { AntiFraudCheck } from './anti-fraud.ts';
export type { CodeKey } from './codes.ts';
export type { AuthPolicy } from './policy.ts';
export { PasswordRecovery } from './recovery.ts';
export type { RegisteredPlayer, RegistrationAnswer, RegistrationObserver } from './registrations.ts';
export { AuthService } from './service.ts';
export { type LoginSpan, SessionTimes } from './session-time.ts';
export {
  activeSelfRestriction,
  type SessionGate,
  SessionService,
  type SessionStartGate,
} from './sessions.ts';
export { StreamTickets } from './stream-tickets.ts';

export interface AuthModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  messages: Messages;
  antiFraud?: AntiFraudCheck | undefined;
  policy?: Partial<AuthPolicy> | undefined;
}

/** Builds the auth services, installs the bearer-token check every call uses, and registers the calls. */
export function registerAuth(app: FastifyInstance, o: AuthModuleDeps) {
  const policy = authPolicy(o.policy);
  const secret = resolveTokenSecret(o.config);
  const tokens = new TokenService({
    key: secret,
    audience: o.config.BRAND_ID,
    ttlSeconds: o.config.ACCESS_TOKEN_TTL_S,
    now: o.now,
  });
  const sessions = new SessionService({
    db: o.db,
    tokens,
    sessionTtlSeconds: o.config.SESSION_TTL_S,
    now: o.now,
  });
  const deps = {
    db: o.db,
    brandId: o.config.BRAND_ID,
    brand: o.brand,
    messaging: o.messaging,
    messages: o.messages,
    antiFraud: o.antiFraud ?? new DefaultAntiFraud({ db: o.db, rules: policy.antiFraud, now: o.now }),
    limiter: o.limiter,
    policy,
    sessions,
    codePepper: derivePepper(secret),
    now: o.now,
    log: app.log,
  };
  const auth = new AuthService(deps);
  const recovery = new PasswordRecovery({ ...deps, publicUrl: o.config.publicUrl, auth });
  app.addHook('onClose', () => recovery.idle());
  installAuthenticator(app, sessions);
  installPlayerBrands(app, {
    own: o.config.BRAND_ID,
    brandOf: async (uuid) => (await auth.brandsOf([uuid])).get(uuid),
  });
  authRoutes(app, { auth, recovery, sessions, secureCookies: o.config.publicUrl.startsWith('https:') });
  const accounts = new PlayerAccounts({ db: o.db, brandId: o.config.BRAND_ID, sessions });
  const sessionTimes = new SessionTimes({ db: o.db, now: o.now, sessions });
  // The live stream's tickets (modules/live): signed with the tokens' key, redeemed once.
  const streamTickets = new StreamTickets({
    key: secret,
    brandId: o.config.BRAND_ID,
    limiter: o.limiter,
    sessionLive: (p) => sessions.isLive(p),
    now: o.now,
  });
  return { auth, sessions, sessionTimes, recovery, accounts, policy, streamTickets };
}
