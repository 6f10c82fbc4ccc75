import { describe, expect, it } from '@jest/globals';
import { changeActionMessageId, limitChangeSummary } from './protection-view';

describe("the admin's read-only protection view", () => {
  it('words the known actions and leaves unknown ones as written', () => {
    expect(changeActionMessageId('self-exclusion.started')).toBe('admin.protection.action.self-exclusion.started');
    expect(changeActionMessageId('something.new')).toBeNull();
  });

  it('summarises a limit change from its before and after', () => {
    const before = JSON.stringify({ kind: 'spend', period: 'day', limitMinor: 5000, pendingMinor: null });
    const lowered = JSON.stringify({ kind: 'spend', period: 'day', limitMinor: 3000, pendingMinor: null });
    const raising = JSON.stringify({ kind: 'spend', period: 'day', limitMinor: 5000, pendingMinor: 9000 });
    expect(limitChangeSummary(before, lowered)).toEqual({ kind: 'spend', period: 'day', from: '50.00', to: '30.00' });
    expect(limitChangeSummary(before, raising)).toEqual({ kind: 'spend', period: 'day', from: '50.00', to: '90.00' });
    expect(limitChangeSummary(JSON.stringify({ kind: 'loss', period: 'week', limitMinor: null }), JSON.stringify({ kind: 'loss', period: 'week', limitMinor: 100 }))).toEqual({ kind: 'loss', period: 'week', from: null, to: '1.00' });
  });

  it('is no limit change for a break or unreadable JSON', () => {
    expect(limitChangeSummary('[]', JSON.stringify({ kind: 'time_out', duration: '7d' }))).toBeNull();
    expect(limitChangeSummary('not json', null)).toBeNull();
  });
});
