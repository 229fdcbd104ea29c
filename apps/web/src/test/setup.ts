import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 3 s, not 1: the first render of a lazy chunk (a page, the
// modal layer) asks Vitest's server for its modules, which took up to 1.8 s with both cores of a
// CI-sized machine busy. Less than the 5 s a test may take, so a wait that fails still reports
// what the page shows instead of ending in a bare test timeout. A limit, never a measure.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no scrolling; the router's scroll restoration and the virtualizer call these.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
