import { SERVICE_WORKER_PATH } from '@croupier/contract/rules/installable';
import { Workbox } from 'workbox-window';
import { i18n } from '../i18n/index.ts';
import { toastAction } from '../ui/toast.tsx';

/** What the registration uses of workbox-window's `Workbox` (tests pass their own). */
export type ServiceWorkerHost = Pick<Workbox, 'register' | 'addEventListener' | 'messageSkipWaiting'>;

const UPDATE_TOAST_ID = 'pwa-update';

/**
 * Registers the service worker (ADR 061; loaded after the first paint by start.ts, in a chunk of its
 * own). A new version's worker waits (`registerType: 'prompt'`, build/pwa.ts): the player is offered
 * a reload, never surprised by one in the middle of a form or a game. Pressing "Reload" lets the new
 * worker take over, and the page reloads once it controls it; if another tab has already taken the
 * new version, the page just reloads.
 */
export async function registerServiceWorker({
  workbox = new Workbox(SERVICE_WORKER_PATH),
  reload = () => window.location.reload(),
}: {
  workbox?: ServiceWorkerHost;
  reload?: () => void;
} = {}): Promise<void> {
  workbox.addEventListener('waiting', () => {
    toastAction(
      i18n.t('pwa.update.text'),
      {
        label: i18n.t('pwa.update.reload'),
        onClick: () => {
          void takeNewVersion(workbox, reload);
        },
      },
      UPDATE_TOAST_ID,
    );
  });
  await workbox.register();
}

async function takeNewVersion(workbox: ServiceWorkerHost, reload: () => void) {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration && !registration.waiting) return reload();
  workbox.addEventListener('controlling', () => reload());
  workbox.messageSkipWaiting();
}
