/** The page size of the rewards tables. */
export const REWARDS_PAGE_SIZE = 20;

/**
 * One page of a list the platform answers whole (templates: no paging or filter on the server),
 * after keeping the rows `keep` accepts.
 */
export function pageOf<T>(rows: readonly T[], keep: (row: T) => boolean, page: number) {
  const kept = rows.filter(keep);
  return { total: kept.length, rows: kept.slice(page * REWARDS_PAGE_SIZE, (page + 1) * REWARDS_PAGE_SIZE) };
}

/** Whether any of `texts` holds what was typed (case aside); nothing typed keeps everything. */
export const matches = (typed: string, ...texts: string[]) => {
  const needle = typed.trim().toLowerCase();
  return !needle || texts.some((t) => t.toLowerCase().includes(needle));
};
