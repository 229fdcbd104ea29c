import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@croupier/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOCUMENT_ONLY_HEADERS, indexTemplate } from './index.ts';

/** Where the operators' console is served: its Vite `base` (apps/console/src/shared/base.ts). */
export const CONSOLE_PREFIX = '/console';
const ASSETS = `${CONSOLE_PREFIX}/assets/`;

/**
 * The built operators' console (CONSOLE_DIST) under `/console/` (ADR 048): its hashed assets kept a
 * year, and every other address under the prefix answered with its shell, whose router shows the
 * screen (or its own not-found page). The security headers are the platform's (helmet, on every
 * answer), less the document-only ones on an asset, as for the web app. A rebuilt console is served
 * without a restart; an address under the prefix never reaches the web app.
 */
export async function registerConsoleApp(app: FastifyInstance, consoleDist: string | null) {
  if (!consoleDist) return;
  const indexHtml = path.join(consoleDist, 'index.html');
  const shell = indexTemplate(indexHtml);

  await app.register(
    async (scope) => {
      if (existsSync(consoleDist)) {
        await scope.register(fastifyStatic, {
          root: consoleDist,
          // Files are looked up per request (a rebuild needs no restart); a missing one falls
          // through to the not-found handler below.
          wildcard: true,
          index: false,
          decorateReply: false,
          cacheControl: false,
          setHeaders: (res, filePath) => {
            res.setHeader(
              'cache-control',
              filePath.includes(`${path.sep}assets${path.sep}`)
                ? 'public, max-age=31536000, immutable'
                : 'no-cache',
            );
          },
        });
      }
      scope.addHook('onSend', async (request, reply) => {
        if (!request.url.startsWith(ASSETS)) return;
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      });

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
