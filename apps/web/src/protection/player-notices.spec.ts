import { describe, expect, it } from '@jest/globals';
import { mayNotifyPlayer } from './player-notices';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('player notices during a break', () => {
  it('keeps news away during a time-out or self-exclusion', () => {
    expect(mayNotifyPlayer('news', { endsAt: '2026-12-01T12:00:00Z' }, now)).toBe(false);
  });

  it('always lets news of their own money through', () => {
    expect(mayNotifyPlayer('money', { endsAt: '2031-11-24T12:00:00Z' }, now)).toBe(true);
  });

  it('shows news again once the break has ended, and to players without one', () => {
    expect(mayNotifyPlayer('news', { endsAt: '2026-11-24T11:59:59Z' }, now)).toBe(true);
    expect(mayNotifyPlayer('news', null, now)).toBe(true);
  });
});
