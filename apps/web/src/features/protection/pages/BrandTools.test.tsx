import type { PlayerLimits } from '@croupier/contract/protection';
import type { BrandProtection } from '@croupier/contract/protection-brand';
import type { SessionSummary } from '@croupier/contract/protection-session';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders, testBrand } from '../../../test/render.tsx';
import { SaferGamblingPage } from './SaferGamblingPage.tsx';

vi.mock('../../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastSuccess: () => {},
  toastError: () => {},
  toastInfo: () => {},
  toastWarning: () => {},
  toastApiError: () => {},
}));

/** The safer-gambling page as the brand's protection settings shape it (docs/decisions/046). */

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const summary: SessionSummary = {
  now: '2026-11-27T10:20:00.000Z',
  startedAt: '2026-11-27T10:00:00.000Z',
  previousLoginAt: null,
  currency: 'USD',
  wagered: 0,
  won: 0,
  net: 0,
  realityCheck: { intervalSeconds: null, nextCheckAt: null, choices: [600], mayBeOff: false },
  dailyLimit: null,
  endsAt: null,
  invitation: null,
};
const limits = (list: PlayerLimits['limits'] = [], coolingOffHours = 24): PlayerLimits => ({
  currency: 'USD',
  limits: list,
  coolingOffHours,
});
const depositDay: PlayerLimits['limits'][number] = {
  kind: 'DEPOSIT',
  period: 'DAY',
  amount: 50,
  used: 0,
  left: 50,
  freesAt: null,
  setBy: 'PLAYER',
  pending: null,
};

function renderPage(protection: BrandProtection, answer: PlayerLimits) {
  stubApi({
    'GET /player-protection/limits': () => json(answer),
    'GET /player-protection/session': () => json(summary),
  });
  renderWithProviders(<SaferGamblingPage />, { brand: { ...testBrand, protection } });
}

const heading = (name: string) => screen.queryByRole('heading', { name, level: 2 });
const region = (name: string) => screen.queryByRole('region', { name });

describe("safer gambling: the brand's tools", () => {
  it('hides the tools that are off, but keeps a limit the player already has', async () => {
    renderPage(
      { tools: ['LOSS', 'SESSION_LIMIT', 'SELF_EXCLUSION'], coolingOffHours: 48 },
      limits([depositDay], 48),
    );
    expect(await screen.findByRole('region', { name: 'Losses over 24 hours' })).toBeInTheDocument();
    expect(await screen.findByText(/Raising a limit or removing it waits 48 hours/)).toBeInTheDocument();
    // Deposit limits are off: only the one the player has, to lower or remove.
    expect(heading('Deposit limits')).toBeInTheDocument();
    expect(region('Deposits over 24 hours')).toBeInTheDocument();
    expect(region('Deposits over 7 days')).not.toBeInTheDocument();
    expect(heading('Wager limits')).not.toBeInTheDocument();
    // Reality checks and the time-out are off; the daily time limit follows the brand's cooling-off.
    expect(await screen.findByRole('heading', { name: 'Daily time limit' })).toBeInTheDocument();
    expect(screen.getByText(/raising or removing it waits 48 hours/)).toBeInTheDocument();
    expect(heading('Reality checks')).not.toBeInTheDocument();
    expect(region('Take a break')).not.toBeInTheDocument();
    expect(region('Self-exclusion')).toBeInTheDocument();
  });

  it('shows every tool for a brand that sets none', async () => {
    renderPage({}, limits());
    expect(await screen.findByRole('region', { name: 'Wagers over 30 days' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reality checks' })).toBeInTheDocument();
    expect(screen.getByText(/Raising a limit or removing it waits 24 hours/)).toBeInTheDocument();
    expect(region('Take a break')).toBeInTheDocument();
    expect(region('Self-exclusion')).toBeInTheDocument();
  });
});

describe("safer gambling: the brand's periods", () => {
  it('offers only the windows and lengths the brand lists', async () => {
    renderPage(
      {
        limitPeriods: ['WEEK', 'MONTH'],
        timeOutPeriods: ['WEEK'],
        selfExclusionPeriods: ['YEAR', 'PERMANENT'],
      },
      limits(),
    );
    expect(await screen.findByRole('region', { name: 'Deposits over 7 days' })).toBeInTheDocument();
    expect(region('Deposits over 30 days')).toBeInTheDocument();
    expect(region('Deposits over 24 hours')).not.toBeInTheDocument();
    expect(region('Losses over 24 hours')).not.toBeInTheDocument();
    const radios = (name: string) =>
      within(region(name)!)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent);
    expect(radios('Take a break')).toEqual(['7 days']);
    expect(radios('Self-exclusion')).toEqual(['1 year', 'Permanently']);
  });
});
