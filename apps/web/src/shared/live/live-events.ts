import { liveEndpoints } from '@croupier/contract/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { callEndpoint, onLoggedOut } from '../api/index.ts';
import { balanceKeys } from '../api/query-keys.ts';
import { baseUrl } from '../config/index.ts';
import { LiveConnection, type LiveState } from './connection.ts';

/**
 * The tab's one live stream (docs/decisions/068-live-events.md), shared by every component that
 * mounts `useLiveEvents`: opened for the logged-in player, closed on logout. A `balance` event is
 * written into the header balance's query, so the header moves without a request.
 */
let connection: LiveConnection | null = null;
let owner: { uuid: string; users: number } | null = null;
let state: LiveState = 'off';
const stateListeners = new Set<() => void>();

function setState(next: LiveState): void {
  state = next;
  for (const listener of stateListeners) listener();
}

function streamUrl(ticket: string): string {
  return `${baseUrl(liveEndpoints.liveEvents.base)}${liveEndpoints.liveEvents.path}?ticket=${encodeURIComponent(ticket)}`;
}

function acquire(uuid: string, client: QueryClient): () => void {
  if (owner && owner.uuid !== uuid) stopLiveEvents();
  if (!owner) {
    owner = { uuid, users: 0 };
    connection = new LiveConnection({
      ticket: async () => (await callEndpoint(liveEndpoints.liveTicket)).ticket,
      open: (ticket) => new EventSource(streamUrl(ticket)),
      onBalance: (balance) => client.setQueryData(balanceKeys.detail(uuid), balance),
      onState: setState,
    });
    connection.start();
  }
  const held = owner;
  held.users += 1;
  return () => {
    held.users -= 1;
    if (held.users === 0 && owner === held) stopLiveEvents();
  };
}

/** Closes the tab's stream (logout, another player). */
export function stopLiveEvents(): void {
  connection?.stop();
  connection = null;
  owner = null;
  setState('off');
}

// A logout, or a renewal that failed, ends the stream at once.
onLoggedOut(stopLiveEvents);

/** Keeps the tab's live stream open while the player `uuid` is logged in (null: none). */
export function useLiveEvents(uuid: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!uuid || typeof EventSource === 'undefined') return;
    return acquire(uuid, client);
  }, [uuid, client]);
}

/** The stream's state: a page polls for changes only while it is not `live`. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => state,
    () => 'off',
  );
}
