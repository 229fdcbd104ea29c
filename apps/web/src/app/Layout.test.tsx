import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyLoggedOut } from '../shared/api/index.ts';
import { session } from '../shared/session/index.ts';
import { renderWithProviders } from '../test/render.tsx';
import { Layout } from './Layout.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ error: 'error.not.found', message: 'no' }, 404)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('logout', () => {
  it('forgets every query that holds the player, and keeps the public catalogue', async () => {
    const uuid = 'p-1';
    const { queryClient } = renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>,
    );
    await screen.findByText('page');
    const playerKeys = [
      ['profile', uuid],
      ['verification', uuid, 'kyc'],
      ['balance', uuid],
      ['wallet', uuid, 'wager'],
      ['payments', uuid, 'limits'],
      ['bets', uuid, 'list', {}],
      ['favorites', 'ids', uuid],
      ['games', 'recent', uuid],
    ];
    for (const key of playerKeys) queryClient.setQueryData(key, { some: 'data' });
    queryClient.setQueryData(['games', 'categories'], []);

    act(() => notifyLoggedOut());

    for (const key of playerKeys) expect(queryClient.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    expect(queryClient.getQueryData(['games', 'categories'])).toEqual([]);
  });
});

describe('the first render', () => {
  it('draws the header and the page first, and the footer in a task of its own', async () => {
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
