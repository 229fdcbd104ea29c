let started = false;

/**
 * Registers the service worker once the page has loaded and the browser is idle (ADR 061), so it takes
 * nothing from the first paint: its code (workbox-window and the update prompt) is a chunk of its own,
 * fetched only then. Production builds only: the dev server has no worker to register.
 */
export function registerServiceWorkerWhenIdle(enabled = import.meta.env.PROD): void {
  if (!enabled || started || !('serviceWorker' in navigator)) return;
  started = true;
  const register = () => {
    // A site without its worker works as before: a failed registration changes nothing for the player.
    import('./register.ts').then((m) => m.registerServiceWorker()).catch(() => undefined);
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback: a second after the load event stands in for it.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
