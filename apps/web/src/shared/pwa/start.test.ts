import { afterEach, describe, expect, it, vi } from 'vitest';

const register = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./register.ts', () => ({ registerServiceWorker: register }));

/** A fresh copy of start.ts (it registers once per page), in a browser with service workers. */
async function freshStart(readyState: DocumentReadyState) {
  vi.resetModules();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const { registerServiceWorkerWhenIdle } = await import('./start.ts');
  return { registerServiceWorkerWhenIdle, idle };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  register.mockClear();
});

describe('registering the service worker after the first paint (ADR 061)', () => {
  it('waits for the load event, then for an idle moment', async () => {
    const { registerServiceWorkerWhenIdle, idle } = await freshStart('loading');
    registerServiceWorkerWhenIdle(true);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    idle[0]?.();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });

  it('registers once however often it is asked, and never outside a production build', async () => {
    const { registerServiceWorkerWhenIdle, idle } = await freshStart('complete');
    registerServiceWorkerWhenIdle(false);
    expect(idle).toHaveLength(0);
    registerServiceWorkerWhenIdle(true);
    registerServiceWorkerWhenIdle(true);
    expect(idle).toHaveLength(1);
  });
});
