import {
  type BalanceResponse,
  type BankAccount,
  type Bet,
  type BetActivityPage,
  ErrorCode,
  type Wallet,
} from '@croupier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { CashierService } from './cashier.ts';
import type { LedgerService } from './ledger.ts';
import * as repo from './repository.ts';

/** Self-restriction is the auth module's: it ends sessions and refuses logins (through its service). */
export interface SelfRestrictor {
  restrictSelf(
    uuid: string,
    days: number | null,
  ): Promise<{ type: 'temporary' | 'permanently'; endDate: Date | null }>;
}

/** Balance (001 §3), bet activity, bank account and self-restriction. */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly cashier: CashierService,
    private readonly restrictor: SelfRestrictor,
    private readonly now: () => number,
  ) {}

  /**
   * Wallets: '{currency}' (real) and '{currency}_bonus'; balances per currency with the derivation of
   * 001 §3 (real = wallet id equal to the currency, bonus = ids containing 'bonus', total = all).
   */
  async balance(playerUuid: string, currency: string | undefined): Promise<BalanceResponse> {
    const own = await this.cashier.playerCurrency(playerUuid);
    if (currency) this.cashier.minorUnits(currency);
    const accounts = await this.ledger.playerBalances(playerUuid);
    const currencies = currency ? [currency] : [...new Set([own, ...accounts.map((a) => a.currency)])];
    const wallets: Wallet[] = [];
    const balances = currencies.map((cur) => {
      let real = 0n;
      let bonus = 0n;
      for (const a of accounts.filter((x) => x.currency === cur)) {
        if (a.wallet === 'real') real += a.balance;
        else bonus += a.balance;
      }
      wallets.push(
        { walletId: cur, amount: this.cashier.money(real, cur).amount, currency: cur },
        { walletId: `${cur}_bonus`, amount: this.cashier.money(bonus, cur).amount, currency: cur },
      );
      return {
        currency: cur,
        real: this.cashier.money(real, cur),
        withdrawable: this.cashier.money(real, cur),
        bonus: this.cashier.money(bonus, cur),
        total: this.cashier.money(real + bonus, cur),
      };
    });
    return { currency: currency ?? own, wallets, balances };
  }

  /**
   * Bets are the ledger's `bet` transfers (games and sports, issue 5 writes them with meta
   * `{betId, kind, gameSlug, roundId}`); wins (`win`) and rollbacks (`bet.rollback`) name the bet.
   */
  private async bets(playerUuid: string): Promise<Bet[]> {
    const rows = await this.ledger.playerTransfers(playerUuid, ['bet', 'win', 'bet.rollback']);
    const wins = new Map<string, bigint>();
    const rolledBack = new Set<string>();
    for (const r of rows) {
      const betId = String(r.meta.betId ?? '');
      if (r.kind === 'win') wins.set(betId, (wins.get(betId) ?? 0n) + BigInt(r.amount));
      if (r.kind === 'bet.rollback') rolledBack.add(betId);
    }
    return rows
      .filter((r) => r.kind === 'bet')
      .map((r) => {
        const id = String(r.meta.betId ?? r.key);
        const win = wins.get(id) ?? 0n;
        return {
          id,
          kind: r.meta.kind === 'sports' ? ('sports' as const) : ('games' as const),
          createdAt: r.createdAt.toISOString(),
          currency: r.currency,
          amount: this.cashier.money(BigInt(r.amount), r.currency).amount,
          winAmount: this.cashier.money(win, r.currency).amount,
          gameSlug: typeof r.meta.gameSlug === 'string' ? r.meta.gameSlug : null,
          roundId: typeof r.meta.roundId === 'string' ? r.meta.roundId : null,
          status: rolledBack.has(id)
            ? ('ROLLED_BACK' as const)
            : win > 0n
              ? ('WON' as const)
              : ('LOST' as const),
        };
      });
  }

  async betActivity(
    playerUuid: string,
    q: {
      page: number;
      size: number;
      kind?: 'games' | 'sports' | undefined;
      dateFrom?: string | undefined;
      dateTo?: string | undefined;
    },
  ): Promise<BetActivityPage> {
    const today = new Date(this.now()).toISOString().slice(0, 10);
    if ((q.dateFrom && q.dateFrom > today) || (q.dateTo && q.dateTo > today)) {
      throw new AppError(400, ErrorCode.validation, 'Dates must not be in the future');
    }
    const all = (await this.bets(playerUuid)).filter(
      (b) =>
        (!q.kind || b.kind === q.kind) &&
        (!q.dateFrom || b.createdAt.slice(0, 10) >= q.dateFrom) &&
        (!q.dateTo || b.createdAt.slice(0, 10) <= q.dateTo),
    );
    const content = all.slice(q.page * q.size, (q.page + 1) * q.size);
    return {
      content,
      bets: content,
      page: q.page,
      size: q.size,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / q.size),
    };
  }

  async bet(playerUuid: string, kind: 'games' | 'sports', id: string): Promise<Bet> {
    const found = (await this.bets(playerUuid)).find((b) => b.id === id && b.kind === kind);
    if (!found) throw new AppError(404, ErrorCode.notFound, 'Bet not found');
    return found;
  }

  // ── bank account ─────────────────────────────────────────────────────────────────────
  async bankAccount(playerUuid: string): Promise<BankAccount> {
    const row = await repo.findBankAccount(this.db, playerUuid);
    if (!row) return { bankName: null, accountHolderName: null, accountNumber: null, status: 'not-verified' };
    return {
      bankName: row.bankName,
      accountHolderName: row.accountHolderName,
      accountNumber: row.accountNumber,
      status: row.status,
    };
  }

  /** Registers the account; not-verified → pending after submission (001 §4). */
  async createBankAccount(
    playerUuid: string,
    body: { bankName: string; accountHolderName: string; accountNumber: string },
  ): Promise<BankAccount> {
    const now = new Date(this.now());
    const created = await repo.insertBankAccount(this.db, {
      playerUuid,
      ...body,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    if (!created)
      throw new AppError(409, ErrorCode.bankAccountExists, 'A bank account is registered already');
    return this.bankAccount(playerUuid);
  }

  /** The reset flow: replaces the account, which is pending again. */
  async updateBankAccount(
    playerUuid: string,
    body: { bankName: string; accountHolderName: string; accountNumber: string },
  ): Promise<BankAccount> {
    const updated = await repo.updateBankAccount(this.db, playerUuid, {
      ...body,
      status: 'pending',
      updatedAt: new Date(this.now()),
    });
    if (!updated) return this.createBankAccount(playerUuid, body);
    return this.bankAccount(playerUuid);
  }

  async suspend(
    playerUuid: string,
    body: {
      durationUnit: 'Days' | 'Forever';
      durationAmount?: number | undefined;
      permanent?: boolean | undefined;
    },
  ) {
    const days = body.durationUnit === 'Forever' || body.permanent ? null : (body.durationAmount ?? 1);
    const r = await this.restrictor.restrictSelf(playerUuid, days);
    return { success: true, type: r.type, endDate: r.endDate?.toISOString() ?? null };
  }
}
