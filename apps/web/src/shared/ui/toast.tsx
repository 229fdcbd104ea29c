import { middlewareKey } from '@croupier/contract/errors';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isApiError } from '../api/index.ts';
import { i18n } from '../i18n/index.ts';

/**
 * Toasts (sonner). The library loads with the first toast, not with the page: a visit that shows
 * none never fetches it. Toasts raised before the toaster mounts still show, since sonner replays
 * its active toasts to a toaster that subscribes late. They sit at the bottom, away from the
 * header's balance, which is what a player watches when a toast says money moved.
 */
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
const want = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

function sonner() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}

export function Toaster() {
  const shown = useSyncExternalStore(want.subscribe, want.get, want.get);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme="dark"
        position="bottom-center"
        richColors
        closeButton
        // Above the phone's bottom bar (--bottom-bar is 0 on a desktop); sonner's own gaps otherwise.
        offset={{ bottom: 'calc(24px + var(--bottom-bar))' }}
        mobileOffset={{ bottom: 'calc(16px + var(--bottom-bar))' }}
      />
    </Suspense>
  );
}

/** An error toast; `description` adds a second line (the server's reason, 001 §8). */
export function toastError(text: string, description?: string): void {
  void sonner().then(({ toast }) => toast.error(text, description ? { description } : undefined));
}

export function toastSuccess(text: string): void {
  void sonner().then(({ toast }) => toast.success(text));
}

export function toastInfo(text: string): void {
  void sonner().then(({ toast }) => toast(text));
}

export function toastWarning(text: string): void {
  void sonner().then(({ toast }) => toast.warning(text));
}

/**
 * A toast that stays until its button is pressed or it is closed, e.g. "A new version is available"
 * with "Reload". One `id` shows once, however often it is raised.
 */
export function toastAction(text: string, action: { label: string; onClick: () => void }, id?: string): void {
  void sonner().then(({ toast }) => toast(text, { id, action, duration: Number.POSITIVE_INFINITY }));
}

/** A server error as a toast with the key `'middleware.' + code` (000 §8). */
export function toastApiError(error: unknown): void {
  const code = isApiError(error) ? error.code : undefined;
  toastError(i18n.t(middlewareKey(code)));
}
