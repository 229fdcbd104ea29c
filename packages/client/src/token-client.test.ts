import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { type ClientDeps, createApiClient } from './token-client.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const unauthorized = () => json(401, { error: 'error.access.unauthorized', message: 'expired' });

function setup(
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>,
  renew: () => Promise<string | null>,
) {
  let token: string | null = 'old';
  const deps = {
    fetch: vi.fn(fetchImpl) as unknown as typeof fetch,
    getToken: () => token,
    setToken: vi.fn((t: string | null) => {
      token = t;
    }),
    clearSession: vi.fn(() => {
      token = null;
    }),
    getBrandId: () => 'demo',
    getLocale: () => 'pt-BR',
    renewToken: vi.fn(renew),
    onLoggedOut: vi.fn(),
  } satisfies ClientDeps;
  return { client: createApiClient(deps), deps, token: () => token };
}

const authOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

describe('the token client', () => {
  it('adds the bearer token, the brand id and the page locale', async () => {
    const { client, deps } = setup(
      async () => json(200, { ok: true }),
      async () => 'new',
    );
    await expect(client.json('/api/x', { auth: 'player', query: { a: 1, b: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = (deps.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('/api/x?a=1');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer old');
    expect(headers.get('X-Brand-Id')).toBe('demo');
    expect(headers.get('Accept-Language')).toBe('pt-BR');
  });

  it('renews once on a 401 and retries once with the new token', async () => {
    const { client, deps, token } = setup(
      async (_url, init) => (authOf(init) === 'Bearer new' ? json(200, { ok: 1 }) : unauthorized()),
      async () => 'new',
    );
    await expect(client.json('/api/profile', { auth: 'player' })).resolves.toEqual({ ok: 1 });
    expect(deps.renewToken).toHaveBeenCalledTimes(1);
    expect(deps.fetch).toHaveBeenCalledTimes(2);
    expect(token()).toBe('new');
  });

  it('shares one renewal between simultaneous 401s', async () => {
    let release!: (t: string) => void;
    const { client, deps } = setup(
      async (_url, init) => (authOf(init) === 'Bearer new' ? json(200, { ok: 1 }) : unauthorized()),
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const a = client.json('/api/a', { auth: 'player' });
    const b = client.json('/api/b', { auth: 'player' });
    await vi.waitFor(() => expect(deps.renewToken).toHaveBeenCalled());
    // Let both first attempts come back 401 before the renewal finishes.
    await new Promise((r) => queueMicrotask(() => r(undefined)));
    release('new');
    await expect(Promise.all([a, b])).resolves.toEqual([{ ok: 1 }, { ok: 1 }]);
    expect(deps.renewToken).toHaveBeenCalledTimes(1);
    expect(deps.fetch).toHaveBeenCalledTimes(4);
  });

  it('does not loop when the retry gets a 401 again', async () => {
    const { client, deps } = setup(
      async () => unauthorized(),
      async () => 'new',
    );
    const failure = await client.json('/api/a', { auth: 'player' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'error.access.unauthorized' });
    expect(deps.renewToken).toHaveBeenCalledTimes(1);
    expect(deps.fetch).toHaveBeenCalledTimes(2);
  });

  it('logs out when renewal gives no token', async () => {
    const { client, deps, token } = setup(
      async () => unauthorized(),
      async () => null,
    );
    await expect(client.json('/api/a', { auth: 'player' })).rejects.toMatchObject({ status: 401 });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.onLoggedOut).toHaveBeenCalledTimes(1);
    expect(token()).toBeNull();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
  });
  it('takes an inlined answer only for a GET without a token', async () => {
    const inlined = vi.fn(() => json(200, { inlined: true }));
    const fetchImpl = vi.fn(async () => json(200, { inlined: false }));
    const guest = createApiClient({
      fetch: fetchImpl as unknown as typeof fetch,
      getToken: () => null,
      setToken: () => {},
      clearSession: () => {},
      getBrandId: () => undefined,
      renewToken: async () => null,
      firstScreenAnswer: inlined,
    });
    await expect(guest.json('/api/x', { query: { a: 1 } })).resolves.toEqual({ inlined: true });
    expect(inlined).toHaveBeenCalledWith('/api/x?a=1');
    await expect(guest.json('/api/x', { method: 'POST', body: {} })).resolves.toEqual({ inlined: false });
    const player = createApiClient({
      fetch: fetchImpl as unknown as typeof fetch,
      getToken: () => 'token',
      setToken: () => {},
      clearSession: () => {},
      getBrandId: () => undefined,
      renewToken: async () => null,
      firstScreenAnswer: inlined,
    });
    await expect(player.json('/api/x', { auth: 'player' })).resolves.toEqual({ inlined: false });
    expect(inlined).toHaveBeenCalledTimes(1);
  });
});
