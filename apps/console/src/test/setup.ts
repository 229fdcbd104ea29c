import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A screen loads its code and its first answer before it shows: more than the default second on a
// busy machine (the whole suite runs at once; the reports' charts took 3.5 s beside a CI run).
configure({ asyncUtilTimeout: 8_000 });

// As in a browser with a session: the platform's CSRF cookie is there, so the console asks who is
// signed in (shared/api `mayHaveSession`); a test of a signed-out visitor removes it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this is the page's own cookie jar.
  document.cookie = 'croupier_operator_csrf=test-csrf-token; path=/';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
