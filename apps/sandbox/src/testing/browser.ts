import type { FastifyInstance } from 'fastify';
import { type BrowserElement, type BrowserWindow, JSDOM } from 'jsdom';

/**
 * A stand-in's page run as a browser would (jsdom): its scripts (`<script src>`, the shared texts
 * client and its own) loaded from the app in order, its `fetch` answered by the app. Tests read
 * what the player sees; `close()` stops the page's timers.
 */
export async function openInBrowser(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<BrowserWindow> {
  const page = await app.inject({ url, headers });
  const origin = 'http://sandbox.test';
  const dom = new JSDOM(page.body, {
    url: origin + url,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  });
  const w = dom.window;
  w.fetch = async (
    input: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) => {
    const target = new URL(String(input), origin);
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      ...(init.body !== undefined && { payload: init.body }),
      ...(init.headers && { headers: init.headers }),
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'text/plain') },
    });
  };
  w.CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };
  for (const [, src] of page.body.matchAll(/<script src="([^"]+)"><\/script>/g))
    w.eval((await app.inject(src as string)).body);
  return w;
}

/** The element's text with its white space as the player reads it. */
export const textOf = (el: BrowserElement | null | undefined) =>
  (el?.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim();
