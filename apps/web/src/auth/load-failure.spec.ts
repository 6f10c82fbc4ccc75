import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { loadFailureOf } from './load-failure';

const graphqlError = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });
const serverError = (statusCode: number) => new ServerError('failed', { response: new Response('', { status: statusCode }), bodyText: '' });

describe('a failed user lookup at start-up', () => {
  it('is the offline state when the browser has no connection', () => {
    expect(loadFailureOf(new TypeError('Failed to fetch'), false)).toBe('offline');
  });

  it('is a System Error when the server cannot be reached or fails', () => {
    expect(loadFailureOf(new TypeError('Failed to fetch'), true)).toBe('unavailable');
    expect(loadFailureOf(serverError(502), true)).toBe('unavailable');
    expect(loadFailureOf(graphqlError('INTERNAL'), true)).toBe('unavailable');
  });

  it('keeps a 401 and other answers as signed out', () => {
    expect(loadFailureOf(serverError(401), true)).toBeNull();
    expect(loadFailureOf(graphqlError('UNAUTHENTICATED'), false)).toBeNull();
    expect(loadFailureOf(graphqlError('ACCOUNT_SUSPENDED'), true)).toBeNull();
    expect(loadFailureOf(undefined, false)).toBeNull();
  });
});
