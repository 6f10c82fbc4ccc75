import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields that changed', () => {
    const diff = auditDiff(
      JSON.stringify({ username: 'pilot', status: 'active', isAdmin: false }),
      JSON.stringify({ username: 'pilot', status: 'suspended', isAdmin: false, reason: 'chargeback' }),
    );
    expect(diff.changes).toEqual([
      { field: 'status', before: 'active', after: 'suspended' },
      { field: 'reason', before: null, after: 'chargeback' },
    ]);
    expect(diff.subject).toBe('pilot');
  });

  it('shows every field of an entry with only an after side (a credit)', () => {
    const diff = auditDiff(null, JSON.stringify({ amount: '25.00', reason: null, transferId: 't1' }));
    expect(diff.changes).toEqual([
      { field: 'amount', before: null, after: '25.00' },
      { field: 'transferId', before: null, after: 't1' },
    ]);
  });

  it('names the record from its snapshot when it can', () => {
    expect(auditDiff(JSON.stringify({ name: 'Daily Mega' }), JSON.stringify({ name: 'Daily Giga' })).subject).toBe('Daily Mega');
    expect(auditDiff(null, JSON.stringify({ title: 'Maintenance', content: 'Tonight' })).subject).toBe('Maintenance');
    expect(auditDiff(null, JSON.stringify({ amount: '5.00' })).subject).toBeNull();
  });

  it('describes nested values compactly and cuts long ones', () => {
    const diff = auditDiff(JSON.stringify({ chats: ['1'] }), JSON.stringify({ chats: ['1', '2'], note: 'x'.repeat(300) }));
    expect(diff.changes[0]).toEqual({ field: 'chats', before: '["1"]', after: '["1","2"]' });
    expect(diff.changes[1]?.after).toHaveLength(120);
    expect(diff.changes[1]?.after?.endsWith('…')).toBe(true);
  });

  it('keeps text that is not a JSON object as raw text', () => {
    const diff = auditDiff('not json', JSON.stringify('plain'));
    expect(diff).toEqual({ changes: [], rawBefore: 'not json', rawAfter: 'plain', subject: null });
    expect(auditDiff(null, null)).toEqual({ changes: [], rawBefore: null, rawAfter: null, subject: null });
  });
});
