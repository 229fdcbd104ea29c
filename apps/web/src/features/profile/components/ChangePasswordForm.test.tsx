import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders, testBrand } from '../../../test/render.tsx';
import { profile } from '../model/test-profile.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

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
