import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/sandbox',
      'apps/web',
      // `npm start`'s supervision (scripts/supervise.mjs), with real child processes.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
