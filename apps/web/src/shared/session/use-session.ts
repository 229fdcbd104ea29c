import { useSyncExternalStore } from 'react';
import { type Session, session } from './index.ts';

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
