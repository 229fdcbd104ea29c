import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, not 1: on a CI machine whose two cores also run the other
// suites, a render that settles at once here can take more than a second. A limit, never a measure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the router's scroll restoration and the virtualizer call these.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
