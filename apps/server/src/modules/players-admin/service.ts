import {
  ErrorCode,
  type LedgerPage,
  type PlayerLoginPage,
  type PlayerNote,
  type PlayerOverview,
  type PlayerSearchPage,
} from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PlayerAccounts } from '../auth/index.ts';
import type { LedgerService, WalletService } from '../wallet/index.ts';
import type { Actor } from './adjustments.ts';
import * as repo from './repository.ts';

export interface PlayersAdminDeps {
  db: Db;
  accounts: Pick<PlayerAccounts, 'player' | 'search' | 'logins' | 'endSessions'>;
  ledger: Pick<LedgerService, 'playerEntries'>;
  wallet: Pick<WalletService, 'balance' | 'money'>;
  now: () => number;
}

/** What the search and a player's page both say of a player (the contract's PlayerSummary, less the lock). */
function summaryOf(p: {
  uuid: string;
  email: string | null;
  phoneNumber: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  country: string;
  currency: string;
  createdAt: Date;
}) {
  return {
    uuid: p.uuid,
    email: p.email,
    phone: p.phoneNumber ? `+${p.phoneNumber}` : null,
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    country: p.country,
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The console's view of players (docs/decisions/052-players-console.md): search, a player's page
 * and its lists, locks, notes and ending sessions. The players and their sessions stay the auth
 * module's; the ledger stays the wallet's.
 */
export class PlayersAdmin {
  constructor(private readonly d: PlayersAdminDeps) {}

  /** Refuses a locked player's login and renewal (a session gate of the auth module). */
  async checkSession(playerUuid: string): Promise<void> {
    if (await repo.findLock(this.d.db, playerUuid)) {
      throw new AppError(ErrorCode.playerLocked, 'The account is locked');
    }
  }

  async search(query: string, page: number, size: number): Promise<PlayerSearchPage> {
    const { rows, total } = await this.d.accounts.search(query, page, size);
    const locked = await repo.lockedAmong(
      this.d.db,
      rows.map((r) => r.uuid),
    );
    const content = rows.map((p) => ({ ...summaryOf(p), locked: locked.has(p.uuid) }));
    return pageAnswer(content, page, size, total);
  }

  private async player(uuid: string) {
    const p = await this.d.accounts.player(uuid);
    if (!p) throw notFound('Player');
    return p;
  }

  async overview(uuid: string): Promise<PlayerOverview> {
    const p = await this.player(uuid);
    const [balance, status] = await Promise.all([this.d.wallet.balance(uuid, undefined), this.status(uuid)]);
    return {
      profile: {
        ...summaryOf(p),
        birthDate: p.birthDate,
        city: p.city,
        address: p.address,
        languageCode: p.languageCode,
        emailVerified: p.emailVerified,
        phoneNumberVerified: p.phoneNumberVerified,
      },
      balances: balance.balances.map((b) => ({
        currency: b.currency,
        real: b.real.amount,
        bonus: b.bonus.amount,
        withdrawable: b.withdrawable.amount,
      })),
      status,
    };
  }

  async status(uuid: string): Promise<PlayerOverview['status']> {
    const p = await this.player(uuid);
    const lock = await repo.findLock(this.d.db, uuid);
    return {
      lock: lock ? { at: lock.lockedAt.toISOString(), reason: lock.reason, by: lock.lockedBy } : null,
      selfRestrictedUntil: p.selfRestrictedUntil?.toISOString() ?? null,
      selfRestrictedPermanent: p.selfRestrictedPermanent,
    };
  }

  async ledger(uuid: string, page: number, size: number): Promise<LedgerPage> {
    await this.player(uuid);
    const { rows, total } = await this.d.ledger.playerEntries(uuid, page, size);
    const content = rows.map((r) => ({
      transferId: r.transferId,
      at: r.at.toISOString(),
      kind: r.kind,
      wallet: r.wallet,
      currency: r.currency,
      amount: this.major(r.amount, r.currency),
      balanceAfter: this.major(r.balanceAfter, r.currency),
    }));
    return pageAnswer(content, page, size, total);
  }

  /** Major units; a currency the brand dropped since still shows, with two decimals. */
  private major(minor: bigint, currency: string): number {
    try {
      return this.d.wallet.money(minor, currency).amount;
    } catch {
      return Number(minor) / 100;
    }
  }

  async logins(uuid: string, page: number, size: number): Promise<PlayerLoginPage> {
    await this.player(uuid);
    const now = this.d.now();
    const { rows, total } = await this.d.accounts.logins(uuid, page, size);
    const content = rows.map((s) => ({
      at: s.createdAt.toISOString(),
      ip: s.ip,
      device: s.deviceFingerprint,
      endedAt:
        s.revokedAt?.toISOString() ?? (s.expiresAt.getTime() <= now ? s.expiresAt.toISOString() : null),
    }));
    return pageAnswer(content, page, size, total);
  }

  async notes(uuid: string, page: number, size: number) {
    await this.player(uuid);
    const { rows, total } = await repo.notePage(this.d.db, uuid, page, size);
    return pageAnswer(
      rows.map((n) => this.toNote(n)),
      page,
      size,
      total,
    );
  }

  async addNote(uuid: string, text: string, by: Actor): Promise<PlayerNote> {
    await this.player(uuid);
    const note = await repo.insertNote(this.d.db, {
      playerUuid: uuid,
      text,
      author: by.name,
      createdAt: new Date(this.d.now()),
    });
    return this.toNote(note);
  }

  private toNote(n: { id: number; text: string; author: string; createdAt: Date }): PlayerNote {
    return { id: n.id, text: n.text, by: n.author, at: n.createdAt.toISOString() };
  }

  /** Locks the player and ends their sessions; a locked player stays locked as they were. */
  async lock(uuid: string, reason: string, by: Actor): Promise<PlayerOverview['status']> {
    await this.player(uuid);
    await repo.insertLock(this.d.db, {
      playerUuid: uuid,
      reason,
      lockedBy: by.name,
      lockedAt: new Date(this.d.now()),
    });
    await this.d.accounts.endSessions(uuid);
    return this.status(uuid);
  }

  async unlock(uuid: string): Promise<PlayerOverview['status']> {
    await this.player(uuid);
    await repo.deleteLock(this.d.db, uuid);
    return this.status(uuid);
  }

  async endSessions(uuid: string): Promise<{ ended: number }> {
    await this.player(uuid);
    return { ended: await this.d.accounts.endSessions(uuid) };
  }
}
