import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { AdminRole } from '@nova/contracts';
import { availableActions, creditProblem, passwordProblem, refusalMessageId } from './user-action-rules';

const graphQLError = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('Users tab action rules', () => {
  const viewer = (adminRole: AdminRole) => ({ id: 'me', adminRole });
  const player = { id: 'p', status: 'active', isAdmin: false };
  const otherAdmin = { id: 'a', status: 'active', isAdmin: true };

  it('offers a superadmin every action the server allows: roles, passwords, deleting players', () => {
    expect(availableActions(player, viewer('superadmin'))).toEqual(['protection', 'addCredit', 'removeCredit', 'suspend', 'setRole', 'changePassword', 'delete']);
    expect(availableActions({ ...player, status: 'suspended' }, viewer('superadmin'))).toContain('activate');
    expect(availableActions({ ...player, status: 'suspended' }, viewer('superadmin'))).not.toContain('suspend');
    expect(availableActions(otherAdmin, viewer('superadmin'))).toEqual(['protection', 'addCredit', 'removeCredit', 'suspend', 'setRole', 'changePassword']);
  });

  it("offers each other role only its own actions (docs/product-rules.md#admin-roles)", () => {
    expect(availableActions(player, viewer('support'))).toEqual(['protection']);
    expect(availableActions(player, viewer('finance'))).toEqual(['protection', 'addCredit', 'removeCredit']);
    expect(availableActions(player, viewer('risk'))).toEqual(['protection', 'suspend']);
    expect(availableActions({ ...player, status: 'suspended' }, viewer('risk'))).toEqual(['protection', 'activate']);
    // Suspending another admin takes a superadmin.
    expect(availableActions(otherAdmin, viewer('risk'))).toEqual(['protection']);
  });

  it('never offers self-suspension or a change of one’s own role', () => {
    const me = { id: 'me', status: 'active', isAdmin: true };
    expect(availableActions(me, viewer('superadmin'))).toEqual(['protection', 'addCredit', 'removeCredit', 'changePassword']);
  });

  it('validates amounts like the server and keeps debits within the balance', () => {
    expect(creditProblem('addCredit', '25.00', '', null)).toBeNull();
    expect(creditProblem('addCredit', '0', '', null)).toBe('admin.users.error.amount');
    expect(creditProblem('addCredit', '1.234', '', null)).toBe('admin.users.error.amount');
    expect(creditProblem('addCredit', '-5', '', null)).toBe('admin.users.error.amount');
    expect(creditProblem('addCredit', 'ten', '', null)).toBe('admin.users.error.amount');
    expect(creditProblem('removeCredit', '10.01', '', 1000)).toBe('admin.users.error.overBalance');
    expect(creditProblem('removeCredit', '10.00', '', 1000)).toBeNull();
    expect(creditProblem('addCredit', '5', 'x'.repeat(501), null)).toBe('admin.users.error.reasonLength');
    expect(creditProblem('addCredit', '5', 'x'.repeat(500), null)).toBeNull();
  });

  it('asks for a password of at least 6 characters, confirmed', () => {
    expect(passwordProblem('12345', '12345')).toBe('admin.users.error.passwordShort');
    expect(passwordProblem('123456', '123457')).toBe('admin.users.error.passwordMismatch');
    expect(passwordProblem('123456', '123456')).toBeNull();
  });

  it('translates the server refusals it knows and leaves the rest to the general words', () => {
    expect(refusalMessageId('delete', graphQLError('FORBIDDEN', 'Admin accounts cannot be deleted'))).toBe('admin.users.error.adminUndeletable');
    expect(refusalMessageId('suspend', graphQLError('FORBIDDEN', 'You cannot suspend or demote yourself'))).toBe('admin.users.error.selfDemote');
    expect(refusalMessageId('setRole', graphQLError('FORBIDDEN', 'You cannot change your own role'))).toBe('admin.users.error.selfDemote');
    expect(refusalMessageId('setRole', graphQLError('CONFLICT', 'The last superadmin cannot be demoted or suspended'))).toBe('admin.users.error.lastSuperadmin');
    expect(refusalMessageId('removeCredit', graphQLError('INSUFFICIENT_BALANCE', 'Insufficient balance'))).toBe('admin.users.error.overBalance');
    expect(refusalMessageId('addCredit', graphQLError('INSUFFICIENT_BALANCE', 'Insufficient balance'))).toBeNull();
    expect(refusalMessageId('delete', graphQLError('FORBIDDEN', 'Admin privileges required'))).toBeNull();
  });
});
