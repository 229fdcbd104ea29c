import { readFileSync } from 'node:fs';
import path from 'node:path';
import keys from '@croupier/contract/locales/en.json';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { getCookie } from '../lib/cookies.ts';
import { ConsentHost } from './ConsentHost.tsx';
import {
  allows,
  CONSENT_COOKIE,
  consent,
  openConsentSettings,
  resetConsentForTests,
  setConsent,
} from './index.ts';

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

/** index.html's shell copy of the banner, as the server shows it (its `{key}`s filled). */
function addShellBanner(): HTMLElement {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const markup = /<div id="boot-consent" hidden .*?<\/section><\/div>/s.exec(html)?.[0] ?? '';
  expect(markup, 'index.html has the shell banner').not.toBe('');
  const holder = document.createElement('div');
  holder.innerHTML = markup.replace(/\{(consent\.[A-Za-z]+)\}/g, (_, key: keyof typeof keys) => keys[key]);
  const shell = holder.firstElementChild as HTMLElement;
  shell.hidden = false;
  document.body.append(shell);
  return shell;
}

/** An element as tag, attributes (sorted; ids aside) and children: what the two copies must share. */
function shape(el: Element): string {
  const attrs = [...el.attributes]
    .filter((a) => a.name !== 'id' && a.name !== 'aria-labelledby')
    .map((a) => `${a.name}="${a.value}"`)
    .sort();
  const children = [...el.childNodes].map((n) => (n instanceof Element ? shape(n) : (n.textContent ?? '')));
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${children.join('')}</${el.tagName.toLowerCase()}>`;
}

describe("the shell's copy of the banner (ADR 036)", () => {
  it('is the same banner, and the live one replaces it as it mounts', async () => {
    const shell = addShellBanner();
    const copy = shape(shell.querySelector('section') as Element);
    renderWithProviders(<ConsentHost />);
    const banner = await screen.findByRole('region', { name: 'Cookies on this site' });
    // Same markup and classes, so the swap moves nothing on screen.
    expect(shape(banner)).toBe(copy);
    expect(shell).not.toBeInTheDocument();
  });

  it('goes away without a banner once the visitor has chosen', async () => {
    setConsent({ analytics: false, marketing: false });
    const shell = addShellBanner();
    renderWithProviders(<ConsentHost />);
    await waitFor(() => expect(shell).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
  });
});
