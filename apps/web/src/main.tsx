// First: configures zod before any schema exists (zod-config.ts).
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, BootFailure } from './app/App.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { nextTask } from './shared/lib/next-task.ts';
import './index.css';

const root = createRoot(document.getElementById('root')!);

// The lobby's code downloads while the brand config and texts load, not after.
if (window.location.pathname === '/') void import('./features/games/pages/LobbyPage.tsx');

// The first render runs in a task of its own, after the set-up's answers are read and checked.
void bootstrap().then(async (boot) => {
  await nextTask();
  root.render(
    <StrictMode>
      {boot.ok ? <App brand={boot.brand} i18n={boot.i18n} /> : <BootFailure i18n={boot.i18n} />}
    </StrictMode>,
  );
});
