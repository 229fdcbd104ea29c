import {
  type BalanceResponse,
  type BrandConfig,
  ErrorCode,
  formatMinor,
  type RealWagerAmount,
  toMajor,
  type Wallet,
} from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { LedgerService } from './ledger.ts';

/** The player facts the wallet needs, from the auth module's service. */
export interface PlayerDirectory {
  player(uuid: string): Promise<{ uuid: string; currency: string } | undefined>;
}

export interface WalletDeps {
  ledger: LedgerService;
  players: PlayerDirectory;
  brand: () => BrandConfig;
  /** Deposits must be wagered this many times before a withdrawal (0: no requirement). */
  depositWagerFactor: number;
}

/** Balances (001 §3), wagering (real-wager-amount) and the brand's money formats the other modules use. */
export class WalletService {
  constructor(private readonly d: WalletDeps) {}

  /** Minor units of a brand currency; 400 error.currency.unsupported for any other. */
  minorUnits(currency: string): number {
    const c = this.d.brand().currencies.find((x) => x.code === currency);
    if (!c) {
      throw new AppError(ErrorCode.unsupportedCurrency, `Currency ${currency} is not supported`);
    }
    return c.minorUnits;
  }

  money(minor: bigint, currency: string) {
    const units = this.minorUnits(currency);
    return { amount: toMajor(minor, units), currency, displayAmount: formatMinor(minor, units) };
  }

  async playerCurrency(uuid: string): Promise<string> {
    const p = await this.d.players.player(uuid);
    if (!p) throw new AppError(ErrorCode.notFound, 'Player not found');
    return p.currency;
  }

  /**
   * Wallets: '{currency}' (real) and '{currency}_bonus'; balances per currency with the derivation of
   * 001 §3 (real = wallet id equal to the currency, bonus = ids containing 'bonus', total = all).
   */
  async balance(playerUuid: string, currency: string | undefined): Promise<BalanceResponse> {
    const own = await this.playerCurrency(playerUuid);
    if (currency) this.minorUnits(currency);
    const accounts = await this.d.ledger.playerBalances(playerUuid);
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
        { walletId: cur, amount: this.money(real, cur).amount, currency: cur },
        { walletId: `${cur}_bonus`, amount: this.money(bonus, cur).amount, currency: cur },
      );
      return {
        currency: cur,
        real: this.money(real, cur),
        withdrawable: this.money(real, cur),
        bonus: this.money(bonus, cur),
        total: this.money(real + bonus, cur),
      };
    });
    return { currency: currency ?? own, wallets, balances };
  }

  /**
   * What the player wagered of real money and what the deposits ask to be wagered (minor units). A
   * stake leaves the real wallet whole; the part bonus money paid came into it just before
   * (`bet.bonus`, docs/decisions/024-rewards.md) and is not real money wagered.
   */
  async wagering(playerUuid: string, currency: string): Promise<{ wagered: bigint; toWager: bigint }> {
    const [staked, bonusFunded, deposited] = await Promise.all([
      this.d.ledger.playerTotal(playerUuid, currency, 'real', ['bet'], 'out'),
      this.d.ledger.playerTotal(playerUuid, currency, 'real', ['bet.bonus'], 'in'),
      this.d.ledger.playerTotal(playerUuid, currency, 'real', ['deposit'], 'in'),
    ]);
    const wagered = staked - bonusFunded;
    // Factor as a ratio of integers, so no float touches money.
    const factorMilli = BigInt(Math.round(this.d.depositWagerFactor * 1000));
    return { wagered, toWager: (deposited * factorMilli) / 1000n };
  }

  async realWagerAmount(playerUuid: string, currency: string): Promise<RealWagerAmount> {
    this.minorUnits(currency);
    const { wagered, toWager } = await this.wagering(playerUuid, currency);
    const remaining = toWager > wagered ? toWager - wagered : 0n;
    return {
      currency,
      wagered: this.money(wagered, currency).amount,
      toWager: this.money(toWager, currency).amount,
      remaining: this.money(remaining, currency).amount,
      fulfilled: remaining === 0n,
    };
  }
}
