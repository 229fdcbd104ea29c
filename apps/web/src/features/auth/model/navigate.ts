/** A full page load: registration success refreshes the page (000 §2). Replaceable in tests. */
export const hardNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
