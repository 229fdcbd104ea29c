import type { FastifyInstance } from 'fastify';
import { type Config, isLocalDemo } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { installOperatorAccess } from '../../platform/operator.ts';
import { Access } from './access.ts';
import { OperatorAccounts } from './accounts.ts';
import { ApiKeys } from './api-keys.ts';
import { AuditLog } from './audit.ts';
import { operatorAuthRoutes } from './routes.ts';
import { operatorAdminRoutes } from './routes-admin.ts';
import { ConsoleSessions } from './sessions.ts';
import { OperatorSignIn } from './sign-in.ts';

export { TOKEN_ACTOR } from './access.ts';
export type { OperatorAccounts } from './accounts.ts';
export type { ApiKeys } from './api-keys.ts';
export { DEMO_ADMIN, seedDemoAdmin } from './demo.ts';

/**
 * Operator identity (docs/decisions/047-operator-identity.md): accounts with roles and a second
 * factor, console sessions, API keys, the audit log, and the access every operator call goes
 * through. Registered before every other module: their operator calls need its access.
 */
/**
 * Creates an admin straight in the database (the create-admin command, when no server holds it),
 * recorded in the audit log as the command's: answers the one-time enrolment link.
 */
export async function createAdmin(db: Db, config: Config, email: string, now: () => number = Date.now) {
  const sessions = new ConsoleSessions({ db, now, secureCookies: true });
  const created = await new OperatorAccounts({ db, config, now, sessions }).create(
    email,
    ['admin'],
    'command',
  );
  await new AuditLog({ db, now, brandId: config.BRAND_ID }).authEvent({
    event: 'operator.create-admin',
    ip: 'command',
    status: 200,
    claimed: 'command',
    detail: { operatorId: created.operator.id, email },
  });
  return created;
}

export function registerOperators(app: FastifyInstance, platform: PlatformDeps) {
  const { db, now, config, limiter } = platform;
  const audit = new AuditLog({ db, now, brandId: config.BRAND_ID });
  const deps = { db, now, config, limiter, log: app.log, audit };
  const secureCookies = !isLocalDemo(config) || config.publicUrl.startsWith('https:');
  const sessions = new ConsoleSessions({ db, now, secureCookies });
  const keys = new ApiKeys({ db, now });
  const accounts = new OperatorAccounts({ ...deps, sessions });
  const signIn = new OperatorSignIn({ ...deps, sessions });
  installOperatorAccess(app, new Access({ ...deps, sessions, keys }));
  operatorAuthRoutes(app, { signIn, accounts, sessions });
  operatorAdminRoutes(app, { accounts, keys, audit });
  return { operatorAccounts: accounts, apiKeys: keys };
}
