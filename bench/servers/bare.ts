/**
 * Baseline: a bare Fastify route answering a fixed JSON page of 30 game-like objects, with no
 * plugins, no validation and no schema. The platform's calls are compared with it.
 */
import Fastify from 'fastify';
import { closeOnRequest, send } from './protocol.ts';

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

const page = {
  content: Array.from({ length: PAGE_SIZE }, (_, i) => fakeGame(i)),
  page: 0,
  size: PAGE_SIZE,
  totalElements: 2400,
  totalPages: 80,
};

async function main() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => page);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  closeOnRequest(() => app.close());
  send({ type: 'ready', port, info: { bytes: JSON.stringify(page).length } });
}

main().catch((err: unknown) => {
  send({ type: 'failed', error: String((err as Error)?.stack ?? err) });
  process.exit(1);
});
