import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling; the router's scroll restoration and the virtualizer call these.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
