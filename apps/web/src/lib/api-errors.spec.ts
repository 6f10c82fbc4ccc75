import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCode, isUnauthorizedError, serverMessage } from './api-errors';

function graphQLError(code: string, message: string): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
}

describe('api errors', () => {
  it('reads extensions.code and the server message', () => {
    const error = graphQLError('USERNAME_TAKEN', 'Username is already taken');
    expect(errorCode(error)).toBe('USERNAME_TAKEN');
    expect(serverMessage(error)).toBe('Username is already taken');
  });

  it('maps HTTP statuses and network failures', () => {
    const unauthorized = new ServerError('Unauthorized', { response: new Response('', { status: 401 }), bodyText: '' });
    expect(errorCode(unauthorized)).toBe('UNAUTHENTICATED');
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('NETWORK');
  });

  it('recognises unauthorized errors that are not logged', () => {
    expect(isUnauthorizedError(graphQLError('UNAUTHENTICATED', 'Sign in first'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('boom'))).toBe(false);
  });
});
