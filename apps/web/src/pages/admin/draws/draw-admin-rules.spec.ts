import { canTrigger, isSuccessMessage, localInputToIso, needsForcedDelete, renameTarget, runsLater, waitingForBeacon } from './draw-admin-rules';

describe('admin draw rules', () => {
  it('treats only messages with "successfully" as success', () => {
    expect(isSuccessMessage('Draw renamed successfully')).toBe(true);
    expect(isSuccessMessage('Name unchanged')).toBe(false);
  });

  it('asks for force on completed or funded draws', () => {
    expect(needsForcedDelete({ status: 'completed', ticketsSold: 0 })).toBe(true);
    expect(needsForcedDelete({ status: 'active', ticketsSold: 3 })).toBe(true);
    expect(needsForcedDelete({ status: 'active', ticketsSold: 0 })).toBe(false);
  });

  it('shows the beacon line only for a closed draw that bound a round', () => {
    expect(waitingForBeacon({ status: 'active', beaconRound: 24_000_000 })).toBe(true);
    expect(waitingForBeacon({ status: 'active', beaconRound: null })).toBe(false);
    expect(waitingForBeacon({ status: 'completed', beaconRound: 24_000_000 })).toBe(false);
  });

  it('ignores empty or unchanged names', () => {
    expect(renameTarget('Daily', '  ')).toBeNull();
    expect(renameTarget('Daily', 'Daily ')).toBeNull();
    expect(renameTarget('Daily', ' Daily Mega ')).toBe('Daily Mega');
  });

  it('converts the date input and knows which draws can run', () => {
    expect(localInputToIso('not a date')).toBeNull();
    expect(localInputToIso('2500-01-01T20:00')).toMatch(/^2500-01-01T/);
  });

  it('offers "run now" only once the draw date has come; before, the draw runs by itself then', () => {
    const now = Date.parse('2030-01-01T12:00:00.000Z');
    const due = { status: 'active', drawDate: '2030-01-01T11:59:00.000Z' };
    const later = { status: 'active', drawDate: '2030-01-01T12:01:00.000Z' };
    const upcoming = { status: 'upcoming', drawDate: '2030-01-02T12:00:00.000Z' };
    const completed = { status: 'completed', drawDate: '2030-01-01T11:00:00.000Z' };
    expect([due, later, upcoming, completed].map((draw) => canTrigger(draw, now))).toEqual([true, false, false, false]);
    expect([due, later, upcoming, completed].map((draw) => runsLater(draw, now))).toEqual([false, true, true, false]);
  });
});
