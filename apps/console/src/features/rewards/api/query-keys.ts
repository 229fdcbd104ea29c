/** Reward templates and promo codes (marketing). */
export const rewardsKeys = {
  all: ['rewards'] as const,
  templates: () => [...rewardsKeys.all, 'templates'] as const,
  promoCodes: () => [...rewardsKeys.all, 'promo-codes'] as const,
  players: () => [...rewardsKeys.all, 'players'] as const,
  player: (playerUUID: string) => [...rewardsKeys.players(), playerUUID] as const,
};
