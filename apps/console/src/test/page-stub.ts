import { pageAnswer } from '@croupier/contract/paging';

/** The page of `rows` a paged call asked for (its `page` and `size`), as the platform answers it. */
export function pageFor<T>(rows: readonly T[], call: { query: URLSearchParams }, defaultSize = 20) {
  const page = Number(call.query.get('page') ?? 0);
  const size = Number(call.query.get('size') ?? defaultSize);
  return pageAnswer(rows.slice(page * size, (page + 1) * size), page, size, rows.length);
}
