import { CAMPAIGNS } from '../../../shared/api/query-keys.ts';

/** Where a guest is: the brand's default market (the country and currency lists apply to it, 001 §6). */
export interface GuestMarket {
  country: string;
  currency: string;
}

/** The campaigns' query keys, under the shared campaigns root (a logout drops them). */
export const campaignsKeys = {
  all: CAMPAIGNS,
  /** A player's list (uuid) or a guest's (null, in the guest's market), in a locale. */
  list: (uuid: string | null, locale: string, market?: GuestMarket) =>
    [...CAMPAIGNS, 'list', uuid ?? 'guest', locale, market ?? null] as const,
};
