/** The catalogue's reads: games by filter and page, studios by page, categories. */
export interface GameFilters {
  name?: string;
  provider?: string;
  blockedIn?: string;
  enabled?: 'true' | 'false';
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  games: () => [...catalogueKeys.all, 'games'] as const,
  gamesPage: (filters: GameFilters, page: number) => [...catalogueKeys.games(), filters, page] as const,
  providers: () => [...catalogueKeys.all, 'providers'] as const,
  providersPage: (page: number) => [...catalogueKeys.providers(), page] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
};
