import { useSyncExternalStore } from 'react';

/**
 * Whether play is paused: something covers the page (a reality check, docs/decisions/044), so the
 * game frame tells the studio to pause and goes inert until it resumes. Set by the protection
 * feature, read by the play feature.
 */
let paused = false;
const listeners = new Set<() => void>();

export function setPlayPaused(next: boolean): void {
  if (paused === next) return;
  paused = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => paused;

export function usePlayPaused(): boolean {
  return useSyncExternalStore(subscribe, get, get);
}
