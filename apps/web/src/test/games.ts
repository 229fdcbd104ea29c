import type { Game } from '@croupier/contract';

/** A catalogue game for tests: number `n`, playable in demo on every device; `over` changes fields. */
export function testGame(n: number, over: Partial<Game> = {}): Game {
  return {
    uuid: `uuid-${n}`,
    slug: `game-${n}`,
    fullGameName: `Game ${n}`,
    providerAlias: 'aurora-gaming',
    providerName: 'Aurora Gaming',
    startGameUrl: `/api/games/game-${n}/start`,
    startFunGameUrl: `/api/games/game-${n}/start-fun`,
    hasDemoMode: true,
    restricted: false,
    tags: [],
    categories: ['slots'],
    imageUrl: `/api/artwork/games/game-${n}.png`,
    devices: ['DESKTOP', 'MOBILE'],
    ...over,
  };
}
