import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as the window changes. For UI that is only shown at
 * some widths and is costly to render, so it is not rendered at all where CSS would hide it.
 * `fallback` answers where there is no `matchMedia` (tests, old browsers).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window === 'undefined' || !window.matchMedia ? fallback : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}
