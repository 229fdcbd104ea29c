import { defineEndpoint } from '@croupier/contract/http';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { createEndpointCaller } from './call-endpoint.ts';
import { createCookieClient } from './cookie-client.ts';

const note = defineEndpoint({
  id: 'test.note',
  method: 'POST',
  base: 'host',
  path: '/operator/players/{uuid}/notes',
  auth: 'operator',
  summary: 'A note',
  params: z.object({ uuid: z.string() }),
  body: z.object({ text: z.string() }),
  response: z.object({ id: z.number() }),
});

function caller(answer: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer);
  const call = createEndpointCaller(
    createCookieClient({ fetch: fetchMock as unknown as typeof fetch }),
    (base) => (base === 'host' ? 'https://platform.example/api' : '/other'),
  );
  return { call, fetchMock };
}

describe('createEndpointCaller', () => {
  it("fills the path, sends the body with the call's method and parses the answer", async () => {
    const { call, fetchMock } = caller(Response.json({ id: 7, extra: 'dropped' }));
    await expect(call(note, { params: { uuid: 'a b' }, body: { text: 'hi' } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://platform.example/api/operator/players/a%20b/notes');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"text":"hi"}');
  });

  it('rejects an answer that does not match the contract', async () => {
    const { call } = caller(Response.json({ id: 'seven' }));
    const failure = await call(note, { params: { uuid: 'x' }, body: { text: '' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'error.internal', message: 'Unexpected answer from test.note' });
  });
});
