import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { getCookie } from '../lib/cookies.ts';
import { ConsentHost } from './ConsentHost.tsx';
import { allows, CONSENT_COOKIE, consent, openConsentSettings, resetConsentForTests } from './index.ts';

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  resetConsentForTests();
});

describe('the cookie-consent banner', () => {
  it('asks until a choice is made; "Necessary only" allows nothing optional and is remembered', async () => {
    renderWithProviders(<ConsentHost />);
    const banner = await screen.findByRole('region', { name: 'Cookies on this site' });
    expect(consent()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(banner).not.toBeInTheDocument();
    expect(allows('analytics')).toBe(false);
    expect(allows('marketing')).toBe(false);
    expect(getCookie(CONSENT_COOKIE)).toBeTruthy();
    resetConsentForTests();
    expect(consent()).toEqual({ analytics: false, marketing: false });
  });

  it('lets the visitor choose categories, and reopens from the footer with the choice shown', async () => {
    renderWithProviders(<ConsentHost />);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(consent()).toEqual({ analytics: true, marketing: false });
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
    openConsentSettings();
    expect(await screen.findByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });
});
