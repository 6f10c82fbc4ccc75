import { pad2, timeLeft } from './countdown';

describe('timeLeft', () => {
  it('splits into days, hours, minutes and seconds', () => {
    const target = 90_061_000 + 500; // 1 d 1 h 1 min 1 s and a half
    expect(timeLeft(target, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, done: false });
  });

  it('is done and zero once the target has passed', () => {
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('pads to two digits', () => {
    expect(pad2(7)).toBe('07');
    expect(pad2(123)).toBe('123');
  });
});
