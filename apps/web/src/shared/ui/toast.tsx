import { middlewareKey } from '@croupier/contract/errors';
import { lazy, Suspense } from 'react';
import { isApiError } from '../api/index.ts';
import { i18n } from '../i18n/index.ts';

/**
 * Toasts (sonner). The library loads after the first paint, so the lobby's first load stays light;
 * toasts raised before it arrives still show, since sonner keeps its own queue.
 */
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme="dark" position="top-center" richColors closeButton />
    </Suspense>
  );
}

/** An error toast; `description` adds a second line (the server's reason, 001 §8). */
export function toastError(text: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.error(text, description ? { description } : undefined));
}

export function toastSuccess(text: string): void {
  void import('sonner').then(({ toast }) => toast.success(text));
}

export function toastInfo(text: string): void {
  void import('sonner').then(({ toast }) => toast(text));
}

export function toastWarning(text: string): void {
  void import('sonner').then(({ toast }) => toast.warning(text));
}

/** A server error as a toast with the key `'middleware.' + code` (000 §8). */
export function toastApiError(error: unknown): void {
  const code = isApiError(error) ? error.code : undefined;
  toastError(i18n.t(middlewareKey(code)));
}
