import { deleteCookie } from '../lib/cookies.ts';

/**
 * The browser-kept part of the auth session (000 §3): token, hasAuth, isLogged, uuid, in
 * localStorage. A tiny store with subscribe, so React reads it with useSyncExternalStore.
 */
export interface Session {
  token: string | null;
  hasAuth: boolean;
  isLogged: boolean;
  uuid: string | null;
}

const KEYS = { token: 'token', hasAuth: 'hasAuth', isLogged: 'isLogged', uuid: 'uuid' } as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function read(): Session {
  const s = storage();
  return {
    token: s?.getItem(KEYS.token) ?? null,
    hasAuth: s?.getItem(KEYS.hasAuth) === 'true',
    isLogged: s?.getItem(KEYS.isLogged) === 'true',
    uuid: s?.getItem(KEYS.uuid) ?? null,
  };
}

let current: Session = read();
const listeners = new Set<() => void>();

function write(next: Session): void {
  current = next;
  const s = storage();
  if (s) {
    for (const key of Object.keys(KEYS) as (keyof Session)[]) {
      const value = next[key];
      if (value === null || value === false) s.removeItem(KEYS[key]);
      else s.setItem(KEYS[key], String(value));
    }
  }
  for (const listener of listeners) listener();
}

/** The KYC-verified flag (000 §3, §4): a cookie set when the KYC status is VERIFIED. */
export const KYC_VERIFIED_COOKIE = 'kyc_verified';

/** The player's country and currency, remembered from their profile (`shared/brand/player-market.ts`). */
export const PLAYER_MARKET_STORAGE_KEY = 'playerMarket';

export const session = {
  get(): Session {
    return current;
  },
  token(): string | null {
    return current.token;
  },
  setToken(token: string | null): void {
    write({ ...current, token, hasAuth: token !== null });
  },
  update(patch: Partial<Session>): void {
    write({ ...current, ...patch });
  },
  /** A login, registration or reset answered: the player is logged in with this token. */
  start(auth: { token: string; uuid: string; logged: boolean }): void {
    write({ token: auth.token, hasAuth: true, isLogged: auth.logged, uuid: auth.uuid });
  },
  /**
   * Logout side of 000 §4: the token, the KYC flag, the remembered market and everything derived
   * from the token go.
   */
  clear(): void {
    deleteCookie(KYC_VERIFIED_COOKIE);
    storage()?.removeItem(PLAYER_MARKET_STORAGE_KEY);
    write({ token: null, hasAuth: false, isLogged: false, uuid: null });
  },
  /** Re-reads localStorage (another tab, or a test that seeded it). */
  reload(): void {
    current = read();
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
