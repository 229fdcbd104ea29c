import type { BrandConfig } from '@croupier/contract/content';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../../../shared/lib/cookies.ts';
import { session } from '../../../shared/session/index.ts';
import { CAMPAIGN_COOKIE } from '../../../shared/session/visitor.ts';
import { auth, json, stubApi } from '../../../test/api-stub.ts';
import { advanceClock, change, settleUntil, useFakeClock } from '../../../test/clock.ts';
import { renderWithProviders, testBrand } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { hardNavigation } from '../model/navigate.ts';
import { RegistrationPage } from './RegistrationPage.tsx';

const toasts = vi.hoisted(() => ({ info: [] as string[], error: [] as string[], warning: [] as string[] }));
vi.mock('../../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastInfo: (text: string) => toasts.info.push(text),
  toastError: (text: string) => toasts.error.push(text),
  toastWarning: (text: string) => toasts.warning.push(text),
  toastApiError: () => undefined,
}));

const brand = (registration: Partial<BrandConfig['registration']>): BrandConfig => ({
  ...testBrand,
  countries: [
    { code: 'US', name: 'United States', currencies: ['USD'] },
    { code: 'CA', name: 'Canada', currencies: ['CAD', 'USD'] },
    { code: 'GB', name: 'United Kingdom', currencies: ['GBP', 'EUR'] },
  ],
  phoneCodes: [
    { code: '+1', country: 'US' },
    { code: '+1', country: 'CA' },
    { code: '+44', country: 'GB' },
  ],
  registration: {
    template: 'full',
    types: ['email', 'phone', 'username'],
    oneTimeCode: true,
    otpLength: 6,
    otpResendIntervalMs: 10_000,
    ...registration,
  },
});
const full = brand({});
const light = brand({ template: 'light', types: ['email', 'username'] });

const sent = { success: true, codeLength: 6, resendIntervalMs: 10_000, expiresInMs: 600_000 };
const signedUp = { ...auth(), promo: { code: 'welcome100', status: 'ACCEPTED' } };

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

/** Under the fake clock: a press, then pending work flushed. */
const press = async (el: HTMLElement) => {
  fireEvent.click(el);
  await advanceClock(0);
};

