import { lazy, Suspense, useEffect, useState } from 'react';
import { consent, onOpenConsentSettings } from './index.ts';

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'));

/** Shows the banner until a choice is made, and again from the footer's "Cookie settings". */
export function ConsentHost() {
  const [open, setOpen] = useState(() => consent() === null);
  useEffect(() => onOpenConsentSettings(() => setOpen(true)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onDone={() => setOpen(false)} />
    </Suspense>
  );
}
