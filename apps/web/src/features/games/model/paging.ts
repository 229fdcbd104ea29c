import { ALL_CHIP, type CategoryChip } from '@croupier/contract/games';

interface PageInfo {
  page: number;
  totalPages: number;
}

/** Pages are zero-based; the next one exists while `page + 1 < totalPages`. */
export function nextPageParam(last: PageInfo): number | undefined {
  return last.page + 1 < last.totalPages ? last.page + 1 : undefined;
}

/** The chips in display order: the special 'all' chip first (000 §3). */
export function withAllChip(categories: readonly CategoryChip[] | undefined): CategoryChip[] {
  return [ALL_CHIP, ...(categories ?? []).filter((c) => c.slug !== ALL_CHIP.slug)];
}

/** The category filter a chip stands for: none for 'all'. */
export function categoryParam(slug: string): string | undefined {
  return slug === ALL_CHIP.slug ? undefined : slug;
}
