import type { Game } from '@croupier/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import { FavoriteButton } from '../favorites/FavoriteButton.tsx';
import { paths } from '../paths.ts';
import { LazyImage } from '../ui/LazyImage.tsx';
import { ART_HEIGHT, ART_WIDTH } from './grid.ts';

/** A game in a grid: its artwork and names link to the game page; the heart sits on the artwork. */
export const GameTile = memo(function GameTile({ game }: { game: Game }) {
  return (
    <div className="relative">
      <Link
        to={paths.game(game.slug)}
        // The game page starts at once with the tile's game, without looking it up again.
        state={{ game }}
        className="focus-ring group block rounded-lg"
      >
        {/* The link's name is its visible text, the game and its studio (WCAG 2.5.3); the art adds nothing to read. */}
        <LazyImage
          src={game.imageUrl}
          alt=""
          width={ART_WIDTH}
          height={ART_HEIGHT}
          className="rounded-lg transition group-hover:brightness-110"
        />
        <div className="h-[52px] px-0.5 pt-1.5">
          <p className="truncate font-semibold text-fg text-sm">{game.fullGameName}</p>
          <p className="truncate text-muted text-xs">{game.providerName}</p>
        </div>
      </Link>
      <FavoriteButton gameId={game.uuid} gameName={game.fullGameName} className="absolute top-2 right-2" />
    </div>
  );
});
