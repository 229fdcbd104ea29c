import type { Game } from '@croupier/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '../../../shared/ui/LazyImage.tsx';
import { ART_HEIGHT, ART_WIDTH } from '../model/grid.ts';

export const GameTile = memo(function GameTile({ game }: { game: Game }) {
  return (
    <Link
      to={`/game/${encodeURIComponent(game.slug)}`}
      // The game page starts at once with the tile's game, without looking it up again.
      state={{ game }}
      className="focus-ring group block rounded-lg"
      aria-label={`${game.fullGameName}, ${game.providerName}`}
    >
      <LazyImage
        src={game.imageUrl}
        alt={game.fullGameName}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        className="rounded-lg transition group-hover:brightness-110"
      />
      <div className="h-[52px] px-0.5 pt-1.5">
        <p className="truncate font-semibold text-fg text-sm">{game.fullGameName}</p>
        <p className="truncate text-muted text-xs">{game.providerName}</p>
      </div>
    </Link>
  );
});
