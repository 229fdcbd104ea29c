import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../shared/format.ts';
import { session } from '../../../shared/session/index.ts';
import { auth, json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders, testBrand } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { LoginPage } from './LoginPage.tsx';

const brand = {
  ...testBrand,
  loginTabs: ['email', 'phone', 'username'] as ('email' | 'phone' | 'username')[],
  phoneCodes: [
    { code: '+1', country: 'US' },
    { code: '+44', country: 'GB' },
  ],
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderLogin(route = '/login', history?: string[], configured = brand) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, brand: configured, ...(history && { history }) },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  sessionStorage.clear();
});

describe('login page (000 §2, §5, §8)', () => {
  it('shows the configured tabs, and the phone tab has the phone code and number', async () => {
    const user = setupUser();
    renderLogin();
    const tabs = within(screen.getByRole('tablist', { name: 'Log in with' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['E-mail', 'Phone', 'Username']);
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Phone code' })).toHaveValue('+1');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the e-mail trimmed and lower-cased, then goes to the last visited page', async () => {
    const user = setupUser();
    sessionStorage.setItem('lastVisited', '/games?x=1');
    const calls = stubApi({ 'POST /signin': () => json(auth()) });
    renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), '  Ann.Lee@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /games?x=1')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      type: 'email',
      login: 'ann.lee@example.com',
      password: 'secret-password',
      brandId: 'demo',
    });
    expect(session.get()).toMatchObject({ token: 'token-1', isLogged: true });
  });

  it("goes to the brand's soft-redirect page when there is no last visited page (000 §9)", async () => {
    const user = setupUser();
    stubApi({ 'POST /signin': () => json(auth()) });
    renderLogin('/login', undefined, { ...brand, softRedirect: '/promotions' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /promotions')).toBeInTheDocument();
  });

  it('sends the phone as digits with the phone-code prefix and follows the redirect parameter', async () => {
    const user = setupUser();
    const calls = stubApi({ 'POST /signin': () => json(auth()) });
    renderLogin('/login?redirect=/providers&saveParams=true&ref=mail');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone code' }), '+44');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07700 900123');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /providers?ref=mail')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ type: 'phone', login: '447700900123' });
  });

  it('gives the phone length messages on blur', async () => {
    const user = setupUser();
    stubApi({});
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '202555');
    await user.tab();
    expect(await screen.findByText('The phone number is too short.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '0123456789');
    // Before a submit, validation waits for the blur (000 §5).
    expect(screen.getByText('The phone number is too short.')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('The phone number is too long.')).toBeInTheDocument();
  });

  it('requires the fields before calling the server', async () => {
    const user = setupUser();
    const calls = stubApi({});
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the self-restriction with its end date, or as permanent (423)', async () => {
    const user = setupUser();
    let details: Record<string, string> = { type: 'temporary', expirationDate: '2030-01-02T03:04:05.000Z' };
    stubApi({
      'POST /signin': () => json({ error: 'error.player.self-restricted', message: 'x', details }, 423),
    });
    renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const date = formatDateTime('2030-01-02T03:04:05.000Z', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(`self-restricted until ${date}`);
    details = { type: 'permanently' };
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The first refusal's alert is still shown until the second answer replaces its text.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('permanently self-restricted'));
    expect(session.get().isLogged).toBe(false);
  });

  it('says until when a time-out or self-exclusion closes the account (423)', async () => {
    const user = setupUser();
    let answer = {
      error: 'error.protection.break',
      details: { type: 'temporary', kind: 'TIME_OUT', expirationDate: '2030-01-02T03:04:05.000Z' } as object,
    };
    stubApi({ 'POST /signin': () => json({ message: 'x', ...answer }, 423) });
    renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const date = formatDateTime('2030-01-02T03:04:05.000Z', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `You are taking a break. You cannot log in until ${date}.`,
    );
    answer = { ...answer, details: { type: 'permanently', kind: 'SELF_EXCLUSION' } };
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('self-excluded permanently'));
    expect(screen.queryByRole('button', { name: 'Ask to reopen my account' })).not.toBeInTheDocument();
    expect(session.get().isLogged).toBe(false);
  });

  it('once a self-exclusion has ended, asks to reopen with the credentials given and says when', async () => {
    const user = setupUser();
    const ended = '2030-01-02T03:04:05.000Z';
    const reopensAt = '2030-03-04T05:06:07.000Z';
    const calls = stubApi({
      'POST /signin': () =>
        json(
          {
            error: 'error.protection.self-exclusion.ended',
            message: 'x',
            details: { type: 'temporary', kind: 'SELF_EXCLUSION', expirationDate: ended },
          },
          423,
        ),
      'POST /player-protection/self-exclusion/reopen': () => json({ reopensAt }),
    });
    renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your self-exclusion ended on ${formatDateTime(ended, 'en')}. Your account stays closed until you ask to reopen it`,
    );
    await user.click(screen.getByRole('button', { name: 'Ask to reopen my account' }));
    // The same alert says it once the answer is in.
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(`It reopens on ${formatDateTime(reopensAt, 'en')}`),
    );
    expect(calls.find((c) => c.path.endsWith('/reopen'))?.body).toEqual({
      brandId: testBrand.brandId,
      type: 'email',
      login: 'ann@example.com',
      password: 'secret-password',
    });
    expect(screen.queryByRole('button', { name: 'Ask to reopen my account' })).not.toBeInTheDocument();
  });

  it('appends the login type to error.access.unauthorized', async () => {
    const user = setupUser();
    stubApi({ 'POST /signin': () => json({ error: 'error.access.unauthorized', message: 'no' }, 401) });
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky_ann');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  });

  it('closing returns to the previous page, or the root when there is none', async () => {
    const user = setupUser();
    const first = renderLogin('/login', ['/providers?x=1', '/login']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('at /providers?x=1')).toBeInTheDocument();
    first.unmount();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('sends a logged-in visitor to the root', async () => {
    session.start(auth());
    renderLogin();
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });
});
