import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplitting } from './build/chunks.ts';
import { compileHints, inlineStylesheet, precompress, startAfterFirstPaint } from './build/first-paint.ts';
import { appIcons } from './build/icons.ts';
import { pwaOptions } from './build/pwa.ts';
import { productionAliases, zodWithoutJsonSchema } from './build/slim-deps.ts';

const API_TARGET = process.env.CROUPIER_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    zodWithoutJsonSchema(),
    inlineStylesheet(),
    startAfterFirstPaint(),
    compileHints(),
    precompress(),
    appIcons(),
    // After the build's files are written: the service worker precaches them (ADR 061).
    VitePWA(pwaOptions),
  ],
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
    rolldownOptions: { output: { codeSplitting } },
  },
}));
