import { PLAY_SESSIONS } from '../../../shared/api/query-keys.ts';
import { type Market, marketKey } from '../../../shared/brand/index.ts';

export const playKeys = {
  game: (slug: string, market: Market) => ['play', 'game', slug, marketKey(market)] as const,
  sessionAll: PLAY_SESSIONS,
  session: (mode: string, uuid: string | undefined, query: object) =>
    ['play', 'session', mode, uuid, query] as const,
};
