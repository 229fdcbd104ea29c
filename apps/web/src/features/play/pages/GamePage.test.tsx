import type { Game } from '@croupier/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_FIGURE_ROOTS } from '../../../shared/api/query-keys.ts';
import { session } from '../../../shared/session/index.ts';
import { BALANCE_QUERY_KEY } from '../../../shared/wallet/balance-events.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GamePage } from './GamePage.tsx';

const STUDIO = 'http://studio.test';
const game = (over: Partial<Game> = {}): Game => ({
  uuid: '0f6b1e1a-2b3c-4d5e-8f90-123456789abc',
  slug: 'lucky-wheel',
  fullGameName: 'Lucky Wheel',
  providerAlias: 'aurora-gaming',
  providerName: 'Aurora Gaming',
  startGameUrl: '/api/games/0f6b1e1a-2b3c-4d5e-8f90-123456789abc/start',
  startFunGameUrl: '/api/games/0f6b1e1a-2b3c-4d5e-8f90-123456789abc/start-fun',
  hasDemoMode: true,
  restricted: false,
  tags: [],
  categories: ['roulette'],
  imageUrl: '/x.svg',
  devices: ['DESKTOP', 'MOBILE'],
  ...over,
});
const base = '/games/0f6b1e1a-2b3c-4d5e-8f90-123456789abc';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderGame(g: Game, handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'GET /games/public': () => json({ content: [g], page: 0, size: 200, totalElements: 1, totalPages: 1 }),
    [`GET ${base}/start-fun`]: () => json({ gameSessionURL: `${STUDIO}/studio/launch?token=demo` }),
    [`GET ${base}/start`]: () => json({ gameSessionURL: `${STUDIO}/studio/launch?token=real` }),
    ...handlers,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/game/:slug" element={<GamePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/game/${g.slug}` },
  );
  return { calls, ...rendered };
}

