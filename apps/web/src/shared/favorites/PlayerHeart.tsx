import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Heart, type HeartProps } from './FavoriteButton.tsx';
import { setFavorite, useFavoriteIds } from './favorite-ids.ts';

/**
 * A logged-in player's heart: pressed when the game is a favourite; pressing adds or removes it.
 * `addOnLoad`: the player pressed the heart before this code loaded. The heart showed as not a
 * favourite then, so the press meant add. Adding a favourite twice changes nothing.
 */
export default function PlayerHeart({
  player,
  gameId,
  addOnLoad = false,
  ...rest
}: HeartProps & { player: string; addOnLoad?: boolean }) {
  const on = useFavoriteIds(player).data?.includes(gameId) ?? false;
  const client = useQueryClient();
  const added = useRef(false);
  useEffect(() => {
    if (!addOnLoad || added.current) return;
    added.current = true;
    void setFavorite(client, player, gameId, true);
  }, [addOnLoad, client, player, gameId]);
  return <Heart {...rest} on={on} onClick={() => void setFavorite(client, player, gameId, !on)} />;
}
