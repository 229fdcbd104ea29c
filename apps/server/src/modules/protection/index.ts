import { type BrandConfig, brandProtection } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import type { SessionGate, SessionService } from '../auth/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { type BreakAccounts, PlayerBreaks } from './breaks.ts';
import { breaksRoutes } from './breaks-routes.ts';
import { PlayerLimitsService } from './limits.ts';
import { playerLimitRows } from './repository.ts';
import { protectionRoutes } from './routes.ts';
import { ProtectionService, type SelfRestrictor } from './service.ts';
import { type SessionClock, SessionProtection, type SessionProtectionDeps } from './session.ts';
import { sessionRoutes } from './session-routes.ts';

export type { BreakAccounts, BreakObserver, PlayerBreaks } from './breaks.ts';
export type { PlayerLimitsService } from './limits.ts';
export type { ProtectionService, SelfRestrictor } from './service.ts';
export type { SessionProtection } from './session.ts';

export interface ProtectionModuleDeps extends PlatformDeps {
  /** The auth module's service: it keeps the restriction and refuses logins while it lasts. */
  restrictor: SelfRestrictor;
  /** The auth module's service again: ends sessions, checks a login's credentials, a player's contacts. */
  accounts: BreakAccounts;
  /** The auth module's sessions: a time-out or self-exclusion refuses new ones. */
  sessions: { addGate(gate: SessionGate): void };
  /** Deposits: checked against the limits as they start (its observer), and counted. */
  payments: Pick<PaymentsService, 'observe' | 'depositsSince'>;
  /** The player's currency and its minor units. */
  wallet: Pick<WalletService, 'playerCurrency' | 'minorUnits'>;
  /** The brand's settings as they are now: its protection tools, cooling-off and periods. */
  brand: () => BrandConfig;
}

/** Responsible gaming: self-restriction, deposit limits, time-out and self-exclusion (services and calls). */
export function registerProtection(app: FastifyInstance, deps: ProtectionModuleDeps) {
  const protection = new ProtectionService({ restrictor: deps.restrictor });
  const brand = () => brandProtection(deps.brand().protection);
  const limits = new PlayerLimitsService({
    db: deps.db,
    now: deps.now,
    deposits: deps.payments,
    currencyOf: (player) => deps.wallet.playerCurrency(player),
    minorUnits: (currency) => deps.wallet.minorUnits(currency),
    brand,
  });
  // A deposit over what a limit leaves is refused before it starts, in its transaction.
  deps.payments.observe({ depositStarting: (tx, e) => limits.checkDeposit(tx, e) });
  protectionRoutes(app, protection, limits);
  const breaks = new PlayerBreaks({
    db: deps.db,
    now: deps.now,
    accounts: deps.accounts,
    failed: (err) => app.log.error({ err }, 'after a break was taken, a follow-up failed; the break stands'),
    brand,
    brandId: deps.config.BRAND_ID,
  });
  // No new session or renewal while a break is in force.
  deps.sessions.addGate((player) => breaks.checkSession(player));
  breaksRoutes(app, breaks);
  return { protection, playerLimits: limits, breaks };
}

export interface SessionProtectionModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  /** The auth module: its gate before a login's session starts, and its sessions as time. */
  sessions: Pick<SessionService, 'onSessionStarting'>;
  sessionTimes: SessionClock;
  /** The reality check's wagered and won. */
  seamlessWallet: { playedSince: SessionProtectionDeps['played'] };
  /** The statement's deposits and withdrawals; whether the player has deposited (the invitation). */
  payments: Pick<PaymentsService, 'monthlyTotals' | 'hasDepositSince'>;
  wallet: Pick<WalletService, 'playerCurrency' | 'minorUnits'>;
}

/**
 * The player's session (ADR 044): reality checks, the daily time limit (checked before each login
 * and its sessions ended on schedule), the previous login, the deposit-limit invitation, the yearly
 * statement. Registered after the seamless wallet, whose rounds it reads.
 */
export function registerSessionProtection(app: FastifyInstance, deps: SessionProtectionModuleDeps) {
  const currency = {
    currencyOf: (player: string) => deps.wallet.playerCurrency(player),
    minorUnits: (code: string) => deps.wallet.minorUnits(code),
  };
  const session = new SessionProtection({
    db: deps.db,
    now: deps.now,
    clock: deps.sessionTimes,
    played: (player, code, since) => deps.seamlessWallet.playedSince(player, code, since),
    ...currency,
    brand: () => brandProtection(deps.brand().protection),
    hasDepositLimit: async (player) =>
      (await playerLimitRows(deps.db, player)).some((r) => r.kind === 'DEPOSIT'),
    hasDeposited: (player) => deps.payments.hasDepositSince(player, new Date(0)),
    testIntervalSeconds: deps.config.REALITY_CHECK_TEST_SECONDS,
  });
  deps.sessions.onSessionStarting((player, now) => session.beforeLogin(player, now));
  sessionRoutes(app, session, { now: deps.now, payments: deps.payments, ...currency });
  scheduleTask(app, deps, {
    name: 'protection.session-limits',
    everyMs: deps.config.SESSION_LIMIT_INTERVAL_MS,
    run: () => session.endPastLimit(),
  });
  return { sessionProtection: session };
}
