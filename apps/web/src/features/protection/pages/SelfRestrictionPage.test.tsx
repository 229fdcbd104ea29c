import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { SelfRestrictionForm } from './SelfRestrictionPage.tsx';

const logout = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../shared/session/logout.ts', () => ({ logout }));

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  logout.mockClear();
});

describe('self-restriction form (001 §4, §5)', () => {
  it('requires a unit, 1 to 30 days for Days, and ends with logout', async () => {
    const user = setupUser();
    const calls = stubApi({
      [`PUT /profile/profiles/${UUID}/suspend`]: () =>
        json({ success: true, type: 'temporary', endDate: '2026-02-01T00:00:00Z' }),
    });
    renderWithProviders(<SelfRestrictionForm uuid={UUID} />);
    await user.click(screen.getByRole('button', { name: 'Restrict my account' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Days (1 to 30)' }), '31');
    await user.click(screen.getByRole('button', { name: 'Restrict my account' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 30.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Days (1 to 30)' }));
    await user.type(screen.getByRole('textbox', { name: 'Days (1 to 30)' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Taking a break');
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), ' Back after the exams. ');
    await user.click(screen.getByRole('button', { name: 'Restrict my account' }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
    // 001 §7: the suspend call carries the comment, beside the reason.
    expect(calls[0]?.body).toEqual({
      durationUnit: 'Days',
      durationAmount: 7,
      reason: 'Taking a break',
      comment: 'Back after the exams.',
      permanent: false,
    });
  });

  it('Forever needs no days and is sent as permanent', async () => {
    const user = setupUser();
    const calls = stubApi({
      [`PUT /profile/profiles/${UUID}/suspend`]: () =>
        json({ success: true, type: 'permanently', endDate: null }),
    });
    renderWithProviders(<SelfRestrictionForm uuid={UUID} />);
    await user.click(screen.getByRole('radio', { name: 'Forever' }));
    expect(screen.queryByRole('textbox', { name: 'Days (1 to 30)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restrict my account' }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toEqual({ durationUnit: 'Forever', permanent: true });
  });
});
