import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { availableActions, creditProblem, passwordProblem, refusalMessageId } from './user-action-rules';

const graphQLError = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('Users tab action rules', () => {
  it('offers delete and admin rights only where the server allows them', () => {
    const player = { id: 'p', status: 'active', isAdmin: false };
    expect(availableActions(player, 'me')).toEqual(['protection', 'addCredit', 'removeCredit', 'suspend', 'makeAdmin', 'changePassword', 'delete']);
    expect(availableActions({ ...player, status: 'suspended' }, 'me')).toContain('activate');
    expect(availableActions({ ...player, status: 'suspended' }, 'me')).not.toContain('suspend');
    const otherAdmin = { id: 'a', status: 'active', isAdmin: true };
    expect(availableActions(otherAdmin, 'me')).toEqual(['protection', 'addCredit', 'removeCredit', 'suspend', 'removeAdmin', 'changePassword']);
  });

  it('never offers self-suspension or self-demotion', () => {
    const me = { id: 'me', status: 'active', isAdmin: true };
    expect(availableActions(me, 'me')).toEqual(['protection', 'addCredit', 'removeCredit', 'changePassword']);
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
    expect(refusalMessageId('removeAdmin', graphQLError('FORBIDDEN', 'You cannot suspend or demote yourself'))).toBe('admin.users.error.selfDemote');
    expect(refusalMessageId('removeCredit', graphQLError('INSUFFICIENT_BALANCE', 'Insufficient balance'))).toBe('admin.users.error.overBalance');
    expect(refusalMessageId('addCredit', graphQLError('INSUFFICIENT_BALANCE', 'Insufficient balance'))).toBeNull();
    expect(refusalMessageId('delete', graphQLError('FORBIDDEN', 'Admin privileges required'))).toBeNull();
  });
});
