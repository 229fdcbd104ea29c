import { lazy, Suspense, useEffect, useState } from 'react';
import { consent, onOpenConsentSettings, removeShellBanner } from './index.ts';

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'));

/**
 * Shows the banner until a choice is made, and again from the footer's "Cookie settings". The shell's
 * copy of it (painted by the server before any script) stays until the app's is mounted.
 */
export function ConsentHost() {
  const [open, setOpen] = useState(() => consent() === null);
  useEffect(() => onOpenConsentSettings(() => setOpen(true)), []);
  useEffect(() => {
    if (!open) removeShellBanner();
  }, [open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onDone={() => setOpen(false)} />
    </Suspense>
  );
}
