import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../shared/session/index.ts';
import { json, stubApi } from '../../test/api-stub.ts';
import { renderWithProviders, testBrand } from '../../test/render.tsx';
import { Header } from '../Header.tsx';
import { BottomNav } from './BottomNav.tsx';

// The header and the phone's bottom bar (ADR 030). jsdom applies no CSS, so both the desktop and
// the phone parts are present here; the journeys (e2e/layout.spec.ts) check what shows at which width.

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const withAll = { ...testBrand, features: { ...testBrand.features, sports: true, tournaments: true } };

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const bar = () =>
  screen
    .getAllByRole('navigation', { name: 'Main' })
    .find((n) => n.tagName === 'NAV' && !n.closest('header'));

describe('header and bottom bar', () => {
  it('a guest: the sections in the header, Log in and Register, and a bar of four links and Menu', async () => {
    renderWithProviders(
      <>
        <Header />
        <BottomNav />
      </>,
      { brand: withAll },
    );
    const banner = screen.getByRole('banner');
    expect(
      within(within(banner).getByRole('navigation'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Lobby', 'Games', 'Providers', 'Sports', 'Promotions', 'Tournaments']);
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const links = within(bar() as HTMLElement).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Lobby', '/'],
      ['Games', '/games'],
      ['Search', '/?search'],
      ['Promotions', '/promotions'],
    ]);

    // The menu is a dialog with what the bar leaves out; Escape gives focus back to Menu.
    const user = userEvent.setup();
    const menuButton = within(bar() as HTMLElement).getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Providers', 'Sports', 'Tournaments', 'Log in', 'Register']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(menuButton).toHaveFocus());
  });

  it("shows the brand's logo as the home link, named by the brand; without one, the name", () => {
    const { unmount } = renderWithProviders(<Header />, {
      brand: { ...testBrand, name: 'Spielbank Nord', logo: '/brands/brand-b.svg' },
    });
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Spielbank Nord' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Spielbank Nord' })).toHaveAttribute(
      'src',
      '/brands/brand-b.svg',
    );
    unmount();
    renderWithProviders(<Header />, { brand: { ...testBrand, logo: undefined } });
    const named = within(screen.getByRole('banner')).getByRole('link', { name: testBrand.name });
    expect(named).toHaveTextContent(testBrand.name);
    expect(within(named).queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves out Sports and Tournaments where the brand has neither', () => {
    renderWithProviders(<Header />);
    const nav = within(screen.getByRole('banner')).getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Tournaments' })).not.toBeInTheDocument();
  });

  it('a player: Favourites in the bar; the desktop menu has the account, game lists, withdraw, history, safer gambling and logout', async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    stubApi({
      [`GET /balance/v2/${UUID}`]: () =>
        json({
          currency: 'USD',
          wallets: [],
          balances: [
            {
              currency: 'USD',
              ...Object.fromEntries(
                ['real', 'withdrawable', 'bonus', 'total'].map((k) => [
                  k,
                  { amount: 0, currency: 'USD', displayAmount: '0.00' },
                ]),
              ),
            },
          ],
        }),
    });
    renderWithProviders(
      <>
        <Header />
        <BottomNav />
      </>,
    );
    expect(within(bar() as HTMLElement).getByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');

    const user = userEvent.setup();
    const menuButton = await within(banner).findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const menu = within(banner).getByRole('group', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['My account', '/profile'],
      ['Favourites', '/favorites'],
      ['Recently played', '/games/last-played'],
      ['History', '/profile/history'],
      ['Safer gambling', '/profile/safer-gambling'],
    ]);
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Withdraw', 'Log out']);
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(banner).queryByRole('group', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    // Withdraw closes the menu and opens the withdrawal modal.
    await user.click(menuButton);
    await user.click(within(banner).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(banner).queryByRole('group', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
