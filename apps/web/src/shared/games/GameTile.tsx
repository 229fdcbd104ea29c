import type { Game } from '@croupier/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import { FavoriteButton } from '../favorites/FavoriteButton.tsx';
import { paths } from '../paths.ts';
import { LazyImage } from '../ui/LazyImage.tsx';
import { ART_HEIGHT, ART_WIDTH } from './grid.ts';

/**
 * A game in a grid: its artwork and names link to the game page; the heart sits on the artwork.
 * The artwork carries no text (ADR 032): the name is written over it here, as HTML, which the
 * browser lays out far more cheaply than an SVG image per tile. `priority` is for the first row.
 */
export const GameTile = memo(function GameTile({
  game,
  priority = false,
}: {
  game: Game;
  priority?: boolean;
}) {
  return (
    <div className="relative">
      <Link
        to={paths.game(game.slug)}
        // The game page starts at once with the tile's game, without looking it up again.
        state={{ game }}
        className="focus-ring group block rounded-lg"
      >
        {/* The link's name is its visible text, the game and its studio (WCAG 2.5.3); the art adds nothing to read. */}
        <div className="relative">
          <LazyImage
            src={game.imageUrl}
            alt=""
            width={ART_WIDTH}
            height={ART_HEIGHT}
            priority={priority}
            className="rounded-lg transition group-hover:brightness-110"
          />
          {/* Part of the picture: the caption below is what the link reads. */}
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 line-clamp-3 px-3 pb-4 text-center font-extrabold text-lg text-white leading-tight [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]"
          >
            {game.fullGameName}
          </p>
        </div>
        <div className="h-[52px] px-0.5 pt-1.5">
          <p className="truncate font-semibold text-fg text-sm">{game.fullGameName}</p>
          <p className="truncate text-muted text-xs">{game.providerName}</p>
        </div>
      </Link>
      <FavoriteButton gameId={game.uuid} gameName={game.fullGameName} className="absolute top-2 end-2" />
    </div>
  );
});
