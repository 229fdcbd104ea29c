/**
 * What each report figure is made of, by the ledger's transfer kinds (docs/decisions/051-reports.md).
 * One place, so the report, its CSV and the test that reconciles them with the ledger agree.
 */

/** Money into a player's real wallet that counts as a deposit: a completed deposit, a redeemed voucher. */
export const DEPOSIT_KINDS = ['deposit', 'voucher'] as const;
/** A withdrawal request moves the money from the real wallet to the held account … */
export const WITHDRAWAL_REQUESTED = 'withdrawal.hold';
/** … and its payout moves it on to payment clearing once the provider settled it. */
export const WITHDRAWAL_PAID = 'withdrawal.paid';
/** A stake (real and bonus money alike: a bonus part moves into the real wallet first), real wallet → house. */
export const STAKE = 'bet';
/** A stake given back (a rollback), house → real wallet. */
export const STAKE_BACK = 'bet.rollback';
/** A win the house pays, house → real wallet. */
export const WIN = 'win';

/**
 * Bonus cost: the promotional money that reached players' real wallets, net. Each kind with the sign
 * it counts with: bonus money staked (bonus wallet → real, then staked), less the bonus wallets'
 * shares of wins and of rolled-back stakes (real → bonus wallet), plus bonus money converted to real
 * money once wagered, plus cash prizes from the promotions budget. Grants and forfeits move money
 * between the promotions budget and bonus wallets only, and cost nothing until then.
 */
export const BONUS_COST_KINDS: Readonly<Record<string, 1n | -1n>> = {
  'bet.bonus': 1n,
  'win.bonus': -1n,
  'bet.rollback.bonus': -1n,
  'reward.convert': 1n,
  'tournament.prize': 1n,
};

/** Every kind the daily report sums. */
export const DAILY_KINDS: readonly string[] = [
  ...DEPOSIT_KINDS,
  WITHDRAWAL_REQUESTED,
  WITHDRAWAL_PAID,
  STAKE,
  STAKE_BACK,
  WIN,
  ...Object.keys(BONUS_COST_KINDS),
];

/** One day's sums in one currency, minor units. */
export interface DayTally {
  registrations: number;
  firstDepositCount: number;
  firstDepositAmount: bigint;
  depositCount: number;
  depositAmount: bigint;
  withdrawalCount: number;
  withdrawalAmount: bigint;
  withdrawalPaid: bigint;
  staked: bigint;
  stakesBack: bigint;
  wins: bigint;
  bonusCost: bigint;
  activePlayers: number;
}

export const emptyTally = (): DayTally => ({
  registrations: 0,
  firstDepositCount: 0,
  firstDepositAmount: 0n,
  depositCount: 0,
  depositAmount: 0n,
  withdrawalCount: 0,
  withdrawalAmount: 0n,
  withdrawalPaid: 0n,
  staked: 0n,
  stakesBack: 0n,
  wins: 0n,
  bonusCost: 0n,
  activePlayers: 0,
});

/** Adds the transfers of one kind (their count and sum) to a day's tally. */
export function addKind(t: DayTally, kind: string, count: number, amount: bigint): void {
  if ((DEPOSIT_KINDS as readonly string[]).includes(kind)) {
    t.depositCount += count;
    t.depositAmount += amount;
  } else if (kind === WITHDRAWAL_REQUESTED) {
    t.withdrawalCount += count;
    t.withdrawalAmount += amount;
  } else if (kind === WITHDRAWAL_PAID) t.withdrawalPaid += amount;
  else if (kind === STAKE) t.staked += amount;
  else if (kind === STAKE_BACK) t.stakesBack += amount;
  else if (kind === WIN) t.wins += amount;
  const sign = BONUS_COST_KINDS[kind];
  if (sign) t.bonusCost += sign * amount;
}

/** Adds one tally to another (the period's totals; active players are counted apart). */
export function addTally(into: DayTally, t: DayTally): void {
  into.registrations += t.registrations;
  into.firstDepositCount += t.firstDepositCount;
  into.firstDepositAmount += t.firstDepositAmount;
  into.depositCount += t.depositCount;
  into.depositAmount += t.depositAmount;
  into.withdrawalCount += t.withdrawalCount;
  into.withdrawalAmount += t.withdrawalAmount;
  into.withdrawalPaid += t.withdrawalPaid;
  into.staked += t.staked;
  into.stakesBack += t.stakesBack;
  into.wins += t.wins;
  into.bonusCost += t.bonusCost;
}
