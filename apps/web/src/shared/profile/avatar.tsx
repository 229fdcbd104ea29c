import type { Profile } from '@croupier/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from '../api/query-keys.ts';
import { getProfile } from './get-profile.ts';

/**
 * The player's avatar (000 §4: the profile initialisation loads it beside the balance, KYC and
 * games). The spec names no avatar call or field, so it is made from the profile in the browser:
 * the initials of the name (else of the login) on a colour taken from the player's uuid. Nothing
 * about the player leaves the browser for it (no picture service is asked).
 */
export interface Avatar {
  initials: string;
  /** Hue (0-359) of the background, the same for a player on every device. */
  hue: number;
}

type AvatarSource = Pick<Profile, 'uuid' | 'firstName' | 'lastName' | 'username' | 'email'>;

const initial = (word: string | null | undefined) => [...(word?.trim() ?? '')][0]?.toUpperCase() ?? '';

export function avatarOf(p: AvatarSource): Avatar {
  const named = initial(p.firstName) + initial(p.lastName);
  const initials = named || initial(p.username) || initial(p.email) || '?';
  let hash = 0;
  for (const ch of p.uuid) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { initials, hue: hash % 360 };
}

/** The avatar as the profile initialisation leaves it in the cache; built from the profile otherwise. */
export const avatarQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: profileKeys.avatar(uuid),
    queryFn: async ({ signal }) => avatarOf(await getProfile(uuid, signal)),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The avatar shown beside the player's name; decorative (the name is written next to it). */
export function AvatarBadge({ uuid, className }: { uuid: string; className?: string }) {
  const avatar = useQuery(avatarQueryOptions(uuid));
  if (!avatar.data) return null;
  return (
    <span
      aria-hidden="true"
      data-avatar={avatar.data.initials}
      className={`grid size-12 shrink-0 place-items-center rounded-full font-bold text-lg text-white ${className ?? ''}`}
      style={{ backgroundColor: `hsl(${avatar.data.hue} 55% 38%)` }}
    >
      {avatar.data.initials}
    </span>
  );
}