beforeEach(() => {
  toasts.info.length = 0;
  toasts.error.length = 0;
  toasts.warning.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

describe('registration, full template (000 §2, §5)', () => {
  it('goes FIRST → SECOND → OTP, back from the code to SECOND, and registers with the spec payload', async () => {
    const user = setupUser();
    const calls = stubApi({
      'POST /profile/public/check/phone': () => json({ success: true }),
      'POST /sms/send': () => json(sent),
      'POST /sms/confirm': () => json({ success: true }),
      'POST /signup': () => json(signedUp),
    });
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: full });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550123');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    // Phone code +1 offers its countries; the country sets the currencies.
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(optionValues(country)).toEqual(['US', 'CA']);
    await user.selectOptions(country, 'CA');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('CAD');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth (dd.mm.yyyy)' }), '31.12.1990');
    await user.type(screen.getByRole('textbox', { name: 'Promo code (optional)' }), 'Welcome-100!');
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your phone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your phone' })).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Promo code welcome100 applied.')).toBeInTheDocument();

    const send = calls.filter((c) => c.path === '/sms/send');
    expect(send[0]?.body).toEqual({ brandId: 'demo', phone: '2025550123', phoneCode: '+1' });
    expect(calls.find((c) => c.path === '/sms/confirm')?.body).toMatchObject({ code: '123456' });
    const body = calls.find((c) => c.path === '/signup')?.body;
    expect(body).toMatchObject({
      brandId: 'demo',
      type: 'phone',
      phone: '2025550123',
      phoneCode: '+1',
      country: 'CA',
      currency: 'CAD',
      birthDate: '1990-12-31',
      promoCode: 'welcome100',
      password: 'correct-horse-9',
      additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
      languageCode: 'en',
      device: 'DESKTOP',
    });
    expect(body).not.toHaveProperty('email');
    expect(session.get()).toMatchObject({ isLogged: true, token: 'token-1' });
  });

  it('keeps the field values in local storage, never the password', async () => {
    const user = setupUser();
    stubApi({ 'POST /profile/public/check/email': () => json({ success: true }) });
    const first = renderWithProviders(<RegistrationPage />, { route: '/registration', brand: full });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-9');
    expect(localStorage.getItem('registration.form')).toContain('ann@example.com');
    expect(localStorage.getItem('registration.form')).not.toContain('correct-horse-9');
    first.unmount();
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: full });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows contact support when the code attempts are exceeded (429)', async () => {
    const user = setupUser();
    stubApi({
      'POST /profile/public/check/phone': () => json({ success: true }),
      'POST /sms/send': () => json(sent),
      'POST /sms/confirm': () =>
        json({ error: 'error.phone.confirmation.attempt-count-exceeded', message: 'x' }, 429),
    });
    renderWithProviders(<RegistrationPage />, {
      route: '/registration',
      brand: brand({ template: 'light', types: ['phone'] }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550123');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-9');
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many wrong codes.');
    // It leads to the call-back request page (000 §8, 001 §2).
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/callback');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('registration timings (fake clock)', () => {
  it('checks the e-mail 500 ms after the last change; an existing one tries auto-login, else the modal', async () => {
    useFakeClock();
    const calls = stubApi({
      'POST /profile/public/check/email': () =>
        json(
          {
            error: 'error.profile.duplicated',
            message: 'x',
            fieldErrors: { email: 'error.profile.duplicated' },
          },
          400,
        ),
      'POST /signin': () => json({ error: 'error.access.unauthorized', message: 'no' }, 401),
    });
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: light });
    change(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await advanceClock(499);
    expect(calls.filter((c) => c.path === '/profile/public/check/email')).toHaveLength(0);
    await advanceClock(1);
    const checks = calls.filter((c) => c.path === '/profile/public/check/email');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toEqual({ brandId: 'demo', email: 'ann@example.com' });
    // The account exists: a flag, no message.
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();

    const realUser = setupUser();
    await realUser.type(screen.getByLabelText('Password'), 'wrong-password-1');
    await realUser.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await realUser.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'You already have an account' });
    expect(within(dialog).getByRole('button', { name: 'Go to log in' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/signin')?.body).toMatchObject({
      type: 'email',
      login: 'ann@example.com',
      password: 'wrong-password-1',
    });
    expect(calls.some((c) => c.path === '/signup')).toBe(false);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("shows the server's field error when the username check answers 4xx", async () => {
    useFakeClock();
    stubApi({
      'POST /profile/public/check/login': () =>
        json(
          {
            error: 'error.profile.duplicated',
            message: 'x',
            fieldErrors: { login: 'error.profile.duplicated' },
          },
          400,
        ),
    });
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: light });
    await press(screen.getByRole('tab', { name: 'Username' }));
    change(screen.getByRole('textbox', { name: 'Username' }), 'lucky_ann');
    await advanceClock(500);
    expect(screen.getByText('An account with these details already exists.')).toBeInTheDocument();
  });

  it("asks about a username only when it passes the brand's rules", async () => {
    useFakeClock();
    const calls = stubApi({ 'POST /profile/public/check/login': () => json({ success: true }) });
    const withRule: BrandConfig = {
      ...light,
      fieldRules: {
        username: [
          { type: 'regex', pattern: '^[a-z_]{3,}$', exclude: false, message: 'auth.errors.username-format' },
        ],
      },
    };
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: withRule });
    await press(screen.getByRole('tab', { name: 'Username' }));
    change(screen.getByRole('textbox', { name: 'Username' }), 'a b');
    await advanceClock(500);
    expect(calls.filter((c) => c.path === '/profile/public/check/login')).toHaveLength(0);
    change(screen.getByRole('textbox', { name: 'Username' }), 'lucky_ann');
    await advanceClock(500);
    expect(calls.filter((c) => c.path === '/profile/public/check/login').map((c) => c.body)).toEqual([
      { brandId: 'demo', login: 'lucky_ann' },
    ]);
  });

  it('checks the promo code for the market chosen on the form and shows why it is refused', async () => {
    useFakeClock();
    const calls = stubApi({
      'GET /promocode-validator/public/v1/validate': () =>
        json(
          {
            error: 'error.promo.invalid',
            message: 'refused',
            info: { errors: { code: ['promo.errors.currency', 'promo.errors.exhausted'] } },
          },
          400,
        ),
    });
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: light });
    change(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    change(screen.getByRole('textbox', { name: 'Promo code (optional)' }), 'Summer-25');
    await advanceClock(500);
    await settleUntil(() => screen.queryByText(/This promo code has been used up/) !== null);
    expect(
      screen.getByText('This promo code is not offered in your currency, This promo code has been used up.'),
    ).toBeInTheDocument();
    const check = calls.find((c) => c.path === '/promocode-validator/public/v1/validate');
    expect(Object.fromEntries(new URLSearchParams(check?.search))).toEqual({
      promoCode: 'summer25',
      currency: 'CAD',
      country: 'CA',
    });
  });

  it('waits 3 s after success, then loads the destination in the player locale', async () => {
    useFakeClock();
    const assign = vi.spyOn(hardNavigation, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem('lastVisited', '/games');
    stubApi({
      'POST /profile/public/check/email': () => json({ success: true }),
      'POST /signup': () => json({ ...signedUp, promo: null }),
    });
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: light });
    change(screen.getByRole('textbox', { name: 'E-mail' }), 'new@example.com');
    change(screen.getByLabelText('Password'), 'correct-horse-9');
    await press(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await press(screen.getByRole('button', { name: 'Register' }));
    await settleUntil(() => screen.queryByRole('heading', { name: 'Welcome!' }) !== null);
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    await advanceClock(2999);
    expect(assign).not.toHaveBeenCalled();
    await advanceClock(1);
    expect(assign).toHaveBeenCalledWith('/games');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(localStorage.getItem('registration.form')).toBeNull();
    sessionStorage.clear();
  });

  it('shows an anti-fraud reject (423 reject, type registration) as a warning toast, not an error (000 §8)', async () => {
    useFakeClock();
    stubApi({
      'POST /profile/public/check/email': () => json({ success: true }),
      'POST /signup': () =>
        json({ error: 'reject', message: 'Rejected', details: { type: 'registration' } }, 423),
    });
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: light });
    change(screen.getByRole('textbox', { name: 'E-mail' }), 'new@example.com');
    change(screen.getByLabelText('Password'), 'correct-horse-9');
    await press(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await press(screen.getByRole('button', { name: 'Register' }));
    await settleUntil(() => toasts.warning.length + toasts.error.length > 0);
    expect(toasts.warning).toEqual(['We could not register you. Please contact support.']);
    expect(toasts.error).toEqual([]);
    expect(session.get().isLogged).toBe(false);
  });

  const pack = (
    uid: string,
    campaignId: string,
    title: string,
    isDefault: boolean,
    buttonLink: string | null,
  ) => ({
    uid,
    campaignId,
    title,
    description: '',
    icon: null,
    steps: [`${title} step`],
    isDefault,
    buttonLink,
  });
  const casino = '11111111-1111-4111-8111-111111111111';
  const sport = '22222222-2222-4222-8222-222222222222';
  const packsApi = (campaignLink: string) =>
    stubApi({
      'GET /campaign/welcome-packs': () =>
        json([
          pack('a1', sport, 'Sports starter', false, '/profile/rewards'),
          pack('a2', casino, 'Casino pack', true, '/deposit'),
        ]),
      'POST /profile/public/check/email': () => json({ success: true }),
      'POST /signup': () => json({ ...signedUp, promo: null, campaignLink }),
    });
  const registerAs = async (email: string) => {
    change(screen.getByRole('textbox', { name: 'E-mail' }), email);
    change(screen.getByLabelText('Password'), 'correct-horse-9');
    await press(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await press(screen.getByRole('button', { name: 'Register' }));
    await settleUntil(() => screen.queryByRole('heading', { name: 'Welcome!' }) !== null);
  };

  it('preselects the default pack, says what a pack does and that the player returns where they were, and lands there', async () => {
    useFakeClock();
    const assign = vi.spyOn(hardNavigation, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem('lastVisited', '/games');
    const calls = packsApi('/deposit');
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: light });
    await settleUntil(() => screen.queryByRole('radio', { name: /Casino pack/ }) !== null);
    const packs = screen.getByRole('group', { name: 'Choose your welcome pack' });
    expect(within(packs).getByRole('radio', { name: /Casino pack/ })).toBeChecked();
    expect(within(packs).getByRole('radio', { name: 'No welcome pack' })).not.toBeChecked();
    expect(packs).toHaveAccessibleDescription(
      'A pack enrols you in its campaign: its bonuses come step by step, as listed. With no pack you enrol in none. After registering you will land on: Games.',
    );
    await registerAs('pack@example.com');
    expect(calls.find((c) => c.path === '/signup')?.body).toMatchObject({ campaignUuid: casino });
    await advanceClock(3000);
    // The preselected pack's campaign is joined, but its link (/deposit) is not where the player was.
    expect(assign).toHaveBeenCalledWith('/games');
    sessionStorage.clear();
  });

  it('a pack the player picks says, and takes them to, its page', async () => {
    useFakeClock();
    const assign = vi.spyOn(hardNavigation, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem('lastVisited', '/game/wild-viking');
    const calls = packsApi('/profile/rewards');
    renderWithProviders(<RegistrationPage />, { route: '/registration', brand: light });
    await settleUntil(() => screen.queryByRole('radio', { name: /Sports starter/ }) !== null);
    const packs = screen.getByRole('group', { name: 'Choose your welcome pack' });
    expect(packs).toHaveAccessibleDescription(/After registering you will land on: the page you were on\.$/);
    await press(within(packs).getByRole('radio', { name: /Sports starter/ }));
    expect(packs).toHaveAccessibleDescription(/After registering you will land on: My rewards\.$/);
    await registerAs('picked@example.com');
    expect(calls.find((c) => c.path === '/signup')?.body).toMatchObject({ campaignUuid: sport });
    await advanceClock(3000);
    expect(assign).toHaveBeenCalledWith('/profile/rewards');
    sessionStorage.clear();
  });

  it('joins the campaign of a campaign link instead of a pack, and follows its link', async () => {
    useFakeClock();
    const assign = vi.spyOn(hardNavigation, 'assign').mockImplementation(() => undefined);
    const linked = '33333333-3333-4333-8333-333333333333';
    const calls = stubApi({
      'GET /campaign/welcome-packs': () =>
        json([
          {
            uid: 'a2',
            campaignId: '11111111-1111-4111-8111-111111111111',
            title: 'Casino pack',
            description: '',
            icon: null,
            steps: [],
            isDefault: true,
            buttonLink: null,
          },
        ]),
      'POST /profile/public/check/email': () => json({ success: true }),
      'POST /signup': () => json({ ...signedUp, promo: null, campaignLink: '/promotions' }),
    });
    renderWithProviders(<RegistrationPage />, {
      route: `/registration?campaignUuid=${linked}`,
      brand: light,
    });
    await settleUntil(() => screen.queryByRole('radio', { name: /Casino pack/ }) !== null);
    expect(screen.getByRole('radio', { name: 'No welcome pack' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Choose your welcome pack' })).toHaveAccessibleDescription(
      /After registering you will land on: the campaign's page\.$/,
    );
    change(screen.getByRole('textbox', { name: 'E-mail' }), 'linked@example.com');
    change(screen.getByLabelText('Password'), 'correct-horse-9');
    await press(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await press(screen.getByRole('button', { name: 'Register' }));
    await settleUntil(() => screen.queryByRole('heading', { name: 'Welcome!' }) !== null);
    expect(calls.find((c) => c.path === '/signup')?.body).toMatchObject({ campaignUuid: linked });
    await advanceClock(3000);
    expect(assign).toHaveBeenCalledWith('/promotions');
    deleteCookie(CAMPAIGN_COOKIE);
  });

  it('shows the second one-time-code toast 12 s after the first', async () => {
    useFakeClock();
    stubApi({
      'POST /profile/public/check/phone': () => json({ success: true }),
      'POST /sms/send': () => json(sent),
    });
    renderWithProviders(<RegistrationPage />, {
      route: '/registration',
      brand: brand({ template: 'light', types: ['phone'] }),
    });
    change(screen.getByRole('textbox', { name: 'Phone number' }), '2025550123');
    change(screen.getByLabelText('Password'), 'correct-horse-9');
    await press(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await press(screen.getByRole('button', { name: 'Continue' }));
    await settleUntil(() => toasts.info.length > 0);
    expect(toasts.info).toEqual(['We sent a code to +1 2025550123.']);
    await advanceClock(11_999);
    expect(toasts.info).toHaveLength(1);
    await advanceClock(1);
    expect(toasts.info[1]).toBe('The code can take a minute to arrive. Check your messages.');
    // The resend waits for the interval.
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });
});
