import userEvent from '@testing-library/user-event';

/**
 * The person at the keyboard in component tests: `userEvent.setup()` without a pause between keys
 * (`delay: null`). With the default delay every key waits for a timer turn, so a 15-letter password
 * is 15 trips round the event loop; on a CI machine whose two cores also run other suites each trip
 * can take longer than the key itself. Each key still dispatches keydown, input and keyup inside
 * act(), so the page renders after every key as it does for a fast typist.
 */
export function setupUser() {
  return userEvent.setup({ delay: null });
}
