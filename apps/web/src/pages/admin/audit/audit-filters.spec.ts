import { auditFilterInput, NO_AUDIT_FILTER } from './AuditFilters';

describe('auditFilterInput', () => {
  it('sends nothing when no filter is chosen', () => {
    expect(auditFilterInput(NO_AUDIT_FILTER)).toBeNull();
    expect(auditFilterInput({ ...NO_AUDIT_FILTER, targetId: '   ' })).toBeNull();
  });

  it('sends only the chosen fields, trimmed', () => {
    expect(auditFilterInput({ ...NO_AUDIT_FILTER, action: 'draw.trigger', targetId: ' 3f2a ', to: '2026-03-02' })).toEqual({
      action: 'draw.trigger',
      targetId: '3f2a',
      to: '2026-03-02',
    });
  });
});
