/** The players' queries: every key under `players`, a player's under their uuid. */
export const playerKeys = {
  all: ['players'] as const,
  search: (query: string, page: number) => [...playerKeys.all, 'search', query, page] as const,
  player: (uuid: string) => [...playerKeys.all, 'player', uuid] as const,
  overview: (uuid: string) => [...playerKeys.player(uuid), 'overview'] as const,
  list: (uuid: string, list: string, page: number) => [...playerKeys.player(uuid), list, page] as const,
  adjustments: () => [...playerKeys.all, 'adjustments'] as const,
  pending: (page: number) => [...playerKeys.adjustments(), 'pending', page] as const,
};
