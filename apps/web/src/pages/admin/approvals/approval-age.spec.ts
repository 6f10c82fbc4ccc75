import { approvalAge, approvalKindLabel, approvalResult } from './approval-age';

const now = Date.parse('2026-11-24T12:00:00.000Z');

describe('a held request as the Approvals tab shows it', () => {
  it('says its age in the largest whole unit', () => {
    expect(approvalAge('2026-11-24T11:59:30.000Z', now)).toEqual({ value: 0, unit: 'minute' });
    expect(approvalAge('2026-11-24T11:15:00.000Z', now)).toEqual({ value: -45, unit: 'minute' });
    expect(approvalAge('2026-11-24T09:00:00.000Z', now)).toEqual({ value: -3, unit: 'hour' });
    expect(approvalAge('2026-11-21T11:00:00.000Z', now)).toEqual({ value: -3, unit: 'day' });
    // A clock slightly behind the server's never shows a future age.
    expect(approvalAge('2026-11-24T12:01:00.000Z', now)).toEqual({ value: 0, unit: 'minute' });
  });

  it('names each kind, and an unknown one as unknown', () => {
    expect(approvalKindLabel('withdrawal')).toBe('admin.approvals.kind.withdrawal');
    expect(approvalKindLabel('refund')).toBe('status.unknown');
  });

  it('shows the owner outcome once it answered, and "approving" until then', () => {
    expect(approvalResult({ status: 'pending', outcome: null }).label).toBe('admin.approvals.result.pending');
    expect(approvalResult({ status: 'approved', outcome: null }).label).toBe('admin.approvals.result.approving');
    expect(approvalResult({ status: 'approved', outcome: 'done' })).toEqual({ label: 'admin.approvals.result.done', tone: 'success' });
    expect(approvalResult({ status: 'approved', outcome: 'failed' })).toEqual({ label: 'admin.approvals.result.failed', tone: 'danger' });
    expect(approvalResult({ status: 'rejected', outcome: null }).label).toBe('admin.approvals.result.rejected');
  });
});
