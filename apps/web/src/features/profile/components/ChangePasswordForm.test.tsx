import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCommonPasswords } from '../../../shared/forms/common-passwords.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { profile } from '../../../test/profile.ts';
import { renderWithProviders, testBrand } from '../../../test/render.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

// The list of common passwords is a large module of its own: load it once, before the forms need it.
beforeAll(() => loadCommonPasswords(), 60_000);
afterEach(() => vi.unstubAllGlobals());

const brand = {
  ...testBrand,
  fieldRules: {
    password: [
      { type: 'required' as const },
      { type: 'minLength' as const, value: 8, message: 'auth.errors.password-min-length' },
      { type: 'maxLength' as const, value: 128, message: 'auth.errors.password-max-length' },
    ],
  },
};

describe('change password (000 §5, §8)', () => {
  it('checks the rules on the page, then shows the server field error on the old password', async () => {
    const calls = stubApi({
      'POST /auth/credentials/password': () =>
        json(
          {
            error: 'error.password.wrong',
            message: 'wrong',
            fieldErrors: { oldPassword: 'error.password.wrong' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <StrictMode>
        <ChangePasswordForm profile={profile} />
      </StrictMode>,
      { brand },
    );
    await user.type(screen.getByLabelText('Current password'), 'Not-My-Password-1');
    await user.type(screen.getByLabelText('New password'), 'Brand-New-Secret-77');
    await user.type(screen.getByLabelText('Repeat new password'), 'Other-Secret-77');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords must be the same.')).toBeVisible();
    expect(calls).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('Repeat new password'), {
      target: { value: 'Brand-New-Secret-77' },
    });
    await waitFor(() => expect(screen.queryByText('The passwords must be the same.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeVisible();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      oldPassword: 'Not-My-Password-1',
      password: 'Brand-New-Secret-77',
      repeatPassword: 'Brand-New-Secret-77',
    });
  });
});

describe('common passwords (OWASP ASVS 5 V6.2.4)', () => {
  it('says a common password is too common, once the list has loaded, and sends nothing', async () => {
    const calls = stubApi({ 'POST /auth/credentials/password': () => json({}) });
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm profile={profile} />, { brand });
    await user.type(screen.getByLabelText('Current password'), 'Not-My-Password-1');
    await user.type(screen.getByLabelText('New password'), '12345678');
    await user.type(screen.getByLabelText('Repeat new password'), '12345678');
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(
        screen.getByText('This password is too common or has appeared in a data breach. Choose another.'),
      ).toBeVisible();
    });
    expect(calls).toHaveLength(0);
  });
});
