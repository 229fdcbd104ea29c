import type { BrandConfig } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { BrandContext } from '../shared/brand/index.ts';
import { Button } from '../shared/ui/Button.tsx';
import { ModalStackProvider } from '../shared/ui/modal/ModalStack.tsx';
import { Toaster } from '../shared/ui/toast.tsx';
import { AppRoutes } from './router.tsx';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

export function App({ brand, i18n }: { brand: BrandConfig; i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandContext.Provider value={brand}>
          <ModalStackProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <Toaster />
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
