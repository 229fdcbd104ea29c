import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSignedInOperator } from './operator.ts';

afterEach(() => vi.unstubAllGlobals());

describe('who is signed in', () => {
  it('asks nothing of the platform without its session cookie: a signed-out visitor is nobody', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this is the page's own cookie jar.
    document.cookie = 'croupier_operator_csrf=; path=/; max-age=0';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await fetchSignedInOperator()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the platform when the cookie is there, and takes its refusal as nobody', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: 'error.operator.unauthorized', message: 'Operator credentials required' }),
          {
            status: 403,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchSignedInOperator()).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });
});
