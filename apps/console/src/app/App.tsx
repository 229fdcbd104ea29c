import { BrowserRouter } from 'react-router';
import { CONSOLE_BASE } from '../shared/base.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <Providers>
      <BrowserRouter basename={CONSOLE_BASE.replace(/\/$/, '')}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
