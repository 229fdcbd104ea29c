import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { type CookieClientDeps, createCookieClient, readCookie } from './cookie-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(deps: Omit<CookieClientDeps, 'fetch'> = {}, answer = () => json(200, { ok: true })) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer());
  const client = createCookieClient({ fetch: fetchMock as unknown as typeof fetch, ...deps });
  const sent = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i]!;
    return { url, init, headers: new Headers(init.headers) };
  };
  return { client, fetchMock, sent };
}

describe('the cookie-session client', () => {
  it('sends the cookies of its origin and no bearer token', async () => {
    const { client, sent } = setup();
    await expect(client.json('/api/operator/me', { query: { a: 1, b: '' } })).resolves.toEqual({ ok: true });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/operator/me?a=1');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends cookies to another origin when the app has a host of its own', async () => {
    const { client, sent } = setup({ credentials: 'include' });
    await client.json('https://platform.example/api/operator/me');
    expect(sent().init.credentials).toBe('include');
  });

  it("puts the CSRF cookie's token in the header of a write, never of a read", async () => {
    const cookies = () => 'theme=dark; croupier_csrf=abc%3D123; other=1';
    const { client, sent } = setup({ csrf: { cookie: 'croupier_csrf' }, cookies });
    await client.json('/api/operator/notes', { method: 'POST', body: { text: 'hi' } });
    expect(sent(0).headers.get('X-CSRF-Token')).toBe('abc=123');
    expect(sent(0).headers.get('Content-Type')).toBe('application/json');
    expect(sent(0).init.body).toBe('{"text":"hi"}');
    await client.json('/api/operator/notes');
    expect(sent(1).headers.get('X-CSRF-Token')).toBeNull();
  });

  it('takes the token from the callback first, under the header it is told', async () => {
    const { client, sent } = setup({
      csrf: { header: 'X-XSRF', cookie: 'croupier_csrf', token: () => 'from-sign-in' },
      cookies: () => 'croupier_csrf=from-cookie',
    });
    await client.json('/api/operator/players/1/lock', { method: 'DELETE' });
    expect(sent().headers.get('X-XSRF')).toBe('from-sign-in');
  });

  it('sends a write without the header when there is no token', async () => {
    const { client, sent } = setup({ csrf: { cookie: 'croupier_csrf' }, cookies: () => '' });
    await client.json('/api/operator/sign-in', { method: 'POST', body: {} });
    expect(sent().headers.get('X-CSRF-Token')).toBeNull();
  });

  it('tells onUnauthorized of a 401 and rejects without retrying', async () => {
    const onUnauthorized = vi.fn();
    const { client, fetchMock } = setup({ onUnauthorized }, () =>
      json(401, { error: 'error.access.unauthorized', message: 'Signed out' }),
    );
    const failure = await client.json('/api/operator/me').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'error.access.unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith(failure);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects another failure with its envelope and leaves the session alone', async () => {
    const onUnauthorized = vi.fn();
    const { client } = setup({ onUnauthorized }, () =>
      json(403, { error: 'error.access.forbidden', message: 'Not your role' }),
    );
    await expect(client.json('/api/operator/adjustments', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      code: 'error.access.forbidden',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError of status 0', async () => {
    const client = createCookieClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(client.json('/api/operator/me')).rejects.toMatchObject({ status: 0 });
  });
});

describe('readCookie', () => {
  it('finds one cookie by its exact name', () => {
    expect(readCookie('a=1; csrf=x; xcsrf=y', 'csrf')).toBe('x');
    expect(readCookie('a=1', 'csrf')).toBeNull();
    expect(readCookie('csrf=a=b', 'csrf')).toBe('a=b');
  });
});
