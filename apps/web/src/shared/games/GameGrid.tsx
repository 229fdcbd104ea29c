import type { Game } from '@croupier/contract';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GameTile } from './GameTile.tsx';
import { columnsFor, GRID_GAP, PLAIN_GRID_MAX_GAMES, type RenderRow, rowHeightFor } from './grid.ts';

// The virtualizer (about 10 KB gzipped) loads only once a list is long enough to need it, so the
// lobby's first page does not carry it.
const VirtualRows = lazy(() => import('./VirtualRows.tsx'));

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

/** Draws the row of tiles `index` at `top` px within the list. */
export type { RenderRow } from './grid.ts';

/**
 * Every row, each at its place: what a short list draws, and a long one while the virtualizer loads.
 * Drawn a screenful at a time, a task each (the first screen first), so 50 tiles never hold the main
 * thread long enough to delay a tap (ADR 036, total blocking time). Rows have their places already,
 * so nothing moves as the next ones arrive.
 */
function AllRows({
  rowCount,
  rowHeight,
  renderRow,
}: {
  rowCount: number;
  rowHeight: number;
  renderRow: RenderRow;
}) {
  const perScreen = Math.max(
    2,
    Math.ceil((typeof window === 'undefined' ? 800 : window.innerHeight) / rowHeight),
  );
  const [drawn, setDrawn] = useState(perScreen);
  useEffect(() => {
    if (drawn >= rowCount) return;
    const next = setTimeout(() => setDrawn((n) => n + perScreen), 0);
    return () => clearTimeout(next);
  }, [drawn, rowCount, perScreen]);
  const count = Math.min(rowCount, drawn);
  return <>{Array.from({ length: count }, (_, index) => renderRow(index, index * rowHeight))}</>;
}

/**
 * The game grid: rows of as many tiles as fit the width. Rows have a fixed height, so a row's place
 * is its index times that height whether every row is drawn or only those near the viewport. A
 * long list (over `PLAIN_GRID_MAX_GAMES`) is virtualized against the window; 10,000 games scroll as
 * smoothly as 30.
 */
export function GameGrid({ games, label, total }: { games: readonly Game[]; label: string; total?: number }) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const columns = columnsFor(width);
  const rowCount = Math.ceil(games.length / columns);
  const rowHeight = rowHeightFor(width, columns);

  const renderRow: RenderRow = (index, top) => {
    const start = index * columns;
    return (
      <div
        key={index}
        role="none"
        className="absolute top-0 start-0 grid w-full"
        style={{
          transform: `translateY(${top}px)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          columnGap: GRID_GAP,
          paddingBottom: GRID_GAP,
        }}
      >
        {games.slice(start, start + columns).map((game, i) => (
          // biome-ignore lint/a11y/useSemanticElements: see the list below
          <div
            key={game.uuid}
            role="listitem"
            aria-posinset={start + i + 1}
            aria-setsize={total ?? games.length}
          >
            {/* The first row is the first screen's largest paint: its artwork loads at once (ADR 034). */}
            <GameTile game={game} priority={index === 0} />
          </div>
        ))}
      </div>
    );
  };
  const all = <AllRows rowCount={rowCount} rowHeight={rowHeight} renderRow={renderRow} />;

  return (
    // biome-ignore lint/a11y/useSemanticElements: rows sit between the list and its items, which <ul> forbids
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className="relative w-full"
      style={{ height: rowCount * rowHeight }}
    >
      {games.length > PLAIN_GRID_MAX_GAMES ? (
        <Suspense fallback={all}>
          <VirtualRows listRef={listRef} rowCount={rowCount} rowHeight={rowHeight} renderRow={renderRow} />
        </Suspense>
      ) : (
        all
      )}
    </div>
  );
}
