import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file builds the app on its own database (PGlite, or a fresh PostgreSQL database): 34
    // migrations and the demo's five languages and two brands, which on a busy 2-core machine can
    // pass a minute. A limit, not a measure: no test times anything.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
