import { useSyncExternalStore } from 'react';

/**
 * The support chat's launcher, shared by the place that shows it and the chat that answers it
 * (ADR 028, ADR 030): on a desktop a floating button; on a phone an item of the bottom bar's Menu,
 * since a floating button there covers the lobby's tiles. The chat (features/support) says whether
 * it is offered on this page and whether it is loading, and takes the requests.
 */
interface LauncherState {
  /** The brand offers a chat here (a widget kind, and not a page it is hidden on). */
  available: boolean;
  /** The vendor's widget is loading after a request. */
  busy: boolean;
}

let state: LauncherState = { available: false, busy: false };
let open: (() => void) | null = null;
const listeners = new Set<() => void>();

export const chatLauncher = {
  get: (): LauncherState => state,
  /** The chat's own report of its state. */
  set(next: LauncherState): void {
    if (next.available === state.available && next.busy === state.busy) return;
    state = next;
    for (const l of listeners) l();
  },
  /** The chat takes the requests (one handler: the mounted chat). Answers how to stop. */
  answer(handler: () => void): () => void {
    open = handler;
    return () => {
      if (open === handler) open = null;
    };
  },
  /** Asks for the chat (a launcher was pressed). */
  request(): void {
    open?.();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The launcher's state, for a component that shows a launcher. */
export function useChatLauncher(): LauncherState {
  return useSyncExternalStore(chatLauncher.subscribe, chatLauncher.get, chatLauncher.get);
}
