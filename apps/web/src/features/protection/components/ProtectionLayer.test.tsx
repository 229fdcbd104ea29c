import type { SessionSummary } from '@croupier/contract/protection-session';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../shared/format.ts';
import { usePlayPaused } from '../../../shared/protection/play-pause.ts';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { advanceClock, settleUntil, useFakeClock } from '../../../test/clock.ts';
import { CurrentLocation, renderWithProviders } from '../../../test/render.tsx';
import ProtectionLayer from './ProtectionLayer.tsx';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const START = Date.parse('2026-11-27T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function summary(over: Partial<SessionSummary> = {}, at = Date.now()): SessionSummary {
  return {
    now: iso(at),
    startedAt: iso(START),
    previousLoginAt: null,
    currency: 'USD',
    wagered: 12.5,
    won: 20,
    net: 7.5,
    realityCheck: {
      intervalSeconds: 600,
      nextCheckAt: iso(START + 600_000 * (Math.floor((at - START) / 600_000) + 1)),
      choices: [600, 1200, 1800, 3600],
      mayBeOff: false,
    },
    dailyLimit: null,
    endsAt: null,
    invitation: null,
    ...over,
  };
}

function Paused() {
  return <p>{usePlayPaused() ? 'game paused' : 'game running'}</p>;
}

const SESSION = 'GET /player-protection/session';

beforeEach(() => {
  useFakeClock();
  vi.setSystemTime(START + 60_000);
  session.start({ token: 't', uuid: UUID, logged: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
  sessionStorage.clear();
});

const render = (route = '/') =>
  renderWithProviders(
    <>
      <ProtectionLayer uuid={UUID} />
      <Paused />
      <CurrentLocation />
    </>,
    { route },
  );

describe('reality check', () => {
  it('comes at the interval over a paused game with the server figures; Continue resumes and waits for the next', async () => {
    const calls = stubApi({ [SESSION]: () => json(summary()) });
    render();
    await settleUntil(() => calls.length === 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advanceClock(9 * 60_000 - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advanceClock(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull(), { timeout: 5000 });
    const dialog = within(screen.getByRole('dialog', { name: 'Reality check' }));
    expect(dialog.getByText('You have been playing for 0 h 10 min in this session.')).toBeInTheDocument();
    const figures = dialog
      .getAllByRole('definition')
      .map((d) => [d.previousElementSibling?.textContent, d.textContent]);
    expect(figures).toEqual([
      ['Wagered', '$12.50'],
      ['Won', '$20.00'],
      ['Net position', '$7.50'],
    ]);
    expect(screen.getByText('game paused')).toBeInTheDocument();
    // Not to be waved away: no close button, Escape does nothing.
    expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue playing' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('game running')).toBeInTheDocument();
    const reads = calls.length;
    await advanceClock(10 * 60_000);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(reads);
  });

  it('Open history leaves for the history; Log out ends the session', async () => {
    const calls = stubApi({
      [SESSION]: () => json(summary()),
      'POST /auth/logout': () => json({}),
    });
    render();
    await settleUntil(() => calls.length === 1);
    await advanceClock(9 * 60_000);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open history' }));
    await settleUntil(() => screen.queryByText('at /profile/history') !== null);
    expect(screen.getByText('game running')).toBeInTheDocument();
    await advanceClock(10 * 60_000);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(session.get().isLogged).toBe(false), { timeout: 5000 });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
  });
});

describe('session notices', () => {
  it('shows the previous login once per login, as a status', async () => {
    const previous = iso(START - 86_400_000);
    const calls = stubApi({ [SESSION]: () => json(summary({ previousLoginAt: previous })) });
    const first = render();
    await settleUntil(() => calls.length === 1);
    await settleUntil(() => screen.queryByRole('status') !== null);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your previous login: ${formatDateTime(previous, 'en')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide previous login' }));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();
    render();
    await settleUntil(() => calls.length === 2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('invites to a deposit limit after registration; Not now declines it', async () => {
    const calls = stubApi({
      [SESSION]: () => json(summary({ invitation: 'REGISTRATION' })),
      'POST /player-protection/invitation/dismiss': () => json(summary({ invitation: 'FIRST_DEPOSIT' })),
    });
    render('/games');
    await settleUntil(() => screen.queryByRole('region') !== null);
    const card = within(screen.getByRole('region', { name: 'Would you like to set a deposit limit?' }));
    expect(card.getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute(
      'href',
      '/profile/safer-gambling',
    );
    fireEvent.click(card.getByRole('button', { name: 'Not now' }));
    await settleUntil(() => screen.queryByRole('region') === null);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ stage: 'REGISTRATION' });
  });

  it('asks once more on the deposit page before the first deposit', async () => {
    stubApi({ [SESSION]: () => json(summary({ invitation: 'FIRST_DEPOSIT' })) });
    render('/deposit');
    await settleUntil(() => screen.queryByRole('region') !== null);
    expect(
      screen.getByRole('heading', { name: 'Would you like to set a deposit limit?' }),
    ).toBeInTheDocument();
  });
});

describe('daily time limit', () => {
  it('at the end the server set, says why and logs out', async () => {
    const calls = stubApi({
      [SESSION]: () =>
        json(
          summary({
            realityCheck: { intervalSeconds: null, nextCheckAt: null, choices: [600], mayBeOff: true },
            dailyLimit: { minutes: 30, usedMinutes: 1, pending: null },
            endsAt: iso(START + 30 * 60_000),
          }),
        ),
      'POST /auth/logout': () => json({}),
    });
    render();
    await settleUntil(() => calls.length === 1);
    await act(() => vi.advanceTimersByTimeAsync(29 * 60_000 - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await advanceClock(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull(), { timeout: 5000 });
    const dialog = within(screen.getByRole('dialog', { name: 'Daily time limit reached' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('daily time limit of 30 minutes');
    await vi.waitFor(() => expect(session.get().isLogged).toBe(false), { timeout: 5000 });
  });
});
