import { describe, expect, it } from 'vitest';
import { columnsFor, MAX_COLUMNS, rowHeightFor } from './grid.ts';
import { categoryParam, nextPageParam, withAllChip } from './paging.ts';

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

describe('paging and chips', () => {
  it('pages are zero-based', () => {
    expect(nextPageParam({ page: 0, totalPages: 2 })).toBe(1);
    expect(nextPageParam({ page: 1, totalPages: 2 })).toBeUndefined();
    expect(nextPageParam({ page: 0, totalPages: 0 })).toBeUndefined();
  });
  it("puts 'all' first and maps it to no category", () => {
    expect(withAllChip([{ slug: 'slots', categoryKey: 'k' }]).map((c) => c.slug)).toEqual(['all', 'slots']);
    expect(categoryParam('all')).toBeUndefined();
    expect(categoryParam('slots')).toBe('slots');
  });
});
