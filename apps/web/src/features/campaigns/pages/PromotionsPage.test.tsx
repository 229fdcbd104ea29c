import type { Campaign } from '@croupier/contract/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, addAnalyticsSink } from '../../../shared/analytics/index.ts';
import { session } from '../../../shared/session/index.ts';
import { json, type StubCall, stubApi } from '../../../test/api-stub.ts';
import { CurrentLocation, renderWithProviders } from '../../../test/render.tsx';
import { PromotionsPage } from './PromotionsPage.tsx';

const toasts = vi.hoisted(() => ({ list: [] as [string, ...string[]][] }));
vi.mock('../../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastSuccess: (text: string) => toasts.list.push(['success', text]),
  toastError: (...args: string[]) => toasts.list.push(['error', ...args]),
  toastInfo: (text: string) => toasts.list.push(['info', text]),
  toastWarning: (text: string) => toasts.list.push(['warning', text]),
  toastApiError: () => undefined,
}));

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function campaign(n: number, title: string, over: Partial<Campaign> = {}): Campaign {
  return {
    CampainUUID: id(n),
    type: { key: 'casino-bonuses' },
    visibility: 'all',
    whiteListCountries: [],
    whiteListCurrencies: [],
    blackListCountries: [],
    buttonLink: null,
    optIn: true,
    playerStatus: 'VIEW',
    startDate: null,
    endDate: null,
    state: 'ACTIVE',
    trigger: 'deposit',
    group: null,
    levels: 1,
    level: 0,
    title,
    description: `${title} description`,
    image: null,
    terms: '',
    ...over,
  };
}

/** The platform: the player's list (kept, so an opt-in comes back opted in) and the opt calls. */
function platform(initial: Campaign[], failOptIn = false) {
  let list = [...initial];
  const set = (cid: string, playerStatus: Campaign['playerStatus']) => {
    list = list.map((c) => (c.CampainUUID === cid ? { ...c, playerStatus } : c));
    return json(list.find((c) => c.CampainUUID === cid));
  };
  const handlers: Record<string, (call: StubCall) => Response> = {
    [`GET /campaign/eligible/${UUID}`]: () => json({ content: list }),
    'GET /campaign/public/demo': () => json({ content: list.filter((c) => c.visibility !== 'authorised') }),
  };
  for (const c of initial) {
    handlers[`PUT /campaign-player-state/${c.CampainUUID}/optin/${UUID}`] = () =>
      failOptIn ? json({ error: 'error.campaign.state', message: 'no' }, 409) : set(c.CampainUUID, 'OPT_IN');
    handlers[`PUT /player/campaign/${c.CampainUUID}/optout/${UUID}`] = () => set(c.CampainUUID, 'VIEW');
  }
  return stubApi(handlers);
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/promotions" element={<PromotionsPage />} />
        <Route path="/promotions/type/:category" element={<PromotionsPage />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
}

const card = (title: string) => screen.findByRole('article', { name: title });
const listCalls = (calls: StubCall[]) => calls.filter((c) => c.path.startsWith('/campaign/eligible')).length;

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  toasts.list.length = 0;
});

describe('promotions (001 §2, §4, §8)', () => {
  it('shows a category, opts in from VIEW, follows a /deposit link tracked as from a promotion, and reloads', async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    const calls = platform([
      campaign(1, 'Reload', { buttonLink: '/deposit' }),
      campaign(2, 'Sports', { type: { key: 'sport-bonuses' } }),
    ]);
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((e) => events.push(e));
    renderPage('/promotions/type/casino-bonuses');

    const reload = await card('Reload');
    expect(screen.queryByRole('article', { name: 'Sports' })).not.toBeInTheDocument();
    expect(reload).toHaveTextContent('Open');
    const before = listCalls(calls);
    await userEvent.click(within(reload).getByRole('button', { name: 'Opt in' }));
    await screen.findByText('at /deposit');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ deviceType: 'DESKTOP' });
    expect(toasts.list).toEqual([['success', 'Done: your promotions are updated.']]);
    expect(events.filter((e) => e.event === 'deposit_from_promotion').map((e) => e.props)).toEqual([
      { source: 'promotion', campaign: id(1) },
    ]);
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    stop();
  });

  it('opts out an opted-in player and, without a link, goes to the rewards to activate', async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    const calls = platform([campaign(1, 'Reload', { playerStatus: 'OPT_IN' })]);
    renderPage('/promotions');
    const reload = await card('Reload');
    await userEvent.click(within(reload).getByRole('button', { name: 'Opt out' }));
    await screen.findByText('at /profile/rewards');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/player/campaign/${id(1)}/optout/${UUID}`,
    ]);
  });

  it('says middleware.undefined when the opt-in fails, and stays', async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    platform([campaign(1, 'Reload', { buttonLink: '/deposit' })], true);
    renderPage('/promotions');
    await userEvent.click(within(await card('Reload')).getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(toasts.list).toEqual([['error', 'Something went wrong. Please try again.']]));
    expect(screen.getByText('at /promotions')).toBeInTheDocument();
  });

  it("sends a guest to registration with the campaign, using the brand's public list", async () => {
    const calls = platform([campaign(3, 'Sign-up bonus', { visibility: 'guest' })]);
    renderPage('/promotions');
    await userEvent.click(within(await card('Sign-up bonus')).getByRole('button', { name: 'Opt in' }));
    await screen.findByText(`at /registration?campaignUuid=${id(3)}`);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /campaign/public/demo']);
    // The guest's market (the brand's default) goes with it: country and currency lists apply (001 §6).
    const query = new URLSearchParams(calls[0]?.search);
    expect([query.get('country'), query.get('currency')]).toEqual(['US', 'USD']);
  });
});
