import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { FINANCE, renderConsole } from '../../../test/render.tsx';

const TOKEN = 't'.repeat(43);
const CHALLENGE = 'c'.repeat(43);
const CODES = Array.from({ length: 10 }, (_, i) => `wxyz-efgh-jkmn-pq${String(i).padStart(2, '0')}`);

const ENROL = {
  step: 'enrol',
  challenge: CHALLENGE,
  expiresAt: '2026-11-28T00:00:00.000Z',
  secret: 'KRSXG5CTMVRXEZLU',
  otpauthUri: 'otpauth://totp/Croupier:fin@croupier.test?secret=KRSXG5CTMVRXEZLU',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password = 'a long new secret') {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), password);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('the enrolment link', () => {
  it('sets the password, enrols the authenticator, shows the recovery codes, then opens the console', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorActivate: () => ENROL,
      operatorEnrol: () => ({
        operator: FINANCE,
        csrfToken: 'csrf-2',
        expiresAt: ENROL.expiresAt,
        recoveryCodes: CODES,
      }),
    });
    renderConsole(`/activate#${TOKEN}`, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await choosePassword(user);
    expect(calls[0]).toMatchObject({
      id: 'operatorActivate',
      body: { token: TOKEN, password: 'a long new secret' },
    });

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
    expect(screen.getByRole('definition')).toHaveTextContent('KRSXG5CTMVRXEZLU');
    await user.type(screen.getByLabelText('Code from the app'), '111222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as fin@croupier.test (finance)');
  });

  it("checks the password's length and repetition before asking the platform", async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderConsole(`/activate#${TOKEN}`, null);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription('The passwords differ.');
    expect(calls).toEqual([]);
  });

  it("puts the platform's refusal of the password on the field, and of the link above the form", async () => {
    const user = userEvent.setup();
    let answer = refusal(400, 'error.validation', 'Invalid password', {
      password: 'auth.errors.password-common',
    });
    stubApi({ operatorActivate: () => answer });
    renderConsole(`/activate#${TOKEN}`, null);
    await choosePassword(user, 'password123');
    expect(await screen.findByText(/too common/)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'This password is too common or has appeared in a data breach. Choose another.',
    );

    answer = refusal(400, 'error.operator.enrolment', 'This enrolment link is unknown, used or expired');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This enrolment link is unknown, used or expired',
    );
  });

  it('says so when the link has lost its token', async () => {
    renderConsole('/activate', null);
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
