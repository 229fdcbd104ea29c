import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface StubCall {
  method: string;
  path: string;
  search: string;
  body: Record<string, unknown> | undefined;
  headers: Headers;
}

type Handler = (call: StubCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path' (path without the /api base); unknown calls
 * answer 404. Returns the list of calls made, for assertions on what was sent.
 */
export function stubApi(handlers: Record<string, Handler>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const call: StubCall = {
        method,
        path,
        search: url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      return handler ? handler(call) : json({ error: 'error.not.found', message: 'no' }, 404);
    }),
  );
  return calls;
}

export const auth = (uuid = '7d0c3c6e-1111-4222-8333-944445555666') => ({
  token: 'token-1',
  uuid,
  logged: true,
  expiresIn: 900,
});
