import keys from '@croupier/contract/locales/en.json';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, i18n } from '../i18n/index.ts';
import { Toaster } from '../ui/toast.tsx';
import { registerServiceWorker, type ServiceWorkerHost } from './register.ts';

/** workbox-window's Workbox as the registration sees it: events raised by the test. */
function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const host = {
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
  };
  const emit = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  return { host, workbox: host as unknown as ServiceWorkerHost, emit };
}

/** The browser's registration, as the prompt asks it whether a new version still waits. */
function registrationWith(waiting: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ waiting: waiting ? {} : null }) },
  });
}

beforeEach(() => {
  const texts = createI18n('en', keys as Record<string, string>);
  i18n.addResourceBundle('en', 'translation', texts.getResourceBundle('en', 'translation'), true, true);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  // sonner keeps its toasts across renders: each test starts without one.
  toast.dismiss();
});

describe('the service worker registration (ADR 061)', () => {
  it('registers the worker and says nothing while no new version waits', async () => {
    const { host, workbox } = fakeWorkbox();
    render(<Toaster />);
    await registerServiceWorker({ workbox, reload: vi.fn() });
    expect(host.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version of the site is available.')).toBeNull();
  });

  it('offers a reload when a new version waits, and takes it only when the player presses Reload', async () => {
    const { host, workbox, emit } = fakeWorkbox();
    const reload = vi.fn();
    registrationWith(true);
    render(<Toaster />);
    await registerServiceWorker({ workbox, reload });
    act(() => emit('waiting'));

    const button = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByText('A new version of the site is available.')).toBeTruthy();
    // Announced politely, in the toasts' live region.
    expect(button.closest('[aria-live="polite"]')).not.toBeNull();
    expect(host.messageSkipWaiting).not.toHaveBeenCalled();

    fireEvent.click(button);
    await vi.waitFor(() => expect(host.messageSkipWaiting).toHaveBeenCalledTimes(1));
    // The page reloads once the new worker controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when another tab has already taken the new version', async () => {
    const { host, workbox, emit } = fakeWorkbox();
    const reload = vi.fn();
    registrationWith(false);
    render(<Toaster />);
    await registerServiceWorker({ workbox, reload });
    act(() => emit('waiting'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(host.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
