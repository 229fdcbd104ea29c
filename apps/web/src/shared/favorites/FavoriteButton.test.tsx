import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentLocation, renderWithProviders } from '../../test/render.tsx';
import { session } from '../session/index.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { withFavorite } from './favorite-ids.ts';

const PLAYER = '11111111-1111-4111-8111-111111111111';
const GAME = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;
let stored: string[];

beforeEach(() => {
  calls = [];
  stored = [];
  answer = (call) => {
    if (call.method === 'GET') return json(stored);
    if (call.method === 'POST') {
      stored = withFavorite(stored, (call.body as { id: string }).id, true);
      return json(stored);
    }
    stored = withFavorite(stored, call.path.split('/').pop()!, false);
    return json(stored);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const text = await request.text();
      const call = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

function renderHeart(route = '/game/lucky') {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<FavoriteButton gameId={GAME} gameName="Lucky Dragon" />} />
      <Route path="/login" element={<CurrentLocation />} />
    </Routes>,
    { route },
  );
}

const heart = () => screen.getByRole('button', { name: 'Favourite Lucky Dragon' });

describe('favourite heart', () => {
  it('sends a guest to login, coming back to the page after, without calling the server', async () => {
    renderHeart('/games?x=1');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAttribute('title', 'Add to favourites');
    await userEvent.click(heart());
    expect(
      await screen.findByText(`at /login?redirect=${encodeURIComponent('/games?x=1')}`),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("cannot be pressed until the player's favourites are known, then shows whether the game is one", async () => {
    session.start({ token: 't', uuid: PLAYER, logged: true });
    stored = [GAME];
    let release!: () => void;
    const listed = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async (call) => {
      if (call.method !== 'GET') throw new Error(`unexpected ${call.method}`);
      await listed;
      return json(stored);
    };
    renderHeart();
    // Its code and then the player's list load: a press now could mean the opposite of what is shown.
    expect(heart()).toBeDisabled();
    fireEvent.click(heart());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(heart()).toBeDisabled();
    expect(heart()).toHaveAttribute('aria-busy', 'true');

    release();
    await waitFor(() => expect(heart()).toBeEnabled());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).not.toHaveAttribute('aria-busy');
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it("shows the player's favourite as pressed, and adds and removes it with the spec's calls", async () => {
    session.start({ token: 't', uuid: PLAYER, logged: true });
    stored = [OTHER, GAME];
    renderHeart();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toHaveAttribute('title', 'Remove from favourites');
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/api/favorite/targets/${PLAYER}` });

    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: `/api/favorite/targets/${PLAYER}/${GAME}`,
        body: undefined,
      }),
    );

    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/favorite/targets',
        body: { playerUUID: PLAYER, id: GAME },
      }),
    );
    await waitFor(() => expect(stored).toEqual([GAME, OTHER]));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes at once, and goes back when the server refuses', async () => {
    session.start({ token: 't', uuid: PLAYER, logged: true });
    let refuse!: () => void;
    answer = (call) => {
      if (call.method === 'GET') return json([]);
      return new Promise((resolve) => {
        refuse = () => resolve(json({ error: 'error.favorite.limit-reached', message: 'full' }, 409));
      });
    };
    renderHeart();
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(heart());
    // Pressed before the server has answered.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    refuse();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('withFavorite', () => {
  it('puts an added game first, once, and takes a removed one out', () => {
    expect(withFavorite(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b']);
    expect(withFavorite(['a', 'b'], 'b', true)).toEqual(['b', 'a']);
    expect(withFavorite(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withFavorite(['a'], 'z', false)).toEqual(['a']);
  });
});
