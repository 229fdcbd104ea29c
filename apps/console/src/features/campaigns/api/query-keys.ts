/** Campaigns, their players, the reward templates their levels grant, and welcome packs. */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignsKeys.all, 'list'] as const,
  one: (campaignUUID: string) => [...campaignsKeys.all, 'one', campaignUUID] as const,
  players: (campaignUUID: string) => [...campaignsKeys.all, 'players', campaignUUID] as const,
  templates: () => [...campaignsKeys.all, 'reward-templates'] as const,
  welcomePacks: () => [...campaignsKeys.all, 'welcome-packs'] as const,
};
