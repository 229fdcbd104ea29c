import { useQueryClient } from '@tanstack/react-query';
import { Heart, type HeartProps } from './FavoriteButton.tsx';
import { setFavorite, useFavoriteIds } from './favorite-ids.ts';

/** A logged-in player's heart: pressed when the game is a favourite; pressing adds or removes it. */
export default function PlayerHeart({ player, gameId, ...rest }: HeartProps & { player: string }) {
  const on = useFavoriteIds(player).data?.includes(gameId) ?? false;
  const client = useQueryClient();
  return <Heart {...rest} on={on} onClick={() => void setFavorite(client, player, gameId, !on)} />;
}
