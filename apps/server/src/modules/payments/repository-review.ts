import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { playerOfBrand } from '../../platform/brand-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import {
  payments,
  type WithdrawalReviewRow,
  withdrawalReviewPlayers,
  withdrawalReviews,
  withdrawalReviewThresholds,
} from './tables.ts';

/** The SQL of withdrawal reviews (review.ts). */

export type ReviewStatus = WithdrawalReviewRow['status'];

/** The brand's threshold in the currency (thresholds are a brand's: ADR 064). */
export async function threshold(q: DbOrTx, brandId: string, currency: string): Promise<bigint | undefined> {
  const [row] = await q
    .select({ above: withdrawalReviewThresholds.aboveMinor })
    .from(withdrawalReviewThresholds)
    .where(
      and(eq(withdrawalReviewThresholds.brandId, brandId), eq(withdrawalReviewThresholds.currency, currency)),
    );
  return row?.above;
}

export function thresholds(q: DbOrTx, brandId: string) {
  return q
    .select()
    .from(withdrawalReviewThresholds)
    .where(eq(withdrawalReviewThresholds.brandId, brandId))
    .orderBy(asc(withdrawalReviewThresholds.currency));
}

/** Replaces every threshold of the brand with these, in the caller's transaction. */
export async function replaceThresholds(
  q: DbOrTx,
  brandId: string,
  rows: { currency: string; aboveMinor: bigint }[],
  by: string,
  now: Date,
): Promise<void> {
  await q.delete(withdrawalReviewThresholds).where(eq(withdrawalReviewThresholds.brandId, brandId));
  if (rows.length === 0) return;
  await q
    .insert(withdrawalReviewThresholds)
    .values(rows.map((r) => ({ ...r, brandId, updatedAt: now, updatedBy: by })));
}

export async function playerMark(q: DbOrTx, playerUuid: string) {
  const [row] = await q
    .select()
    .from(withdrawalReviewPlayers)
    .where(eq(withdrawalReviewPlayers.playerUuid, playerUuid));
  return row;
}

export async function markPlayer(q: DbOrTx, playerUuid: string, reason: string, by: string, now: Date) {
  const set = { reason, setBy: by, setAt: now };
  const [row] = await q
    .insert(withdrawalReviewPlayers)
    .values({ playerUuid, ...set })
    .onConflictDoUpdate({ target: withdrawalReviewPlayers.playerUuid, set })
    .returning();
  return row;
}

export async function unmarkPlayer(q: DbOrTx, playerUuid: string): Promise<void> {
  await q.delete(withdrawalReviewPlayers).where(eq(withdrawalReviewPlayers.playerUuid, playerUuid));
}

export async function insertReview(q: DbOrTx, row: typeof withdrawalReviews.$inferInsert): Promise<void> {
  await q.insert(withdrawalReviews).values(row);
}

/**
 * Ends a waiting review; undefined when it is not waiting (decided or cancelled meanwhile), or when
 * `brandId` is given and the withdrawal's player is of another brand (an operator's decision).
 */
export async function decideReview(
  q: DbOrTx,
  paymentId: string,
  outcome: { status: Exclude<ReviewStatus, 'WAITING'>; by: string; at: Date; declineReason?: string },
  brandId?: string,
): Promise<WithdrawalReviewRow | undefined> {
  const ofBrand =
    brandId === undefined
      ? undefined
      : sql`exists (select 1 from ${payments} where ${payments.id} = ${withdrawalReviews.paymentId} and ${playerOfBrand(payments.playerUuid, brandId)})`;
  const [row] = await q
    .update(withdrawalReviews)
    .set({
      status: outcome.status,
      decidedBy: outcome.by,
      decidedAt: outcome.at,
      declineReason: outcome.declineReason ?? null,
    })
    .where(and(eq(withdrawalReviews.paymentId, paymentId), eq(withdrawalReviews.status, 'WAITING'), ofBrand))
    .returning();
  return row;
}

/** A review with its withdrawal, of a player of the brand. */
export async function findReview(q: DbOrTx, paymentId: string, brandId: string) {
  const [row] = await q
    .select({ review: withdrawalReviews, payment: payments })
    .from(withdrawalReviews)
    .innerJoin(payments, eq(payments.id, withdrawalReviews.paymentId))
    .where(and(eq(withdrawalReviews.paymentId, paymentId), playerOfBrand(payments.playerUuid, brandId)));
  return row;
}

/** A page of the reviews in one status of the brand's players' withdrawals, oldest first. */
export async function reviewPage(
  q: DbOrTx,
  f: { brandId: string; status: ReviewStatus; currency?: string | undefined },
  page: number,
  size: number,
) {
  const where = and(
    eq(withdrawalReviews.status, f.status),
    playerOfBrand(payments.playerUuid, f.brandId),
    f.currency ? eq(payments.currency, f.currency) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    q
      .select({ review: withdrawalReviews, payment: payments })
      .from(withdrawalReviews)
      .innerJoin(payments, eq(payments.id, withdrawalReviews.paymentId))
      .where(where)
      .orderBy(asc(withdrawalReviews.requestedAt), asc(withdrawalReviews.paymentId))
      .limit(size)
      .offset(page * size),
    q
      .select({ n: count() })
      .from(withdrawalReviews)
      .innerJoin(payments, eq(payments.id, withdrawalReviews.paymentId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The decline reasons of these withdrawals (the player's history shows them). */
export async function declineReasons(q: DbOrTx, paymentIds: string[]): Promise<Map<string, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await q
    .select({ paymentId: withdrawalReviews.paymentId, reason: withdrawalReviews.declineReason })
    .from(withdrawalReviews)
    .where(and(inArray(withdrawalReviews.paymentId, paymentIds), eq(withdrawalReviews.status, 'DECLINED')));
  return new Map(rows.flatMap((r) => (r.reason ? [[r.paymentId, r.reason] as const] : [])));
}
