import type { Game } from '@croupier/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { GameTile } from './GameTile.tsx';
import { columnsFor, GRID_GAP, rowHeightFor } from './grid.ts';

/** Width of an element, kept current; falls back to the window's width before layout. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setWidth(w);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The game grid: rows of as many tiles as fit the width, virtualized against the window so only
 * the rows near the viewport are in the DOM; 10,000 games scroll as smoothly as 30.
 */
export function GameGrid({ games, label, total }: { games: readonly Game[]; label: string; total?: number }) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const columns = columnsFor(width);
  const rowCount = Math.ceil(games.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY;
    setScrollMargin((prev) => (Math.abs(prev - top) > 1 ? top : prev));
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeightFor(width, columns),
    overscan: 3,
    scrollMargin,
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: rows sit between the list and its items, which <ul> forbids
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const start = row.index * columns;
        return (
          <div
            key={row.key}
            role="none"
            className="absolute top-0 left-0 grid w-full"
            style={{
              transform: `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: GRID_GAP,
              paddingBottom: GRID_GAP,
            }}
          >
            {games.slice(start, start + columns).map((game, i) => (
              // biome-ignore lint/a11y/useSemanticElements: see the list above
              <div
                key={game.uuid}
                role="listitem"
                aria-posinset={start + i + 1}
                aria-setsize={total ?? games.length}
              >
                <GameTile game={game} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
