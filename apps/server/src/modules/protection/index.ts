import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { PlayerLimitsService } from './limits.ts';
import { protectionRoutes } from './routes.ts';
import { ProtectionService, type SelfRestrictor } from './service.ts';

export type { PlayerLimitsService } from './limits.ts';
export type { ProtectionService, SelfRestrictor } from './service.ts';

export interface ProtectionModuleDeps extends PlatformDeps {
  /** The auth module's service: it keeps the restriction and refuses logins while it lasts. */
  restrictor: SelfRestrictor;
  /** Deposits: checked against the limits as they start (its observer), and counted. */
  payments: Pick<PaymentsService, 'observe' | 'depositsSince'>;
  /** The player's currency and its minor units. */
  wallet: Pick<WalletService, 'playerCurrency' | 'minorUnits'>;
}

/** Responsible gaming: self-restriction and deposit limits (service and calls). */
export function registerProtection(app: FastifyInstance, deps: ProtectionModuleDeps) {
  const protection = new ProtectionService({ restrictor: deps.restrictor });
  const limits = new PlayerLimitsService({
    db: deps.db,
    now: deps.now,
    deposits: deps.payments,
    currencyOf: (player) => deps.wallet.playerCurrency(player),
    minorUnits: (currency) => deps.wallet.minorUnits(currency),
  });
  // A deposit over what a limit leaves is refused before it starts, in its transaction.
  deps.payments.observe({ depositStarting: (tx, e) => limits.checkDeposit(tx, e) });
  protectionRoutes(app, protection, limits);
  return { protection, playerLimits: limits };
}
