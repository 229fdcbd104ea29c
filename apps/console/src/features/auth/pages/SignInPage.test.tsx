import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';

const CHALLENGE = 'c'.repeat(43);
const SESSION = { operator: ADMIN, csrfToken: 'csrf-1', expiresAt: '2026-11-28T00:00:00.000Z' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '0')}`);

async function enterCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'ada@croupier.test');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const verifyStep = () => ({ step: 'verify', challenge: CHALLENGE, expiresAt: SESSION.expiresAt });

describe('the sign-in page', () => {
  it('asks for the e-mail and password first, and says what is missing', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderConsole('/sign-in', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(calls).toEqual([]);
  });

  it('then asks for the code, opens the page the operator came for, and sends the CSRF token on writes', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorSignIn: verifyStep,
      operatorVerify: () => SESSION,
      operatorSignOut: () => ({ ok: true }),
    });
    renderConsole('/withdrawals', null);
    await enterCredentials(user);
    expect(calls[0]).toMatchObject({
      id: 'operatorSignIn',
      body: { email: 'ada@croupier.test', password: 'correct horse' },
    });

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ id: 'operatorVerify', body: { challenge: CHALLENGE, code: '123456' } });
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as ada@croupier.test (admin)');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const signOut = calls.find((c) => c.id === 'operatorSignOut');
    expect(signOut?.headers.get('x-operator-csrf')).toBe('csrf-1');
  });

  it('takes a recovery code instead of the authenticator code', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ operatorSignIn: verifyStep, operatorVerify: () => SESSION });
    renderConsole('/sign-in', null);
    await enterCredentials(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await user.type(field, 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      id: 'operatorVerify',
      body: { challenge: CHALLENGE, recoveryCode: 'abcd-efgh-jkmn-pqrs' },
    });
  });

  it("shows the platform's refusal, keeps the operator on the step, and goes back to the e-mail", async () => {
    const user = userEvent.setup();
    stubApi({
      operatorSignIn: verifyStep,
      operatorVerify: () => refusal(401, 'error.operator.code', 'The code is wrong'),
    });
    renderConsole('/sign-in', null);
    await enterCredentials(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('says when the e-mail or password is wrong', async () => {
    const user = userEvent.setup();
    stubApi({
      operatorSignIn: () => refusal(401, 'error.operator.sign-in', 'The e-mail or password is wrong'),
    });
    renderConsole('/sign-in', null);
    await enterCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is wrong');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('enrols the authenticator the first time, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorSignIn: () => ({
        step: 'enrol',
        challenge: CHALLENGE,
        expiresAt: SESSION.expiresAt,
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Croupier:ada@croupier.test?secret=JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      operatorEnrol: () => ({ ...SESSION, recoveryCodes: CODES }),
    });
    renderConsole('/sign-in', null);
    await enterCredentials(user);

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByRole('definition')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Code from the app')).toHaveAccessibleDescription(
      'Enter the code from your authenticator app.',
    );
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(calls[1]).toMatchObject({ id: 'operatorEnrol', body: { challenge: CHALLENGE, code: '654321' } });
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('checkbox', { name: 'I have saved them' })).toHaveAccessibleDescription(
      'Confirm that you have saved the recovery codes.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
  });
});
