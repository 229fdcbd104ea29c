import { afterEach, vi } from 'vitest';

/** A call the stubbed platform received: method, path (without the query), query and body. */
export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (call: StubCall) => unknown;

/**
 * Answers the console's calls from `routes` (`'GET /api/operator/…': call => body`, a `:name` segment
 * matching anything), as JSON with 200, or with a status when the answer is `{ status, body }`; any
 * other call fails the test. Answers every call made, in order.
 */
export function stubApi(routes: Record<string, Answer>): StubCall[] {
  const calls: StubCall[] = [];
  const matchers = Object.entries(routes).map(([key, answer]) => {
    const [method, pattern = ''] = key.split(' ');
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, re, answer };
  });
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = matchers.find((m) => m.method === method && m.re.test(url.pathname));
    if (!route) throw new Error(`unexpected call ${method} ${url.pathname}`);
    const answer = route.answer(call) as { status?: number; body?: unknown } | unknown;
    const withStatus = answer && typeof answer === 'object' && 'status' in answer && 'body' in answer;
    const status = withStatus ? (answer as { status: number }).status : 200;
    const payload = withStatus ? (answer as { body: unknown }).body : answer;
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());
