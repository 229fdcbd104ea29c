import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { AuthService, PlayerAccounts } from '../auth/index.ts';
import type { ContactVerification } from '../verification/index.ts';
import { profileRoutes } from './routes.ts';
import { ProfileService } from './service.ts';

export type { ProfileService } from './service.ts';

export interface ProfileModuleDeps extends PlatformDeps {
  auth: AuthService;
  accounts: PlayerAccounts;
  contacts: ContactVerification;
}

/** The player's profile, its changes and the existence checks: service and calls. */
export function registerProfile(app: FastifyInstance, deps: ProfileModuleDeps) {
  const profiles = new ProfileService({
    db: deps.db,
    accounts: deps.accounts,
    limiter: deps.limiter,
    contacts: deps.contacts,
    now: deps.now,
    log: app.log,
  });
  profileRoutes(app, profiles, deps.auth);
  return { profiles };
}
