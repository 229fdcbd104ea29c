import type { ActivityStatement } from '@croupier/contract';
import { toMajor } from '@croupier/contract';

/** The payments module's completed deposits and withdrawals per month (its service). */
export interface MonthlyPayments {
  monthlyTotals(
    playerUuid: string,
    currency: string,
    since: Date,
  ): Promise<{ month: string; deposits: bigint; withdrawals: bigint }[]>;
}

export interface StatementDeps {
  now: () => number;
  payments: MonthlyPayments;
  currencyOf: (playerUuid: string) => Promise<string>;
  minorUnits: (currency: string) => number;
}

const MONTHS = 12;
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * The yearly activity statement (ADR 044): completed deposits and withdrawals in each of the last 12
 * calendar months (UTC), this one included, and in total; net is deposits minus withdrawals, what
 * the player put in and did not take out.
 */
export async function activityStatement(d: StatementDeps, playerUuid: string): Promise<ActivityStatement> {
  const now = new Date(d.now());
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  const currency = await d.currencyOf(playerUuid);
  const rows = await d.payments.monthlyTotals(playerUuid, currency, from);
  const major = (v: bigint) => toMajor(v, d.minorUnits(currency));
  let deposits = 0n;
  let withdrawals = 0n;
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const month = monthKey(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)));
    const row = rows.find((r) => r.month === month);
    const dep = row?.deposits ?? 0n;
    const wd = row?.withdrawals ?? 0n;
    deposits += dep;
    withdrawals += wd;
    return { month, deposits: major(dep), withdrawals: major(wd), net: major(dep - wd) };
  });
  return {
    currency,
    from: from.toISOString(),
    to: now.toISOString(),
    months,
    total: { deposits: major(deposits), withdrawals: major(withdrawals), net: major(deposits - withdrawals) },
  };
}
