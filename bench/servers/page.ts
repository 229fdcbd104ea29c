/**
 * The baselines' answer: a fixed JSON page of 30 game-like objects, the size of a real catalogue page
 * (~16.5 KB), so the platform's calls are compared with servers sending as many bytes.
 */
const PAGE_SIZE = 30;

function fakeGame(i: number) {
  const uuid = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const slug = `golden-dragon-deluxe-${i}`;
  return {
    uuid,
    slug,
    fullGameName: `Golden Dragon Deluxe ${i}`,
    providerAlias: 'aurora-gaming',
    providerName: 'Aurora Gaming',
    startGameUrl: `/api/games/${uuid}/start`,
    startFunGameUrl: `/api/games/${uuid}/start-fun`,
    hasDemoMode: true,
    restricted: false,
    tags: [{ key: 'megaways', type: 'game_subtype' }],
    categories: ['popular', 'slots'],
    imageUrl: `/api/artwork/games/${slug}.svg`,
    devices: ['MOBILE', 'DESKTOP'],
  };
}

export const page = {
  content: Array.from({ length: PAGE_SIZE }, (_, i) => fakeGame(i)),
  page: 0,
  size: PAGE_SIZE,
  totalElements: 2400,
  totalPages: 80,
};
