/**
 * Baseline: a bare Fastify route answering a fixed JSON page of 30 game-like objects, with no
 * plugins, no validation and no schema. The platform's calls are compared with it.
 */
import Fastify from 'fastify';
import { page } from './page.ts';
import { closeOnRequest, send } from './protocol.ts';

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
