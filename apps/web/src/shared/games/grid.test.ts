import { describe, expect, it } from 'vitest';
import { columnsFor, MAX_COLUMNS, rowHeightFor } from './grid.ts';

describe('grid layout', () => {
  it('fits columns to the width, two at least and eight at most', () => {
    expect(columnsFor(0)).toBe(2);
    expect(columnsFor(320)).toBe(2);
    expect(columnsFor(800)).toBe(5);
    expect(columnsFor(5000)).toBe(MAX_COLUMNS);
  });
  it('keeps the artwork ratio in the row height', () => {
    expect(rowHeightFor(312, 2)).toBe(200 + 52 + 12);
  });
});
