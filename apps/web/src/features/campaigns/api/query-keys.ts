import { CAMPAIGNS } from '../../../shared/api/query-keys.ts';

/** The campaigns' query keys, under the shared campaigns root (a logout drops them). */
export const campaignsKeys = {
  all: CAMPAIGNS,
  /** A player's list (uuid) or a guest's (null), in a locale. */
  list: (uuid: string | null, locale: string) => ['campaigns', 'list', uuid ?? 'guest', locale] as const,
};
