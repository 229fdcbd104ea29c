import { z } from 'zod';
import { BrandId } from './auth.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { CurrencyCode } from './paging.ts';
import { Line } from './rules/text.ts';
import { TOURNAMENT_MESSAGES } from './rules/tournaments.ts';

/**
 * Loyalty (001 §2 loyalty progress view, §3 progress rows, §7; 000 §9 loyalty analytics event):
 * points from real-money stakes, levels by threshold, a reward at each level reached
 * (docs/decisions/026-tournaments-loyalty.md).
 */

/** One row of the progress (001 §3 "fields not shown": ours). */
export const LoyaltyProgressRow = z.object({
  level: z.string(),
  name: z.string(),
  /** Points that reach this level. */
  threshold: z.number(),
  reached: z.boolean(),
  /** The player's level now. */
  current: z.boolean(),
  /** 0–100: how far the player is towards this level. */
  percent: z.number(),
});
export type LoyaltyProgressRow = z.infer<typeof LoyaltyProgressRow>;
export const LoyaltyProgress = z.object({
  points: z.number(),
  level: z.string().nullable(),
  rows: z.array(LoyaltyProgressRow),
});
export type LoyaltyProgress = z.infer<typeof LoyaltyProgress>;
export const LoyaltyProgressQuery = z.object({ brandId: BrandId.optional(), playerId: PlayerUuid });

export const LoyaltyLevel = z.object({
  key: Line()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/),
  name: Line().trim().min(1).max(80),
  threshold: z.number().int().min(0).max(1_000_000_000_000),
  /** The reward granted once to a player reaching the level; null: none. */
  templateUUID: z.uuid().nullable().default(null),
});
export const LoyaltyLevels = z
  .array(LoyaltyLevel)
  .min(1)
  .max(50)
  .superRefine((levels, ctx) => {
    const keys = new Set(levels.map((l) => l.key));
    const ascending = levels.every((l, i) => i === 0 || l.threshold > (levels[i - 1]?.threshold ?? 0));
    if (keys.size !== levels.length || !ascending)
      ctx.addIssue({ code: 'custom', path: [], message: TOURNAMENT_MESSAGES.levels });
  });
export const LoyaltyLevelsBody = z.object({ levels: LoyaltyLevels });
export const LoyaltyLevelsView = z.object({
  levels: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      threshold: z.number(),
      templateUUID: z.string().nullable(),
    }),
  ),
});
/** Points per 1.00 (100 minor units) of real money staked, per currency; a currency left out earns none. */
export const LoyaltyRatesBody = z.object({
  rates: z.record(CurrencyCode, z.number().int().min(0).max(1_000_000)),
});
export const LoyaltyRatesView = z.object({ rates: z.record(z.string(), z.number()) });

const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const loyaltyEndpoints = {
  loyaltyProgress: defineEndpoint({
    id: 'loyaltyProgress',
    method: 'GET',
    base: 'host',
    path: '/loyalty-api/public/progress',
    auth: 'player',
    summary: "The player's loyalty points and one row per level (001 §7; the web retries twice, 1 s apart).",
    query: LoyaltyProgressQuery,
    response: LoyaltyProgress,
  }),
  loyaltyLevels: defineEndpoint({
    id: 'loyaltyLevels',
    method: 'GET',
    path: '/operator/loyalty/levels',
    roles: readBy('marketing'),
    ...op('Operator: the loyalty levels, lowest first.'),
    response: LoyaltyLevelsView,
  }),
  setLoyaltyLevels: defineEndpoint({
    id: 'setLoyaltyLevels',
    auditBefore: 'loyaltyLevels',
    method: 'PUT',
    path: '/operator/loyalty/levels',
    roles: writeBy('marketing'),
    ...op(
      'Operator: replace the levels (ascending thresholds, unique keys). A level reached already keeps its granted reward.',
    ),
    body: LoyaltyLevelsBody,
    response: LoyaltyLevelsView,
  }),
  loyaltyRates: defineEndpoint({
    id: 'loyaltyRates',
    method: 'GET',
    path: '/operator/loyalty/rates',
    roles: readBy('marketing'),
    ...op('Operator: loyalty points per 1.00 staked, per currency.'),
    response: LoyaltyRatesView,
  }),
  setLoyaltyRates: defineEndpoint({
    id: 'setLoyaltyRates',
    auditBefore: 'loyaltyRates',
    method: 'PUT',
    path: '/operator/loyalty/rates',
    roles: writeBy('marketing'),
    ...op('Operator: replace the rates per currency.'),
    body: LoyaltyRatesBody,
    response: LoyaltyRatesView,
  }),
};
