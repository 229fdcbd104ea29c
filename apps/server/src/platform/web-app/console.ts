import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@croupier/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { builtFiles, indexTemplate, leanAssets } from './index.ts';

/** Where the operators' console is served: its Vite `base` (apps/console/src/shared/base.ts). */
export const CONSOLE_PREFIX = '/console';
/** Where the console's hashed, immutable files are served. */
export const CONSOLE_ASSETS = `${CONSOLE_PREFIX}/assets/`;
const ASSETS = CONSOLE_ASSETS;

/**
 * The built operators' console (CONSOLE_DIST) under `/console/` (ADR 048): its hashed assets kept a
 * year, and every other address under the prefix answered with its shell, whose router shows the
 * screen (or its own not-found page). The security headers are the platform's (on every answer), less
 * the document-only ones on an asset, as for the web app. A rebuilt console is served
 * without a restart; an address under the prefix never reaches the web app.
 */
export async function registerConsoleApp(app: FastifyInstance, consoleDist: string | null) {
  if (!consoleDist) return;
  const indexHtml = path.join(consoleDist, 'index.html');
  const shell = indexTemplate(indexHtml);

  await app.register(
    async (scope) => {
      if (existsSync(consoleDist))
        await scope.register(fastifyStatic, { ...builtFiles(consoleDist), decorateReply: false });
      leanAssets(scope, ASSETS);

      const sendShell = (reply: FastifyReply) => {
        const html = shell();
        if (html === null)
          return reply.code(404).send({ error: ErrorCode.notFound, message: 'The console is not built' });
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      };
      // `/console` and `/console/`: the directory itself is the console's home.
      scope.get('/', { schema: { hide: true } }, async (_request, reply) => sendShell(reply));
      scope.setNotFoundHandler(async (request, reply) => {
        const url = request.url.split('?')[0] ?? CONSOLE_PREFIX;
        if (request.method === 'GET' && !url.startsWith(ASSETS)) return sendShell(reply);
        return reply
          .code(404)
          .send({ error: ErrorCode.notFound, message: `No route ${request.method} ${url}` });
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
}
