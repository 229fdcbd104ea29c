import keys from '@croupier/contract/locales/en.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandContext } from '../shared/brand/index.ts';
import { createI18n } from '../shared/i18n/index.ts';
import { session } from '../shared/session/index.ts';
import { ModalStackProvider } from '../shared/ui/modal/ModalStack.tsx';
import { testBrand } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input, 'http://localhost');
      if (pathname === '/api/pages/about-us')
        return json({ slug: 'about-us', title: 'About us', body: 'One.\n\nTwo.' });
      if (pathname === '/api/games/categories') return json([]);
      if (pathname === '/api/games/default')
        return json({ content: [], page: 0, size: 30, totalElements: 0, totalPages: 0 });
      return json({ error: 'error.not.found', message: 'no' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={createI18n('en', keys as Record<string, string>)}>
        <BrandContext.Provider value={testBrand}>
          <ModalStackProvider>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
            </MemoryRouter>
          </ModalStackProvider>
        </BrandContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('app shell and routes', () => {
  it('renders the header, footer links and the lobby at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Lobby', level: 1 })).toBeInTheDocument();
    // The header's sections (the phone's bottom bar, also named Main, is shown by CSS below lg).
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/games');
    expect(within(nav).getByRole('link', { name: 'Providers' })).toHaveAttribute('href', '/providers');
    expect(screen.getByRole('link', { name: 'Demo Casino' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
    const footer = await screen.findByRole('navigation', { name: 'About the site' });
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
  });

  it('renders a static page from GET /pages/{slug}', async () => {
    renderAt('/about-us');
    expect(await screen.findByRole('heading', { name: 'About us', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
  });

  it('shows the logged-in player their account and a log-out button instead of log in and register', async () => {
    session.start({ token: 't', uuid: 'p-1', logged: true });
    renderAt('/about-us');
    expect(await screen.findByRole('heading', { name: 'About us', level: 1 })).toBeInTheDocument();
    // Both in the header's menu (ADR 030).
    const banner = screen.getByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Menu' }));
    expect(within(banner).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('sends a logged-in visitor from /registration to the root', async () => {
    session.start({ token: 't', uuid: 'p-1', logged: true });
    renderAt('/registration');
    expect(await screen.findByRole('heading', { name: 'Lobby', level: 1 })).toBeInTheDocument();
  });

  it('/game without a slug is the game page with no game chosen, leading to the games (000 §2)', async () => {
    renderAt('/game');
    expect(
      await screen.findByRole('heading', { name: 'No game chosen', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the games' })).toHaveAttribute('href', '/games');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/games/public'),
    );
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
