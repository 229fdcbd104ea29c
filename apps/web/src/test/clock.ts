import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes the timers the pages use (and `Date`), so a test states the spec's delays
 * (`constants.ts`) instead of waiting them out. React's scheduler and promises (setImmediate,
 * microtasks) keep running, so renders and stubbed fetches still settle. Undo with
 * `vi.useRealTimers()`.
 *
 * `user-event` does not work under it (Testing Library's async wrapper waits for a real
 * `setTimeout(0)`): change fields with `change` and press with `fireEvent.click` instead, and wait
 * with `settleUntil` or `vi.waitFor`, not Testing Library's `waitFor` or `findBy…`.
 */
export function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Moves the fake clock on by `ms`, running what falls due and letting the page render. */
export async function advanceClock(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** A field's new value as the browser reports it (one change event), for use under the fake clock. */
export function change(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/**
 * Lets real I/O (stubbed fetches, Web Crypto) and the renders after it finish without moving the
 * fake clock, until `done` (or a hundred turns of the event loop): the wait before a delay is
 * measured. `vi.waitFor` moves a fake clock on by its polling interval, so it serves only once
 * no delay is left to measure.
 */
export async function settleUntil(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
