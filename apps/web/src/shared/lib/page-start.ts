/** The id of the layout's first focusable element, the "skip to content" link before the header. */
export const PAGE_START_ID = 'page-start';

/**
 * Moves focus to the start of the page once the next page has drawn: after a login the form that
 * had focus is gone, and the browser would go on from where it was, inside the new page's content;
 * from the start, the next Tab reaches the header (the balance, the account) first.
 */
export function focusPageStart(): void {
  requestAnimationFrame(() => document.getElementById(PAGE_START_ID)?.focus());
}
