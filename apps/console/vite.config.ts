import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CONSOLE_BASE } from './src/shared/base.ts';

const API_TARGET = process.env.CROUPIER_API_URL ?? 'http://localhost:3000';

// The operators' console (ADR 048): served by the platform under /console/, or from a host of its own.
export default defineConfig({
  base: CONSOLE_BASE,
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    // The session cookie is the platform's: the dev server forwards the API so the cookie stays same-origin.
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The renderer, router and data libraries every screen needs change less often than the
        // console's own code: a chunk of their own stays cached across releases. zod goes with its
        // configuration (zod-config.ts), so `jitless` is set when zod loads, before any chunk builds
        // a schema: else zod probes `new Function` and the Content-Security-Policy reports it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|zod)[\\/]|[\\/]src[\\/]zod-config\.ts$/,
            },
          ],
        },
      },
    },
  },
});
