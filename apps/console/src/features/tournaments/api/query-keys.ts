/** The tournaments' queries, under one root; a tournament's (and its board's) under its id. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentKeys.all, 'list'] as const,
  one: (id: string) => [...tournamentKeys.all, 'one', id] as const,
  leaderboard: (id: string, page: number) => [...tournamentKeys.one(id), 'leaderboard', page] as const,
  games: (name: string) => [...tournamentKeys.all, 'games', name] as const,
};
