import { EXISTENCE_CHECK_DEBOUNCE_MS } from '@croupier/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../shared/session/index.ts';
import { json, stubApi } from '../../test/api-stub.ts';
import { advanceClock, change, useFakeClock } from '../../test/clock.ts';
import { profile } from '../../test/profile.ts';
import { renderWithProviders, testBrand } from '../../test/render.tsx';
import { setupUser } from '../../test/user.ts';
import { AccountPage } from './AccountPage.tsx';

beforeEach(() => session.start({ token: 'token-1', uuid: profile.uuid, logged: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

const profilePath = `/profile/profiles/${profile.uuid}`;

describe('/profile/account (000 §2)', () => {
  it('shows the tabs the brand configures, and opens the one in ?tab=', async () => {
    stubApi({ [`GET ${profilePath}`]: () => json(profile) });
    renderWithProviders(<AccountPage />, {
      route: '/profile/account?tab=communication',
      brand: { ...testBrand, profile: { tabs: ['communication', 'info'] } },
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Personal info', 'Communication']);
    expect(screen.getByRole('tab', { name: 'Communication' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phone calls' })).not.toBeChecked();
  });

  it('saves the communication preferences', async () => {
    const calls = stubApi({
      [`GET ${profilePath}`]: () => json(profile),
      [`PUT ${profilePath}/subscription`]: (call) => json({ ...profile, ...call.body }),
    });
    const user = setupUser();
    renderWithProviders(<AccountPage />, { route: '/profile/account?tab=communication' });
    await user.click(await screen.findByRole('checkbox', { name: 'Phone calls' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      communicationEmail: true,
      communicationSMS: true,
      communicationCall: true,
    });
  });

  it('formats the birth date as it is typed and sends the profile without unset values', async () => {
    const calls = stubApi({
      [`GET ${profilePath}`]: () => json({ ...profile, birthDate: null }),
      [`PUT ${profilePath}`]: (call) => json({ ...profile, ...call.body }),
    });
    const user = setupUser();
    renderWithProviders(<AccountPage />, { route: '/profile/account' });
    const birth = await screen.findByLabelText('Date of birth');
    await user.type(birth, '00071990');
    expect(birth).toHaveValue('00/07/1990');
    await user.tab();
    expect(await screen.findByText('Please enter your full date of birth.')).toBeVisible();
    await user.clear(birth);
    await user.type(birth, '45131990');
    expect(birth).toHaveValue('31/12/1990');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-12-31',
      gender: 'FEMALE',
      additionalData: { userAgreement: true, userAge: true },
    });
  });

  it('checks a new e-mail 500 ms after the last change and asks for the password', async () => {
    const calls = stubApi({
      [`GET ${profilePath}`]: () => json(profile),
      'POST /profile/public/check/email': () =>
        json({ error: 'error.profile.duplicated', message: 'taken', fieldErrors: { email: 'x' } }, 400),
    });
    renderWithProviders(<AccountPage />, { route: '/profile/account' });
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('Your password, to confirm the change')).toBeNull();
    useFakeClock();
    const checks = () => calls.filter((c) => c.path === '/profile/public/check/email');
    change(email, 'taken@example.co');
    expect(screen.getByLabelText('Your password, to confirm the change')).toBeVisible();
    await advanceClock(EXISTENCE_CHECK_DEBOUNCE_MS - 1);
    change(email, 'taken@example.com');
    await advanceClock(EXISTENCE_CHECK_DEBOUNCE_MS - 1);
    expect(checks()).toHaveLength(0);
    await advanceClock(1);
    expect(checks().map((c) => c.body)).toEqual([{ brandId: 'demo', email: 'taken@example.com' }]);
    await vi.waitFor(() =>
      expect(screen.getByText('An account with these details already exists.')).toBeVisible(),
    );
    expect(checks()).toHaveLength(1);
  });
});
