/** Profile histories show 15 rows per page. */
export const HISTORY_PAGE_SIZE = 15;

export interface PageSlice<T> {
  rows: T[];
  page: number;
  totalPages: number;
}

/** One page of a list already in memory; the page is clamped to what exists. */
export function pageOf<T>(items: readonly T[], page: number, size: number = HISTORY_PAGE_SIZE): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
  return { rows: items.slice((current - 1) * size, current * size), page: current, totalPages };
}
