import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { auth, json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders, testBrand } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

const brand = { ...testBrand, loginTabs: ['email', 'phone'] as ('email' | 'phone')[] };
const sent = { success: true, codeLength: 6, resendIntervalMs: 10_000, expiresInMs: 600_000 };

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderForgot(route = '/forgot-password') {
  return renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, brand },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('forgot password (000 §2, §5, §8)', () => {
  it('by phone: SEND_CONFIRMATION → CONFIRM (6 digits) → CREATE_PASSWORD → /profile', async () => {
    const user = setupUser();
    const calls = stubApi({
      'POST /restore-pass-phone': () => json(sent),
      'POST /auth/public/v2/reset-password/check': () => json({ success: true }),
      'POST /player/reset-password': () => json(auth()),
    });
    renderForgot();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12345');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '6');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Create a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'new-secret-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-2025');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The passwords must be the same.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/player/reset-password')).toBe(false);
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByText('at /profile')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/restore-pass-phone')?.body).toEqual({
      brandId: 'demo',
      phone: '2025550123',
      phoneCode: '+1',
    });
    expect(calls.find((c) => c.path === '/auth/public/v2/reset-password/check')?.body).toEqual({
      brandId: 'demo',
      login: '12025550123',
      token: '123456',
    });
    expect(calls.find((c) => c.path === '/player/reset-password')?.body).toMatchObject({
      login: '12025550123',
      token: '123456',
      password: 'new-secret-2026',
      repeatPassword: 'new-secret-2026',
    });
    expect(session.get().isLogged).toBe(true);
  });

  it('shows a wrong code as a field error, and Back returns to SEND_CONFIRMATION', async () => {
    const user = setupUser();
    stubApi({
      'POST /restore-pass-phone': () => json(sent),
      'POST /auth/public/v2/reset-password/check': () =>
        json(
          {
            error: 'error.password.reset.token.invalid',
            message: 'x',
            fieldErrors: { token: 'error.password.reset.token.invalid' },
          },
          400,
        ),
    });
    renderForgot();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This reset link or code is not valid any more.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('by e-mail: remembers the login for the link and shows CHECK_EMAIL', async () => {
    const user = setupUser();
    const calls = stubApi({ 'POST /auth/password/reset/request': () => json({ success: true }) });
    renderForgot();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/auth/password/reset/request');
    expect(call?.search).toBe('?channel=email');
    expect(call?.body).toEqual({ brandId: 'demo', email: 'ann@example.com' });
    expect(localStorage.getItem('forgotPassword.login')).toBe('ann@example.com');
  });

  it('link mode opens on CREATE_PASSWORD with the login from local storage, without Back', async () => {
    const user = setupUser();
    localStorage.setItem('forgotPassword.login', 'ann@example.com');
    const calls = stubApi({ 'POST /player/reset-password': () => json(auth()) });
    renderForgot('/forgot-password?token=link-token-1');
    expect(screen.getByRole('heading', { name: 'Create a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'new-secret-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('at /profile')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ login: 'ann@example.com', token: 'link-token-1' });
  });

  it("shows 'use the previous browser' on the repeat password when the login is unknown (302)", async () => {
    const user = setupUser();
    const calls = stubApi({
      'POST /player/reset-password': () =>
        json({ error: 'error.use-previous-browser', message: 'Filed login required' }, 302),
    });
    renderForgot('/forgot-password?token=link-token-1');
    await user.type(screen.getByLabelText('New password'), 'new-secret-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Please finish in the browser where you started.')).toBeInTheDocument();
    expect(calls[0]?.body).not.toHaveProperty('login');
    expect(session.get().isLogged).toBe(false);
  });
});
