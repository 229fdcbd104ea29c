import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { BreakCard } from './BreakCard.tsx';

const logout = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../shared/session/logout.ts', () => ({ logout }));

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  logout.mockClear();
});

const TAKEN = {
  kind: 'TIME_OUT',
  period: 'DAY',
  startsAt: '2030-01-01T00:00:00.000Z',
  endsAt: '2030-01-02T00:00:00.000Z',
};

describe('take a break', () => {
  it('asks how long, says what happens, confirms in a dialog, then takes it and logs out', async () => {
    const user = setupUser();
    const calls = stubApi({ 'POST /player-protection/breaks': () => json(TAKEN) });
    renderWithProviders(<BreakCard kind="TIME_OUT" />);
    const card = within(screen.getByRole('region', { name: 'Take a break' }));
    await user.click(card.getByRole('button', { name: 'Take a break' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Choose how long.');

    await user.click(card.getByRole('radio', { name: '24 hours' }));
    const effects = card.getAllByRole('listitem').map((li) => li.textContent);
    expect(effects).toEqual([
      expect.stringContaining('logged out at once'),
      expect.stringMatching(/^You cannot log in until .+\.$/),
      expect.stringContaining('no marketing'),
      expect.stringContaining('bonuses are forfeited'),
      expect.stringContaining('Withdrawals you have already requested go on'),
      expect.stringContaining('cannot be shortened or lifted'),
    ]);

    await user.click(card.getByRole('button', { name: 'Take a break' }));
    let dialog = await screen.findByRole('dialog', { name: /^Take a break until .+\?$/ });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Take a break' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Yes, take a break until / }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(calls.map((c) => c.body)).toEqual([{ kind: 'TIME_OUT', period: 'DAY' }]);
  });
});

describe('self-exclusion', () => {
  it('offers 6 months to permanently; permanent says it never reopens', async () => {
    const user = setupUser();
    const calls = stubApi({
      'POST /player-protection/breaks': () =>
        json({ ...TAKEN, kind: 'SELF_EXCLUSION', period: 'PERMANENT', endsAt: null }),
    });
    renderWithProviders(<BreakCard kind="SELF_EXCLUSION" />);
    const card = within(screen.getByRole('region', { name: 'Self-exclusion' }));
    expect(card.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'SIX_MONTHS',
      'YEAR',
      'FIVE_YEARS',
      'PERMANENT',
    ]);
    await user.click(card.getByRole('radio', { name: '1 year' }));
    expect(card.getByText(/reopens 24 hours after you ask/)).toBeInTheDocument();
    await user.click(card.getByRole('radio', { name: 'Permanently' }));
    expect(card.getByText(/closed for good/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude permanently?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, self-exclude permanently' }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(calls.map((c) => c.body)).toEqual([{ kind: 'SELF_EXCLUSION', period: 'PERMANENT' }]);
  });
});
