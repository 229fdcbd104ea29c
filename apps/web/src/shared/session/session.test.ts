import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub.ts';
import { onLoggedOut } from '../api/index.ts';
import { deleteCookie, setCookie } from '../lib/cookies.ts';
import { KYC_VERIFIED_COOKIE, session } from './index.ts';
import { isAuthPath, lastVisited, rememberVisit } from './last-visited.ts';
import { logout } from './logout.ts';
import { needsRenewal, renewIfNeeded } from './renewal.ts';
import { attribution, captureAttribution, ensureAnonymousId } from './visitor.ts';

const started = { token: 't-1', uuid: 'p-1', logged: true };

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  sessionStorage.clear();
  for (const name of ['token_alive', 'affiliate', 'campaign_uuid', 'anonymous_id', KYC_VERIFIED_COOKIE])
    deleteCookie(name);
});

describe('session handling (000 §4)', () => {
  it('renews when the token is absent or the alive cookie is missing, not otherwise', () => {
    expect(needsRenewal()).toBe(false); // a guest
    session.start(started);
    expect(needsRenewal()).toBe(true); // no alive cookie
    setCookie('token_alive', '1', 60);
    expect(needsRenewal()).toBe(false);
    session.update({ token: null });
    expect(needsRenewal()).toBe(true);
  });

  it('logs out when the renewal brings no token', async () => {
    session.start(started);
    stubApi({
      'GET /auth/token/renew': () => json({ error: 'error.access.unauthorized', message: 'x' }, 401),
    });
    const listener = vi.fn();
    const off = onLoggedOut(listener);
    await renewIfNeeded();
    off();
    expect(session.get()).toEqual({ token: null, hasAuth: false, isLogged: false, uuid: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the player with the renewed token', async () => {
    session.start(started);
    const calls = stubApi({
      'GET /auth/token/renew': () => json({ token: 't-2', uuid: 'p-1', logged: true, expiresIn: 900 }),
    });
    await renewIfNeeded();
    expect(calls[0]?.search).toBe('?token=t-1');
    expect(session.get()).toMatchObject({ token: 't-2', isLogged: true });
  });

  it('logout ends the session on the server, clears the token and the KYC flag, and notifies', async () => {
    session.start(started);
    setCookie(KYC_VERIFIED_COOKIE, 'true', 60);
    const calls = stubApi({ 'POST /auth/logout': () => json({ success: true }) });
    const listener = vi.fn();
    const off = onLoggedOut(listener);
    await logout();
    off();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer t-1');
    expect(session.get().token).toBeNull();
    expect(document.cookie).not.toContain(KYC_VERIFIED_COOKIE);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('visitor attribution', () => {
  it('keeps affiliate parameters and a campaign uuid from the landing URL', () => {
    captureAttribution('?btag=a1&utm_source=mail&q=slots&campaignUuid=3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
    expect(attribution()).toEqual({
      affiliateParams: { btag: 'a1', utm_source: 'mail' },
      campaignUuid: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    });
  });
  it('gives a guest one anonymous id and keeps it', () => {
    const id = ensureAnonymousId(true);
    expect(id).toMatch(/.{8,}/);
    expect(ensureAnonymousId(true)).toBe(id);
  });
  it('remembers the last page that is not an auth page', () => {
    rememberVisit('/games', '?x=1');
    rememberVisit('/login');
    rememberVisit('/forgot-password');
    expect(lastVisited()).toBe('/games?x=1');
    expect(isAuthPath('/registration')).toBe(true);
  });
});
