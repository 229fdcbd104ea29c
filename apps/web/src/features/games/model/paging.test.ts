import { describe, expect, it } from 'vitest';
import { categoryParam, nextPageParam, withAllChip } from './paging.ts';

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
