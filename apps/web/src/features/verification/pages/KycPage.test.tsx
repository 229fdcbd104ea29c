import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie } from '../../../shared/lib/cookies.ts';
import { KYC_VERIFIED_COOKIE, session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { profile } from '../../../test/profile.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { KycPage } from './KycPage.tsx';

beforeEach(() => session.start({ token: 'token-1', uuid: profile.uuid, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  deleteCookie(KYC_VERIFIED_COOKIE);
});

const PROVIDER = 'https://kyc.example';
const token = 's'.repeat(32);

describe('/profile/kyc (000 §4, §7)', () => {
  it('opens the provider frame, and reads the status again when the frame says it is done', async () => {
    let verified = false;
    const calls = stubApi({
      [`GET /profile/profiles/${profile.uuid}`]: () => json(profile),
      [`GET /player-attachment/identomat/${profile.uuid}/KYC_IDENTITY`]: () =>
        verified
          ? json({ status: 'VERIFIED', sessionStatus: 'VERIFIED', updatedAt: 'now' })
          : json({ error: 'error.kyc.not-found', message: 'never' }, 404),
      [`POST /player-attachment/identomat/${profile.uuid}/KYC_IDENTITY/start-session`]: () =>
        new Response(token, { headers: { 'Content-Type': 'text/plain' } }),
      'GET /player-attachment/public/identomat-frame': () =>
        json({
          url: `${PROVIDER}/frame?session_token=${token}`,
          origin: PROVIDER,
          sessionStatus: 'PENDING',
          expiresAt: 'later',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<KycPage />, { route: '/profile/kyc' });
    expect(await screen.findByText('NOT VERIFIED')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start verification' }));
    const frame = await screen.findByTitle('Identity verification');
    expect(frame).toHaveAttribute('src', `${PROVIDER}/frame?session_token=${token}`);
    const start = calls.find((c) => c.path.endsWith('/start-session'));
    expect(start?.search).toBe(`?successUrl=${encodeURIComponent('http://localhost:3000/profile/kyc')}`);
    expect(calls.find((c) => c.path.endsWith('identomat-frame'))?.search).toBe(`?session_token=${token}`);

    verified = true;
    // A message from any other origin is ignored.
    const statusCalls = () => calls.filter((c) => c.path.endsWith('/KYC_IDENTITY')).length;
    const before = statusCalls();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'kyc.completed', status: 'VERIFIED' },
        }),
      );
    });
    expect(statusCalls()).toBe(before);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: PROVIDER,
          data: { type: 'kyc.completed', status: 'VERIFIED' },
        }),
      );
    });
    expect(await screen.findByText('VERIFIED', { selector: 'strong' })).toBeVisible();
    expect(screen.queryByTitle('Identity verification')).toBeNull();
    expect(getCookie(KYC_VERIFIED_COOKIE)).toBe('true');
  });
});
