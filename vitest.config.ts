import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/client',
      'apps/server',
      'apps/sandbox',
      'apps/web',
      'apps/console',
      // The root scripts' tests: `npm start`'s supervision (real child processes) and the docs' checks.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
