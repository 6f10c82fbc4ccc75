/** A pagination control shows at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show as buttons: a window of at most `size` pages around the current one. */
export function pageWindow(page: number, totalPages: number, size: number = MAX_PAGE_BUTTONS): number[] {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
