import { PLAY_SESSIONS } from '../../../shared/api/query-keys.ts';

export const playKeys = {
  game: (slug: string, market: object) => ['play', 'game', slug, market] as const,
  sessionAll: PLAY_SESSIONS,
  session: (mode: string, uuid: string | undefined, query: object) =>
    ['play', 'session', mode, uuid, query] as const,
};
