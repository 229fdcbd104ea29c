import type { LoyaltyProgress } from '@croupier/contract/loyalty';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, addAnalyticsSink } from '../../../shared/analytics/index.ts';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoyaltyPage } from './LoyaltyPage.tsx';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const PROGRESS: LoyaltyProgress = {
  points: 1500,
  level: 'silver',
  rows: [
    { level: 'bronze', name: 'Bronze', threshold: 0, reached: true, current: false, percent: 100 },
    { level: 'silver', name: 'Silver', threshold: 1000, reached: true, current: true, percent: 100 },
    { level: 'gold', name: 'Gold', threshold: 5000, reached: false, current: false, percent: 30 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('loyalty progress (001 §2, §7; 000 §9)', () => {
  it("shows the player's points, level and the way to each level, and tracks the loyalty event", async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((e) => events.push(e));
    const calls = stubApi({ 'GET /loyalty-api/public/progress': () => json(PROGRESS) });
    renderWithProviders(<LoyaltyPage />, { route: '/profile/loyalty' });
    expect(await screen.findByText('1,500 loyalty points')).toBeInTheDocument();
    expect(screen.getByText('Level: Silver')).toBeInTheDocument();
    expect(screen.getByText('3,500 points to go')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Gold: 5,000 points' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(new URLSearchParams(calls[0]?.search).get('playerId')).toBe(UUID);
    expect(events.filter((e) => e.event === 'loyalty')).toHaveLength(1);
    stop();
  });
});
