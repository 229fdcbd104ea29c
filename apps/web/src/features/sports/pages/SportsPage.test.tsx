import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { BALANCE_QUERY_KEY } from '../../../shared/wallet/balance-events.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { profile } from '../../../test/profile.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SportsPage } from './SportsPage.tsx';

const BOOK = 'http://book.test';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function Shown() {
  const { pathname } = useLocation();
  return (
    <>
      <p>route {pathname}</p>
      <SportsPage />
    </>
  );
}

function renderSports(route: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'GET /saba/public/start_game': () =>
      json({ gameSessionURL: `${BOOK}/sportsbook/saba/launch?token=guest` }),
    'GET /saba/start_game': () => json({ gameSessionURL: `${BOOK}/sportsbook/saba/launch?token=player` }),
    [`GET /profile/profiles/${profile.uuid}`]: () => json(profile),
    ...handlers,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/sports" element={<Shown />} />
      <Route path="/sports/:slug/*" element={<Shown />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  return { calls, ...rendered };
}

const post = (origin: string, data: object) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { source: 'croupier-sportsbook', ...data } }),
    );
  });

afterEach(() => session.clear());

describe('the sports frame', () => {
  it('starts a guest through the public call with the brand id and saba’s skin type, on the sub-path of the route', async () => {
    const { calls } = renderSports('/sports/saba/event/fb-3');
    const frame = await screen.findByTitle('Sportsbook');
    expect(frame).toHaveAttribute('src', `${BOOK}/sportsbook/saba/launch?token=guest&path=%2Fevent%2Ffb-3`);
    const start = new URLSearchParams(calls.find((c) => c.path === '/saba/public/start_game')?.search);
    expect(Object.fromEntries(start)).toMatchObject({
      deviceType: 'DESKTOP',
      lang: 'en',
      brandId: expect.any(String),
      cashierUrl: '/deposit',
      skinType: '7',
      // 000 §7: the sportsbook's own id as the platform's game.
      internalGameId: 'sports:saba',
    });
    expect(start.has('startPage')).toBe(false);
  });

  it('starts velisports on the page its route names, home otherwise (000 §7 start page)', async () => {
    const calls = stubApi({
      'GET /velisports/public/start_game': () =>
        json({ gameSessionURL: `${BOOK}/sportsbook/velisports/launch?token=guest` }),
    });
    const startPage = () =>
      calls
        .filter((c) => c.path === '/velisports/public/start_game')
        .map((c) => new URLSearchParams(c.search).get('startPage'));
    for (const [route, page] of [
      ['/sports/velisports/live', 'live'],
      ['/sports/velisports/tennis', 'tennis'],
      ['/sports/velisports/event/fb-3', 'home'],
      ['/sports/velisports', 'home'],
    ] as const) {
      const { unmount } = renderWithProviders(
        <Routes>
          <Route path="/sports/:slug/*" element={<SportsPage />} />
        </Routes>,
        { route },
      );
      await screen.findByTitle('Sportsbook');
      expect(startPage().at(-1)).toBe(page);
      unmount();
    }
    expect(new URLSearchParams(calls[0]?.search).get('internalGameId')).toBe('sports:velisports');
  });

  it('follows route-updated and not-logged-in from the sportsbook’s origin only', async () => {
    renderSports('/sports/saba');
    const frame = await screen.findByTitle('Sportsbook');
    // A foreign origin's messages are ignored.
    post('http://evil.test', { type: 'route-updated', path: '/live' });
    post('http://evil.test', { type: 'not-logged-in' });
    expect(screen.getByText('route /sports/saba')).toBeInTheDocument();
    // The sportsbook's route-updated replaces the route; the frame stays as it is.
    post(BOOK, { type: 'route-updated', path: '/event/tn-7' });
    expect(await screen.findByText('route /sports/saba/event/tn-7')).toBeInTheDocument();
    expect(frame).toHaveAttribute('src', `${BOOK}/sportsbook/saba/launch?token=guest`);
    expect(screen.getByTitle('Sportsbook')).toBe(frame);
    post(BOOK, { type: 'not-logged-in' });
    expect(await screen.findByText('at /login?redirect=%2Fsports%2Fsaba%2Fevent%2Ftn-7')).toBeInTheDocument();
  });

  it('starts a player through the authenticated call once the profile has loaded; a bet refreshes the balance', async () => {
    session.start({ token: 't', uuid: profile.uuid, logged: true });
    const { calls, queryClient } = renderSports('/sports/saba');
    const frame = await screen.findByTitle('Sportsbook');
    expect(frame).toHaveAttribute('src', `${BOOK}/sportsbook/saba/launch?token=player`);
    const profileAt = calls.findIndex((c) => c.path === `/profile/profiles/${profile.uuid}`);
    const startAt = calls.findIndex((c) => c.path === '/saba/start_game');
    expect(profileAt).toBeGreaterThanOrEqual(0);
    expect(startAt).toBeGreaterThan(profileAt);
    expect(new URLSearchParams(calls[startAt]?.search).get('currency')).toBe('USD');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    post('http://evil.test', { type: 'balance-changed' });
    expect(invalidate).not.toHaveBeenCalled();
    post(BOOK, { type: 'balance-changed' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BALANCE_QUERY_KEY });
  });

  it('shows the not-found state when the start fails', async () => {
    renderSports('/sports/saba', {
      'GET /saba/public/start_game': () => json({ error: 'error.game.not.found', message: 'no' }, 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sports are not available');
    expect(screen.queryByTitle('Sportsbook')).not.toBeInTheDocument();
  });
});
