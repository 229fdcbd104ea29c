import { useQueryClient } from '@tanstack/react-query';
import { setFavorite, useFavoriteIds } from './favorite-ids.ts';
import { Heart, type HeartProps } from './Heart.tsx';

/**
 * A logged-in player's heart: pressed when the game is a favourite; pressing adds or removes it.
 * Until the player's favourites have loaded it cannot be pressed: on `/favorites` every game is a
 * favourite, and a heart shown empty there would add when the player meant to remove.
 */
export default function PlayerHeart({ player, gameId, ...rest }: HeartProps & { player: string }) {
  const ids = useFavoriteIds(player);
  const on = ids.data?.includes(gameId) ?? false;
  const client = useQueryClient();
  return (
    <Heart
      {...rest}
      on={on}
      busy={ids.isPending}
      onClick={() => void setFavorite(client, player, gameId, !on)}
    />
  );
}
