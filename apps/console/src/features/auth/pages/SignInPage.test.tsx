import { ApiError } from '@croupier/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, renderConsole } from '../../../test/render.tsx';
import { signInCalls } from '../api/sign-in.ts';

afterEach(() => vi.restoreAllMocks());

async function enterCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'ada@croupier.test');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the sign-in page', () => {
  it('asks for the e-mail and password first, and says what is missing', async () => {
    const user = userEvent.setup();
    const credentials = vi.spyOn(signInCalls, 'credentials');
    renderConsole('/sign-in', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(credentials).not.toHaveBeenCalled();
  });

  it('then asks for the second factor and opens the page the operator came for', async () => {
    const user = userEvent.setup();
    const credentials = vi.spyOn(signInCalls, 'credentials').mockResolvedValue();
    const secondFactor = vi.spyOn(signInCalls, 'secondFactor').mockResolvedValue(ADMIN);
    renderConsole('/withdrawals', null);
    await enterCredentials(user);
    expect(credentials).toHaveBeenCalledWith({ email: 'ada@croupier.test', password: 'correct horse' });

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(secondFactor).toHaveBeenCalledWith('123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Ada');
  });

  it("shows the platform's refusal and keeps the operator on the step", async () => {
    const user = userEvent.setup();
    vi.spyOn(signInCalls, 'credentials').mockResolvedValue();
    vi.spyOn(signInCalls, 'secondFactor').mockRejectedValue(
      new ApiError({ status: 401, code: 'error.access.unauthorized', message: 'That code is not valid.' }),
    );
    renderConsole('/sign-in', null);
    await enterCredentials(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid.');
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('says so while the platform has no operator sign-in', async () => {
    const user = userEvent.setup();
    renderConsole('/sign-in', null);
    await enterCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Operator sign-in is not available on this platform.',
    );
  });
});
