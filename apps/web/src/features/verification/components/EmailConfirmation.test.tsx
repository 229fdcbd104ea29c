import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmailConfirmation } from './EmailConfirmation.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../shared/ui/toast.tsx', () => ({ toastSuccess: toast.success, toastError: toast.error }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('e-mail confirmation link (000 §8, §9)', () => {
  it('confirms the token, then after 2 s says the e-mail is confirmed', async () => {
    vi.useFakeTimers();
    const calls = stubApi({ 'POST /profile/public/verification': () => json({ success: true }) });
    renderWithProviders(<EmailConfirmation token={'t'.repeat(20)} />, { route: '/?verificationToken=x' });
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(calls[0]?.body).toEqual({ verificationToken: 't'.repeat(20) });
    expect(toast.success).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toast.success).toHaveBeenCalledWith('Your e-mail is confirmed.');
  });

  it('shows the server code of a refused link', async () => {
    stubApi({
      'POST /profile/public/verification': () =>
        json({ error: 'error.verification.token.invalid', message: 'no' }, 400),
    });
    renderWithProviders(<EmailConfirmation token={'t'.repeat(20)} />);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This confirmation link is not valid any more. Please ask for a new one.',
      ),
    );
  });
});
