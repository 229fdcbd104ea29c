import { endpoints } from '@croupier/contract';
import { vi } from 'vitest';

type EndpointId = keyof typeof endpoints;

export interface StubCall {
  id: EndpointId;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  headers: Headers;
}

/** An answer a stub gives: a body (200, JSON) or a whole Response (`refusal(…)`). */
type Handler = (call: StubCall) => unknown;

/** The platform's error envelope with its status. */
export const refusal = (
  status: number,
  error: string,
  message: string,
  fieldErrors?: Record<string, string>,
) => Response.json({ error, message, ...(fieldErrors && { fieldErrors }) }, { status });

/** A call without a session: what the platform answers when nobody is signed in. */
export const signedOut = () => refusal(403, 'error.operator.unauthorized', 'Sign in first');

const matchers = (Object.keys(endpoints) as EndpointId[]).map((id) => {
  const endpoint = endpoints[id];
  const names: string[] = [];
  const pattern = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { id, method: endpoint.method, names, regex: new RegExp(`^/api${pattern}$`) };
});

/**
 * Stubs `fetch` with answers keyed by the contract's endpoint ids (no address is written by hand);
 * a call without a stub answers 404. Returns the calls made, for what was sent.
 */
export function stubApi(handlers: Partial<Record<EndpointId, Handler>>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      for (const m of matchers) {
        const found = m.method === method ? m.regex.exec(url.pathname) : null;
        if (!found) continue;
        const call: StubCall = {
          id: m.id,
          params: Object.fromEntries(
            m.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]),
          ),
          query: url.searchParams,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
          headers: new Headers(init.headers),
        };
        calls.push(call);
        const handler = handlers[m.id];
        if (!handler) break;
        const answer = await handler(call);
        return answer instanceof Response ? answer : Response.json(answer);
      }
      return refusal(404, 'error.not.found', `No stub for ${method} ${url.pathname}`);
    }),
  );
  return calls;
}
