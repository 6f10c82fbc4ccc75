import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page centred, clamped at both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 0)).toEqual([1]);
  });
});
