import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testGame } from '../../test/games.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { GameGrid } from './GameGrid.tsx';
import { columnsFor, rowHeightFor } from './grid.ts';

const game = (n: number) => testGame(n);

const height = window.innerHeight;
afterEach(() => {
  window.innerHeight = height;
});

describe('GameGrid', () => {
  it('draws the first screen at once and the rest in the tasks after, each row at its place', async () => {
    window.innerHeight = 600;
    const games = Array.from({ length: 49 }, (_, i) => game(i + 1));
    renderWithProviders(<GameGrid games={games} label="Slots" total={49} />);
    const width = window.innerWidth;
    const columns = columnsFor(width);
    const rowHeight = rowHeightFor(width, columns);
    const firstScreen = Math.ceil(600 / rowHeight) * columns;
    const list = screen.getByRole('list', { name: 'Slots' });
    // The list has its whole height from the start: rows arriving later move nothing.
    expect(list).toHaveStyle({ height: `${Math.ceil(49 / columns) * rowHeight}px` });
    expect(screen.getAllByRole('listitem')).toHaveLength(firstScreen);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(49));
    // By its text: a role query with a name computes every tile's name, seconds on a busy machine.
    const last = screen.getAllByText('Game 49')[0]?.closest('[role="listitem"]');
    expect(last).toHaveAttribute('aria-posinset', '49');
    expect(last?.parentElement).toHaveStyle({
      transform: `translateY(${Math.floor(48 / columns) * rowHeight}px)`,
    });
  });
});
