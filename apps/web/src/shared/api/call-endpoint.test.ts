import { endpoints } from '@croupier/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseUrl, setBrandId } from '../config/index.ts';
import { session } from '../session/index.ts';
import { ApiError, callEndpoint } from './index.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__CROUPIER_CONFIG__;
  setBrandId(undefined);
  session.clear();
});

describe('base URLs', () => {
  it('default to /api and follow window.__CROUPIER_CONFIG__ at run time', () => {
    expect(baseUrl('host')).toBe('/api');
    expect(baseUrl('middleware')).toBe('/api');
    window.__CROUPIER_CONFIG__ = { host: 'https://platform.example/', rest: 'https://rest.example' };
    expect(baseUrl('host')).toBe('https://platform.example');
    expect(baseUrl('rest')).toBe('https://rest.example');
    expect(baseUrl('callback')).toBe('/api');
  });
});

describe('callEndpoint', () => {
  it('fills the path, sends the brand id and parses the answer with the contract schema', async () => {
    const fetchMock = vi.fn(async () => json({ slug: 'about-us', title: 'About', body: 'Text' }));
    vi.stubGlobal('fetch', fetchMock);
    window.__CROUPIER_CONFIG__ = { host: 'https://platform.example' };
    setBrandId('demo');
    await expect(callEndpoint(endpoints.staticPage, { params: { slug: 'about-us' } })).resolves.toEqual({
      slug: 'about-us',
      title: 'About',
      body: 'Text',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://platform.example/pages/about-us');
    expect(new Headers(init.headers).get('X-Brand-Id')).toBe('demo');
    // A public call never carries the token.
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', async () => json({ unexpected: true }));
    await expect(callEndpoint(endpoints.categories)).rejects.toBeInstanceOf(ApiError);
  });

  it('turns the error envelope into a typed ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      json({ error: 'error.validation', message: 'bad', fieldErrors: { name: 'too long' } }, 400),
    );
    const error = await callEndpoint(endpoints.searchGames, { query: { name: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400, code: 'error.validation', fieldErrors: { name: 'too long' } });
  });
});

describe('default token renewal', () => {
  it('renews with GET /auth/token/renew and retries the call with the new token', async () => {
    session.setToken('old');
    const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/auth/token/renew') {
        expect(url.searchParams.get('token')).toBe('old');
        return json({ token: 'new', uuid: 'p-1', logged: true, expiresIn: 900 });
      }
      const auth = new Headers(init.headers).get('Authorization');
      const empty = { content: [], page: 0, size: 30, totalElements: 0, totalPages: 0 };
      return auth === 'Bearer new'
        ? json(empty)
        : json({ error: 'error.access.unauthorized', message: 'x' }, 401);
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callEndpoint(endpoints.searchGames, { query: { name: 'x' } })).resolves.toMatchObject({
      content: [],
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(session.get()).toMatchObject({ token: 'new', uuid: 'p-1', hasAuth: true });
  });
});
