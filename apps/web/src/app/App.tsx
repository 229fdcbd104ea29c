import type { BrandConfig } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { BrandContext } from '../shared/brand/index.ts';
import { ConsentHost } from '../shared/consent/ConsentHost.tsx';
import { registerServiceWorkerWhenIdle } from '../shared/pwa/start.ts';
import { Button } from '../shared/ui/Button.tsx';
import { ModalStackProvider } from '../shared/ui/modal/ModalStack.tsx';
import { Toaster } from '../shared/ui/toast.tsx';
import { AppRoutes } from './router.tsx';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

/**
 * After first paint: error reporting and the analytics collector (which sends only after consent)
 * load in chunks of their own, so the first load stays light (ADR 029).
 */
function useMeasurementAfterFirstPaint() {
  useEffect(() => {
    const start = () => {
      void import('../shared/errors/report.ts').then((m) => m.installErrorReporting());
      void import('../shared/analytics/start.ts').then((m) => m.startAnalytics());
    };
    const handle = window.setTimeout(start, 0);
    return () => window.clearTimeout(handle);
  }, []);
}

export function App({ brand, i18n }: { brand: BrandConfig; i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  useMeasurementAfterFirstPaint();
  // The installable site's worker, after the page has loaded (ADR 061).
  useEffect(() => registerServiceWorkerWhenIdle(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandContext.Provider value={brand}>
          <ModalStackProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <Toaster />
            <ConsentHost />
          </ModalStackProvider>
        </BrandContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Shown when the brand config cannot be read: nothing else can work without it. */
export function BootFailure({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BootFailureMessage />
    </I18nextProvider>
  );
}

function BootFailureMessage() {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-bg p-6 text-center text-fg"
    >
      <h1 className="font-bold text-2xl">{t('error.title')}</h1>
      <p className="text-muted">{t('error.unavailable')}</p>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </main>
  );
}
