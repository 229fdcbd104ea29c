import type { FastifyInstance } from 'fastify';
import { type BrowserElement, type BrowserWindow, JSDOM } from 'jsdom';

/**
 * A stand-in's page run as a browser would (jsdom): its scripts (the shared texts client, its own,
 * inline or loaded from the app) run in order, its `fetch` answered by the app. Tests read
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
  for (const [, attrs = '', inline = ''] of page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attrs.includes('application/json')) continue; // a data block, read by the scripts
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1];
    w.eval(src ? (await app.inject(src)).body : inline);
  }
  return w;
}

/** The element's text with its white space as the player reads it. */
export const textOf = (el: BrowserElement | null | undefined) =>
  (el?.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim();
