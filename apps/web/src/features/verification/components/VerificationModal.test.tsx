import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub.ts';
import { profile as base } from '../../../test/profile.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerificationModal } from './VerificationModal.tsx';

const profile = { ...base, phone: '2025550123', phoneCode: '+1', phoneNumber: '+12025550123' };
const sent = { success: true, codeLength: 4, resendIntervalMs: 180_000, expiresInMs: 600_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('phone-verification modal (000 §2, §4, §8)', () => {
  it('sends the code, counts 180 s down before a resend, and confirms the 4-digit code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({
      'POST /profile/public/verification/send-phone-code': () => json(sent),
      'POST /profile/verification/phone': (call) =>
        call.body?.code === '1234'
          ? json({ success: true })
          : json(
              {
                error: 'error.phone.confirmation.code.invalid',
                message: 'no',
                fieldErrors: { code: 'error.phone.confirmation.code.invalid' },
              },
              400,
            ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const close = vi.fn();
    renderWithProviders(<VerificationModal profile={profile} target="phone" close={close} />);
    expect(screen.getByText('We will send a code by SMS to +12025550123.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(calls[0]?.body).toEqual({ playerUUID: profile.uuid, brandId: 'demo', sendSms: true });
    expect(await screen.findByRole('button', { name: 'Send again in 180 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('button', { name: 'Send again in 120 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeEnabled();

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.type(screen.getByLabelText('Code'), '12a');
    expect(confirm).toBeDisabled(); // digits only, four of them
    await user.type(screen.getByLabelText('Code'), '99');
    await user.click(confirm);
    expect(await screen.findByText('The code is not correct.')).toBeVisible();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your phone is verified.')).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ playerUUID: profile.uuid, code: '1234' });
  });

  it('moves to the restricted step on a send limit', async () => {
    stubApi({
      'POST /profile/public/verification/send-phone-code': () =>
        json({ error: 'error.verification.code.send-limit-by-player-exhausted', message: 'limit' }, 429),
    });
    const user = userEvent.setup();
    renderWithProviders(<VerificationModal profile={profile} target="phone" close={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have asked for too many codes.');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('sends the e-mail link again from the e-mail step', async () => {
    const calls = stubApi({ 'POST /profile/public/reconfirm-email': () => json({ success: true }) });
    const user = userEvent.setup();
    const close = vi.fn();
    renderWithProviders(<VerificationModal profile={profile} target="email" close={close} />);
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(calls[0]?.body).toEqual({ brandId: 'demo' });
    expect(close).toHaveBeenCalled();
  });
});
