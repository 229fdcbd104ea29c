import type { ReactNode } from 'react';

export const TILE_MIN_WIDTH = 150;
export const GRID_GAP = 12;
export const MAX_COLUMNS = 8;
/** Artwork is 300 × 400. */
export const ART_WIDTH = 300;
export const ART_HEIGHT = 400;
/** Height of a tile's caption (name and provider) under the artwork. */
export const CAPTION_HEIGHT = 52;

/** How many tiles fit in a row of the given width (at least two, so phones show a grid). */
export function columnsFor(width: number): number {
  if (width <= 0) return 2;
  return Math.min(MAX_COLUMNS, Math.max(2, Math.floor((width + GRID_GAP) / (TILE_MIN_WIDTH + GRID_GAP))));
}

export function rowHeightFor(width: number, columns: number): number {
  const tileWidth = (Math.max(width, 0) - GRID_GAP * (columns - 1)) / columns;
  return Math.round((tileWidth * ART_HEIGHT) / ART_WIDTH) + CAPTION_HEIGHT + GRID_GAP;
}

/**
 * Lists up to this many games draw every tile; longer ones are virtualized. A hundred tiles (two
 * pages of the games list) are cheap to keep in the DOM, and their artwork loads lazily anyway.
 */
export const PLAIN_GRID_MAX_GAMES = 100;

/** Draws the grid's row `index` at `top` (px): the plain grid and the virtual rows both use it. */
export type RenderRow = (index: number, top: number) => ReactNode;