/** The Fullscreen API, which jsdom lacks: `requestFullscreen` as a mock, until `remove()`. */
function fullscreenApi() {
  const request = vi.fn(async () => undefined);
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: request, configurable: true });
  return Object.assign(request, {
    remove: () => {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('game page (000 §4 Game)', () => {
  it('plays demo for a guest at once: in demo the controls are hidden', async () => {
    const { calls } = renderGame(game());
    const frame = await screen.findByTitle('Lucky Wheel');
    expect(frame).toHaveAttribute('src', `${STUDIO}/studio/launch?token=demo`);
    expect(screen.getByText('Demo: fun money')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How to play' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === `${base}/start`)).toBe(false);
  });

  it('lets a player choose, plays real on play, hides the controls, and refreshes the balance', async () => {
    const user = userEvent.setup();
    session.start({ token: 't', uuid: 'p-1', logged: true });
    const { calls, queryClient, unmount } = renderGame(game());
    const controls = await screen.findByRole('group', { name: 'How to play' });
    // Nothing starts before the player chooses.
    expect(calls.some((c) => c.path.startsWith(`${base}/start`))).toBe(false);
    await user.click(within(controls).getByRole('button', { name: 'Play' }));
    const frame = await screen.findByTitle('Lucky Wheel');
    expect(frame).toHaveAttribute('src', `${STUDIO}/studio/launch?token=real`);
    expect(screen.queryByRole('group', { name: 'How to play' })).not.toBeInTheDocument();
    expect(screen.queryByText('Demo: fun money')).not.toBeInTheDocument();
    const start = calls.find((c) => c.path === `${base}/start`);
    // Real play is in the player's currency: the server decides it.
    expect(new URLSearchParams(start?.search).get('currency')).toBeNull();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: STUDIO,
          data: { source: 'croupier-studio', type: 'round', balance: 900 },
        }),
      );
      // Another origin's message is ignored.
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://evil.test',
          data: { source: 'croupier-studio', type: 'round', balance: 900 },
        }),
      );
    });
    // One round: the balance, and the figures play moves (rewards, loyalty, tournaments).
    const oneRound = [BALANCE_QUERY_KEY, ...PLAY_FIGURE_ROOTS].map((queryKey) => [{ queryKey }]);
    expect(invalidate.mock.calls).toEqual(oneRound);
    unmount();
    // Leaving the real game closed it: the balance and those figures are read again.
    expect(invalidate.mock.calls).toEqual([...oneRound, ...oneRound]);
  });

  it('plays demo for a player who chooses it, and never touches the balance', async () => {
    const user = userEvent.setup();
    session.start({ token: 't', uuid: 'p-1', logged: true });
    const { calls, queryClient, unmount } = renderGame(game());
    await user.click(await screen.findByRole('button', { name: 'Demo' }));
    expect(await screen.findByTitle('Lucky Wheel')).toHaveAttribute(
      'src',
      `${STUDIO}/studio/launch?token=demo`,
    );
    expect(screen.getByText('Demo: fun money')).toBeInTheDocument();
    expect(calls.some((c) => c.path === `${base}/start`)).toBe(false);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    unmount();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('starts real at once for a player when the game has no demo, and shows why a start failed', async () => {
    session.start({ token: 't', uuid: 'p-1', logged: true });
    renderGame(game({ hasDemoMode: false }), {
      [`GET ${base}/start`]: () => json({ error: 'error.game.currency.mismatch', message: 'no' }, 400),
    });
    expect(await screen.findByRole('heading', { name: 'The game could not start' })).toBeInTheDocument();
    expect(screen.getByText("Real play is in your account's currency only.")).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How to play' })).not.toBeInTheDocument();
  });

  it('does not start a restricted game', async () => {
    session.start({ token: 't', uuid: 'p-1', logged: true });
    const { calls } = renderGame(game({ restricted: true }));
    expect(await screen.findByRole('heading', { name: 'This game is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How to play' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith(`${base}/start`))).toBe(false);
  });

  it('sends a guest who presses play on a game without demo to registration', async () => {
    const user = userEvent.setup();
    const { calls } = renderGame(game({ hasDemoMode: false }));
    expect(
      await screen.findByText('This game has no demo. Create an account to play it for real money.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('at /registration')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith(`${base}/start`))).toBe(false);
  });

  it('uses the Fullscreen API on desktop', async () => {
    const user = userEvent.setup();
    const request = fullscreenApi();
    try {
      renderGame(game());
      const frame = await screen.findByTitle('Lucky Wheel');
      await user.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(request).toHaveBeenCalledTimes(1);
      expect(frame.parentElement).not.toHaveClass('fixed');
    } finally {
      request.remove();
    }
  });

  describe('on mobile', () => {
    beforeEach(() => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      );
    });
    afterEach(() => vi.restoreAllMocks());

    it('hides the controls: a player plays real at once', async () => {
      session.start({ token: 't', uuid: 'p-1', logged: true });
      const { calls } = renderGame(game());
      expect(await screen.findByTitle('Lucky Wheel')).toHaveAttribute(
        'src',
        `${STUDIO}/studio/launch?token=real`,
      );
      expect(screen.queryByRole('group', { name: 'How to play' })).not.toBeInTheDocument();
      expect(new URLSearchParams(calls.find((c) => c.path === `${base}/start`)?.search).get('type')).toBe(
        'MOBILE',
      );
    });

    it('shows full screen as an overlay over the page, even where the browser has the Fullscreen API', async () => {
      const user = userEvent.setup();
      const request = fullscreenApi();
      try {
        renderGame(game());
        const frame = await screen.findByTitle('Lucky Wheel');
        await user.click(screen.getByRole('button', { name: 'Full screen' }));
        expect(request).not.toHaveBeenCalled();
        expect(frame.parentElement).toHaveClass('fixed', 'inset-0');
        await user.click(screen.getByRole('button', { name: 'Leave full screen' }));
        expect(frame.parentElement).not.toHaveClass('fixed');
      } finally {
        request.remove();
      }
    });

    it('sends a guest to registration at once for a game without demo', async () => {
      renderGame(game({ hasDemoMode: false }));
      expect(await screen.findByText('at /registration')).toBeInTheDocument();
    });

    it('says a desktop-only game is not for this device', async () => {
      const desktopOnly = game({ devices: ['DESKTOP'] });
      const lobby = (type: string | null) => ({
        content: type === 'DESKTOP' ? [desktopOnly] : [],
        page: 0,
        size: 200,
        totalElements: type === 'DESKTOP' ? 1 : 0,
        totalPages: 1,
      });
      renderGame(desktopOnly, {
        'GET /games/public': (call) => json(lobby(new URLSearchParams(call.search).get('type'))),
      });
      expect(
        await screen.findByRole('heading', { name: 'Not available on this device' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/made for computers/)).toBeInTheDocument();
      expect(screen.queryByTitle('Lucky Wheel')).not.toBeInTheDocument();
    });

    it('says a game neither lobby lists is not found', async () => {
      renderGame(game(), {
        'GET /games/public': () => json({ content: [], page: 0, size: 200, totalElements: 0, totalPages: 0 }),
      });
      expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
    });
  });
});
