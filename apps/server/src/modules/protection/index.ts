import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { protectionRoutes } from './routes.ts';
import { ProtectionService, type SelfRestrictor } from './service.ts';

export type { ProtectionService, SelfRestrictor } from './service.ts';

export interface ProtectionModuleDeps extends PlatformDeps {
  /** The auth module's service: it keeps the restriction and refuses logins while it lasts. */
  restrictor: SelfRestrictor;
}

/** Responsible gaming (self-restriction): service and calls. */
export function registerProtection(app: FastifyInstance, deps: ProtectionModuleDeps) {
  const protection = new ProtectionService({ restrictor: deps.restrictor });
  protectionRoutes(app, protection);
  return { protection };
}
