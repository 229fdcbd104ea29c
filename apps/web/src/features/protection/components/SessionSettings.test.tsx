import type { SessionSummary, ActivityStatement as Statement } from '@croupier/contract/protection-session';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { ActivityStatement } from './ActivityStatement.tsx';
import { SessionSettings } from './SessionSettings.tsx';

vi.mock('../../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastSuccess: () => {},
  toastError: () => {},
  toastInfo: () => {},
  toastWarning: () => {},
  toastApiError: () => {},
}));

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const summary = (over: Partial<SessionSummary> = {}): SessionSummary => ({
  now: '2026-11-27T10:20:00.000Z',
  startedAt: '2026-11-27T10:00:00.000Z',
  previousLoginAt: null,
  currency: 'USD',
  wagered: 0,
  won: 0,
  net: 0,
  realityCheck: {
    intervalSeconds: 3600,
    nextCheckAt: '2026-11-27T11:00:00.000Z',
    choices: [600, 1200, 1800, 3600],
    mayBeOff: true,
  },
  dailyLimit: null,
  endsAt: null,
  invitation: null,
  ...over,
});

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('session settings', () => {
  it('chooses the reality-check interval among those offered, off where the brand allows', async () => {
    const calls = stubApi({
      'GET /player-protection/session': () => json(summary()),
      'PUT /player-protection/session/reality-check': (c) =>
        json(
          summary({
            realityCheck: { ...summary().realityCheck, intervalSeconds: c.body?.intervalSeconds as number },
          }),
        ),
    });
    const user = setupUser();
    renderWithProviders(<SessionSettings uuid={UUID} />);
    const select = await screen.findByRole('combobox', { name: 'Show a reality check' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every 10 minutes', 'Every 20 minutes', 'Every 30 minutes', 'Every 60 minutes', 'Never']);
    expect(select).toHaveValue('3600');
    await user.selectOptions(select, 'Every 20 minutes');
    await user.click(screen.getByRole('button', { name: 'Save interval' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ intervalSeconds: 1200 }),
    );
  });

  it('sets a daily time limit in whole minutes and shows a raise waiting with Confirm once due', async () => {
    const calls = stubApi({
      'GET /player-protection/session': () => json(summary()),
      'PUT /player-protection/session/limit': () =>
        json(
          summary({
            dailyLimit: {
              minutes: 30,
              usedMinutes: 20,
              pending: { minutes: 60, effectiveAt: '2026-11-28T10:20:00.000Z', confirmable: true },
            },
            endsAt: '2026-11-27T10:30:00.000Z',
          }),
        ),
    });
    const user = setupUser();
    renderWithProviders(<SessionSettings uuid={UUID} />);
    expect(await screen.findByText('No daily time limit set.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Minutes per 24 hours' });
    await user.type(field, '2');
    await user.click(screen.getByRole('button', { name: 'Set time limit' }));
    expect(await screen.findByText('Enter whole minutes from 5 to 1440.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Set time limit' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ minutes: 30 }));
    expect(await screen.findByText(/Waiting: a raise to 60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm time limit change' })).toBeInTheDocument();
    expect(screen.getByText('20 minutes')).toBeInTheDocument();
  });
});

describe('activity statement', () => {
  it('lists each month and the total', async () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      deposits: i === 10 ? 75.5 : 0,
      withdrawals: i === 10 ? 10 : 0,
      net: i === 10 ? 65.5 : 0,
    }));
    const statement: Statement = {
      currency: 'USD',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-11-27T10:00:00.000Z',
      months,
      total: { deposits: 75.5, withdrawals: 10, net: 65.5 },
    };
    stubApi({ 'GET /player-protection/statement': () => json(statement) });
    renderWithProviders(<ActivityStatement uuid={UUID} />);
    const row = await screen.findByRole('row', { name: /November 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$75.50', '$10.00', '$65.50']);
    expect(screen.getAllByRole('row')).toHaveLength(14);
    const total = screen.getByRole('row', { name: /Last 12 months/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$75.50', '$10.00', '$65.50']);
  });
});
