import { pageOf } from './paginate';

describe('history pages (15 rows)', () => {
  const items = Array.from({ length: 31 }, (_, index) => index);
  it('slices 15 per page', () => {
    expect(pageOf(items, 1).rows).toHaveLength(15);
    expect(pageOf(items, 3)).toEqual({ rows: [30], page: 3, totalPages: 3 });
  });
  it('clamps the page to what exists', () => {
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ rows: [], page: 1, totalPages: 1 });
  });
});
