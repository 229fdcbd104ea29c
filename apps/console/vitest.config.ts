import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Limits, never measures: a screen's first render loads its lazy chunk (the reports' charts are
    // the largest) while every workspace's tests, the server's migrations among them, share two
    // cores; under that load a 2-second test has taken over 15.
    testTimeout: 60_000,
  },
});
