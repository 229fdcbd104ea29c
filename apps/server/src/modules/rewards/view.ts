import {
  DEFAULT_LOCALE,
  type PromoCodeRecord,
  type Reward,
  type RewardContent,
  type RewardKind,
  type RewardStatus,
  type RewardTemplate,
  rewardUuidOf,
  toMajor,
} from '@croupier/contract';
import type { PlayerRewardRow, PromoCodeRow, RewardTemplateRow } from './tables.ts';

/** How rows read on the wire (decimal major units, ISO times). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A reward as the player's list and every reward call answer it (001 §3 Reward). */
export function rewardView(
  row: PlayerRewardRow,
  balanceMinor: bigint,
  minorUnits: (c: string) => number,
  gameName: (slug: string) => string | undefined,
): Reward {
  const units = minorUnits(row.currency);
  const money = (minor: bigint) => ({ amount: toMajor(minor, units), currency: row.currency });
  const multi = row.kind === 'MULTI-BONUS' && row.grantedAll;
  return {
    rewardUUID: rewardUuidOf(row.kind as RewardKind, row.id),
    status: row.status as RewardStatus,
    data: { templateUUID: row.templateUuid },
    wageringRequirement: toMajor(row.wageringRequiredMinor, units),
    wagered: toMajor(row.wageredMinor, units),
    grantedAmount: row.kind === 'FREE-SPIN' && row.grantedMinor === 0n ? null : money(row.grantedMinor),
    granted: multi
      ? Object.entries(row.grantedAll ?? {}).map(([currency, amount]) => ({
          amount: Number(amount),
          currency,
        }))
      : null,
    currency: row.currency,
    balance: money(balanceMinor),
    gameSlug: row.gameSlug,
    gameName: row.gameSlug ? (gameName(row.gameSlug) ?? null) : null,
    freeSpins:
      row.freeSpinsTotal === null
        ? null
        : {
            total: row.freeSpinsTotal,
            played: row.freeSpinsPlayed ?? 0,
            stake: toMajor(row.freeSpinStakeMinor ?? 0n, units),
            won: toMajor(row.freeSpinsWonMinor ?? 0n, units),
          },
    grantedAt: row.grantedAt.toISOString(),
    activatedAt: iso(row.activatedAt),
    expiresAt: iso(row.status === 'PENDING' ? row.claimBy : row.expiresAt),
  };
}

type Content = Record<string, { title: string; description: string; image: string | null; terms: string }>;

/** A template's texts in the locale, else in the default locale (every template has that one). */
export function contentIn(template: RewardTemplateRow, locale: string): RewardContent {
  const content = template.content as Content;
  const c = content[locale] ?? content[DEFAULT_LOCALE] ?? Object.values(content)[0];
  return {
    id: template.uuid,
    title: c?.title ?? template.name,
    description: c?.description ?? '',
    image: c?.image ?? null,
    terms: c?.terms ?? '',
  };
}

export function templateView(t: RewardTemplateRow): RewardTemplate {
  return {
    templateUUID: t.uuid,
    kind: t.kind as RewardKind,
    name: t.name,
    content: t.content as Content,
    amounts: t.amounts,
    depositPercent: t.depositPercent,
    minDeposit: t.minDeposit,
    wageringMultiplier: t.wageringMultiplierX100 / 100,
    contributions: Object.fromEntries(Object.entries(t.contributionsBp).map(([k, v]) => [k, v / 100])),
    defaultContribution: t.defaultContributionBp / 100,
    maxConversion: t.maxConversion,
    maxBet: t.maxBet,
    sports: { contribution: t.sportsContributionBp / 100, minOdds: t.sportsMinOddsX100 / 100 },
    freeSpins: t.freeSpins,
    claimDays: t.claimDays,
    validDays: t.validDays,
    enabled: t.enabled,
    createdAt: t.createdAt.toISOString(),
  };
}

export function promoView(p: PromoCodeRow): PromoCodeRecord {
  return {
    code: p.code,
    templateUUID: p.templateUuid,
    startsAt: iso(p.startsAt),
    endsAt: iso(p.endsAt),
    maxUses: p.maxUses,
    maxUsesPerPlayer: p.maxUsesPerPlayer,
    countries: p.countries,
    currencies: p.currencies,
    enabled: p.enabled,
    uses: p.uses,
    createdAt: p.createdAt.toISOString(),
  };
}
