import type { OperatorRole } from '@croupier/contract';
import { vi } from 'vitest';
import type { SignedInOperator } from '../../shared/session/operator.ts';

/** A signed-in operator with these roles. */
export const operatorWith = (...roles: OperatorRole[]): SignedInOperator => ({
  email: `${roles.join('-')}@croupier.test`,
  roles,
});

type Answer = { status?: number; body: unknown };
interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Route = (request: SentRequest) => Answer | undefined;

/**
 * The platform's API in a test: each call is answered by the first route that answers it (by method
 * and path), and every request is kept so a test can say what was sent.
 */
export function stubApi(...routes: Route[]) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://console.test');
    const request = {
      method: init.method ?? 'GET',
      path: parsed.pathname.replace(/^\/api/, ''),
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answer = routes.map((route) => route(request)).find(Boolean);
    if (!answer) return Response.json({ error: 'error.not.found', message: 'Not stubbed' }, { status: 404 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    calls: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path),
  };
}

/** A route answering `method path` with `body` (or what `answer` makes of the request). */
export const on =
  (method: string, path: string, answer: Answer | ((request: SentRequest) => Answer)): Route =>
  (request) =>
    request.method === method && request.path === path
      ? typeof answer === 'function'
        ? answer(request)
        : answer
      : undefined;

export const page = <T>(content: T[]) => ({
  body: { content, page: 0, size: 25, totalElements: content.length, totalPages: content.length ? 1 : 0 },
});

export const PLAYER_UUID = '4f6a2b0e-8f7c-4c51-9a0e-0d7e3c1b2a10';

export const summary = {
  uuid: PLAYER_UUID,
  email: 'ada@example.com',
  phone: '+12025550101',
  username: 'countess',
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'GB',
  currency: 'USD',
  createdAt: '2026-11-01T10:00:00.000Z',
  locked: false,
};

export const overview = (lock: { at: string; reason: string; by: string } | null = null) => ({
  profile: {
    ...summary,
    locked: undefined,
    birthDate: '1815-12-10',
    city: 'London',
    address: null,
    languageCode: 'en',
    emailVerified: true,
    phoneNumberVerified: false,
  },
  balances: [{ currency: 'USD', real: 25.5, bonus: 5, withdrawable: 25.5 }],
  status: { lock, selfRestrictedUntil: null, selfRestrictedPermanent: false },
});

export const adjustment = (over: Record<string, unknown> = {}) => ({
  id: '9b1f7a52-2d4e-4d9a-8f3c-6a1e0b2c3d4e',
  playerUuid: PLAYER_UUID,
  direction: 'CREDIT',
  amount: 150,
  currency: 'USD',
  reason: 'Goodwill',
  status: 'PENDING_APPROVAL',
  requestedBy: 'maker@croupier.test',
  requestedAt: '2026-11-27T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  ...over,
});
