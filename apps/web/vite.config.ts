import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionAliases, zodWithoutJsonSchema } from './build/slim-deps.ts';

const API_TARGET = process.env.CROUPIER_API_URL ?? 'http://localhost:3000';

/** Libraries every route needs go in one long-cached vendor chunk; the rest split per route. */
function vendorChunk(id: string): string | undefined {
  // zod's settings travel with zod: the vendor chunk runs before any chunk that builds a schema.
  if (/[\\/]src[\\/]zod-config\.ts$/.test(id)) return 'vendor';
  if (!id.includes('node_modules')) return undefined;
  // Only pages that write use the mutation hook: left to the pages' chunks, out of the first load.
  if (/[\\/](useMutation|mutationObserver)\.js$/.test(id)) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.test(id))
    return 'react';
  if (
    /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zod)[\\/]/.test(id)
  )
    return 'vendor';
  return undefined;
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), zodWithoutJsonSchema()],
  // Production builds only: the dev server keeps react-router's development warnings.
  resolve: { alias: command === 'build' ? productionAliases() : [] },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: { output: { manualChunks: vendorChunk } },
  },
}));
