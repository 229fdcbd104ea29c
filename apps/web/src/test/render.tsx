import type { BrandConfig } from '@croupier/contract';
import keys from '@croupier/contract/locales/en.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { BrandContext } from '../shared/brand/index.ts';
import { createI18n } from '../shared/i18n/index.ts';
import { ModalStackProvider } from '../shared/ui/modal/ModalStack.tsx';

export const testBrand: BrandConfig = {
  brandId: 'demo',
  name: 'Demo Casino',
  currencies: [{ code: 'USD', minorUnits: 2 }],
  countries: [{ code: 'US', name: 'United States', currencies: ['USD'] }],
  phoneCodes: [{ code: '+1', country: 'US' }],
  locales: ['en'],
  defaultLocale: 'en',
  defaultCountry: 'US',
  defaultCurrency: 'USD',
  loginTabs: ['email'],
  registration: {
    template: 'light',
    types: ['email'],
    oneTimeCode: false,
    otpLength: 6,
    otpResendIntervalMs: 10000,
  },
  fieldRules: {},
  errorsPerField: 1,
  hardRedirect: null,
  theme: {
    primary: '#f5b301',
    primaryContrast: '#1a1300',
    background: '#0d1117',
    surface: '#161b22',
    text: '#e6edf3',
    muted: '#8b949e',
    accent: '#2f81f7',
  },
  features: { redeem: false, sports: false, tournaments: false, loyalty: false, callback: false },
  thirdPartyOrigins: [],
};

/** Renders with the app's providers: query client (no retries), English texts, brand, modals, router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    history,
    brand = testBrand,
  }: { route?: string; history?: string[]; brand?: BrandConfig } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const i18n = createI18n('en', keys as Record<string, string>);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandContext.Provider value={brand}>
          <ModalStackProvider>
            <MemoryRouter initialEntries={history ?? [route]}>{ui}</MemoryRouter>
          </ModalStackProvider>
        </BrandContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, i18n };
}

/** Shows the router's current path and query, for tests that follow a navigation ("at /login?…"). */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}
