import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberMarket } from '../../../shared/brand/player-market.ts';
import { session } from '../../../shared/session/index.ts';
import { json, type StubCall, stubApi } from '../../../test/api-stub.ts';
import { profile } from '../../../test/profile.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LobbyPage } from './LobbyPage.tsx';

// The player's market (ADR 020): a logged-in player's lobby asks for their own country and
// currency from its first request; none goes out in the brand's market (US/USD) first.

const player = { ...profile, country: 'DE', currency: 'EUR' };
const emptyPage = { content: [], page: 0, size: 30, totalElements: 0, totalPages: 0 };

function lobby() {
  let answerProfile: () => void = () => undefined;
  const profileAnswered = new Promise<void>((resolve) => {
    answerProfile = resolve;
  });
  const calls = stubApi({
    [`GET /profile/profiles/${player.uuid}`]: async () => {
      await profileAnswered;
      return json(player);
    },
    'GET /games/default': () => json(emptyPage),
    'GET /games/categories': () => json([]),
  });
  const { queryClient } = renderWithProviders(<LobbyPage />);
  const lists = () =>
    calls
      .filter((c: StubCall) => c.path === '/games/default')
      .map((c) => {
        const q = new URLSearchParams(c.search);
        return `${q.get('country')}/${q.get('currency')}`;
      });
  return { calls, lists, answerProfile, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe("the lobby's first request (000 §2, §7; ADR 020)", () => {
  it("waits for a logged-in player's profile, then asks in their market", async () => {
    session.start({ token: 't', uuid: player.uuid, logged: true });
    const { calls, lists, answerProfile } = lobby();
    await vi.waitFor(() => expect(calls.some((c) => c.path.startsWith('/profile/'))).toBe(true));
    expect(lists()).toEqual([]);
    answerProfile();
    await vi.waitFor(() => expect(lists()).toEqual(['DE/EUR']));
    expect(await screen.findByText(/No games/i)).toBeInTheDocument();
  });

  it('asks at once in the market remembered from the last visit, before the profile answers', async () => {
    session.start({ token: 't', uuid: player.uuid, logged: true });
    rememberMarket(player.uuid, { country: 'DE', currency: 'EUR' });
    const { lists, answerProfile, queryClient } = lobby();
    await vi.waitFor(() => expect(lists()).toEqual(['DE/EUR']));
    answerProfile();
    // The profile's answer is the same market: the list is not asked for again.
    await vi.waitFor(() => expect(queryClient.getQueryData(['profile', player.uuid])).toBeTruthy());
    expect(lists()).toEqual(['DE/EUR']);
  });

  it("a guest's lobby asks at once in the brand's market", async () => {
    const { lists } = lobby();
    await vi.waitFor(() => expect(lists()).toEqual(['US/USD']));
  });
});
