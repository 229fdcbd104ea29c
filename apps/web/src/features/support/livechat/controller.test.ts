import { SUPPORT_WIDGET_POLL_MS, SUPPORT_WIDGET_TIMEOUT_MS } from '@croupier/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  delete window.Tawk_API;
  delete window.zE;
  delete window.fcWidget;
  for (const s of document.head.querySelectorAll('script')) s.remove();
});

describe('waiting for the widget (000 §9)', () => {
  it('polls every 200 ms and gives up after 60 s', async () => {
    vi.useFakeTimers();
    const { waitFor } = await import('./controller.ts');
    const ready = vi.fn(() => false);
    const result = waitFor(ready);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ready).toHaveBeenCalledTimes(1 + 1000 / SUPPORT_WIDGET_POLL_MS);
    await vi.advanceTimersByTimeAsync(SUPPORT_WIDGET_TIMEOUT_MS - 1000);
    await expect(result).resolves.toBe(false);
    expect(SUPPORT_WIDGET_POLL_MS).toBe(200);
    expect(SUPPORT_WIDGET_TIMEOUT_MS).toBe(60_000);
  });
});

describe('the Tawk adapter against Tawk_API', () => {
  it('installs the embed code, waits for the API, passes the visitor, maximizes and switches the widget per language', async () => {
    vi.useFakeTimers();
    const { openChat, switchGroup, setVisible } = await import('./controller.ts');
    const opened = openChat(
      { kind: 'TAWK', key: 'prop', group: 'en-widget' },
      { name: 'Ada L', email: 'ada@example.com' },
      'en',
    );
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://embed.tawk.to/prop/en-widget');
    expect(window.Tawk_API).toEqual({});
    // The vendor's script arrives and fills Tawk_API.
    const api = {
      setAttributes: vi.fn(),
      maximize: vi.fn(),
      hideWidget: vi.fn(),
      showWidget: vi.fn(),
      switchWidget: vi.fn(),
    };
    Object.assign(window.Tawk_API as object, api);
    await vi.advanceTimersByTimeAsync(SUPPORT_WIDGET_POLL_MS);
    await expect(opened).resolves.toBe(true);
    expect(api.setAttributes).toHaveBeenCalledWith(
      { name: 'Ada L', email: 'ada@example.com' },
      expect.any(Function),
    );
    expect(api.maximize).toHaveBeenCalledOnce();

    switchGroup({ kind: 'TAWK', key: 'prop', group: 'de-widget' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.switchWidget).toHaveBeenCalledWith({ propertyId: 'prop', widgetId: 'de-widget' });

    setVisible(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.hideWidget).toHaveBeenCalledOnce();
    setVisible(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.hideWidget).toHaveBeenCalledOnce();
  });

  it('tells Freshchat and Zendesk the page’s language, at start and when it changes', async () => {
    vi.useFakeTimers();
    const { openChat, setLanguage } = await import('./controller.ts');
    const fc = {
      init: vi.fn(),
      isInitialized: () => fc.init.mock.calls.length > 0,
      open: vi.fn(),
      hide: vi.fn(),
      show: vi.fn(),
      setTags: vi.fn(),
      user: { setFirstName: vi.fn(), setEmail: vi.fn(), setLocale: vi.fn() },
    };
    const opened = openChat({ kind: 'FRESHDESK', key: 'tok', group: 'english' }, null, 'pt-BR');
    window.fcWidget = fc;
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    expect(fc.init).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok', locale: 'pt-BR' }));
    await vi.advanceTimersByTimeAsync(SUPPORT_WIDGET_POLL_MS);
    await expect(opened).resolves.toBe(true);
    setLanguage('ar');
    await vi.advanceTimersByTimeAsync(0);
    expect(fc.user.setLocale).toHaveBeenLastCalledWith('ar');

    vi.resetModules();
    const zendesk = await import('./controller.ts');
    const zE = vi.fn();
    const zopened = zendesk.openChat({ kind: 'ZENDESK', key: 'k' }, null, 'de');
    window.zE = zE;
    await vi.advanceTimersByTimeAsync(SUPPORT_WIDGET_POLL_MS);
    await expect(zopened).resolves.toBe(true);
    expect(zE).toHaveBeenCalledWith('webWidget', 'setLocale', 'de');
    zendesk.setLanguage('es');
    await vi.advanceTimersByTimeAsync(0);
    expect(zE).toHaveBeenLastCalledWith('webWidget', 'setLocale', 'es');
  });

  it('answers false when the vendor never comes', async () => {
    vi.useFakeTimers();
    const { openChat, isLoaded } = await import('./controller.ts');
    const opened = openChat({ kind: 'ZENDESK', key: 'k' }, null, 'en');
    await vi.advanceTimersByTimeAsync(SUPPORT_WIDGET_TIMEOUT_MS);
    await expect(opened).resolves.toBe(false);
    expect(isLoaded()).toBe(false);
  });
});
