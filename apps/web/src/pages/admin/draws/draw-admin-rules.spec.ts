import { canTrigger, isSuccessMessage, localInputToIso, needsForcedDelete, renameTarget } from './draw-admin-rules';

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

  it('ignores empty or unchanged names', () => {
    expect(renameTarget('Daily', '  ')).toBeNull();
    expect(renameTarget('Daily', 'Daily ')).toBeNull();
    expect(renameTarget('Daily', ' Daily Mega ')).toBe('Daily Mega');
  });

  it('converts the date input and knows which draws can run', () => {
    expect(localInputToIso('not a date')).toBeNull();
    expect(localInputToIso('2500-01-01T20:00')).toMatch(/^2500-01-01T/);
    expect([canTrigger('active'), canTrigger('upcoming'), canTrigger('completed')]).toEqual([true, true, false]);
  });
});
