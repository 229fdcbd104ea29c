import type { Db } from '../src/platform/db.ts';
import { withdrawalReviewThresholds } from '../src/platform/schema.ts';

/** Withdrawals above this, in major units, wait for an operator in the demo (docs/decisions/049-withdrawal-review.md). */
export const DEMO_REVIEW_ABOVE = 1000;

/**
 * The demo's review thresholds (local demo only, on a new database), per currency: a demo
 * player who withdraws more than 1,000 sees the withdrawal wait, and the console's queue has work.
 */
export async function seedDemoWithdrawalReview(
  db: Db,
  currencies: readonly { code: string; minorUnits: number }[],
  now: Date,
): Promise<void> {
  await db
    .insert(withdrawalReviewThresholds)
    .values(
      currencies.map((c) => ({
        currency: c.code,
        aboveMinor: BigInt(DEMO_REVIEW_ABOVE) * 10n ** BigInt(c.minorUnits),
        updatedAt: now,
        updatedBy: 'demo seed',
      })),
    )
    .onConflictDoNothing();
}
