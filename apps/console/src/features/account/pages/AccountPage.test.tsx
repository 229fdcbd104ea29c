import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';

const SESSIONS = {
  sessions: [
    {
      id: 's1',
      createdAt: '2026-11-27T09:00:00.000Z',
      lastSeenAt: '2026-11-27T10:00:00.000Z',
      expiresAt: '2026-11-27T21:00:00.000Z',
      ip: '203.0.113.7',
      userAgent: 'Firefox',
      current: true,
    },
    {
      id: 's2',
      createdAt: '2026-11-26T09:00:00.000Z',
      lastSeenAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-11-26T21:00:00.000Z',
      ip: '198.51.100.2',
      userAgent: null,
      current: false,
    },
  ],
};
const CODES = Array.from({ length: 10 }, (_, i) => `new0-code-abcd-ef${String(i).padStart(2, '0')}`);

describe('my account', () => {
  it('lists my sessions and signs out of every one', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorMySessions: () => SESSIONS,
      operatorSignOutEverywhere: () => ({ ok: true }),
    });
    renderConsole('/account', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your open sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('(this session)');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Unknown');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(calls.map((c) => c.id)).toContain('operatorSignOutEverywhere');
  });

  it('changes the password, and puts a wrong current password on its field', async () => {
    const user = userEvent.setup();
    let answer: unknown = refusal(400, 'error.validation', 'Invalid currentPassword', {
      currentPassword: 'error.password.wrong',
    });
    const calls = stubApi({ operatorMySessions: () => SESSIONS, operatorChangePassword: () => answer });
    renderConsole('/account', ADMIN);
    await user.type(await screen.findByLabelText('Current password'), 'not it');
    await user.type(screen.getByLabelText('New password'), 'brand new secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is not correct.',
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    answer = { ok: true };
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'the old one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password is changed. Your other sessions have ended.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.id === 'operatorChangePassword').at(-1)?.body).toEqual({
      currentPassword: 'the old one',
      newPassword: 'brand new secret',
    });
  });

  it('makes new recovery codes with an authenticator code and shows them once', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorMySessions: () => SESSIONS,
      operatorRecoveryCodes: () => ({ recoveryCodes: CODES }),
    });
    renderConsole('/account', { ...ADMIN, recoveryCodesLeft: 3 });
    expect(await screen.findByText(/3 of your recovery codes are left/)).toBeInTheDocument();
    const recovery = screen.getByRole('region', { name: 'Recovery codes' });
    await user.type(within(recovery).getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(calls.find((c) => c.id === 'operatorRecoveryCodes')?.body).toEqual({ totpCode: '123456' });
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recovery codes' })).toHaveFocus();
  });
});
