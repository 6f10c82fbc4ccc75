import { GraphQLError } from 'graphql';
import { AuthenticatedDataSource } from '../src/data-source';
import { formatGatewayError } from '../src/format-error';

const source = new AuthenticatedDataSource(['http://127.0.0.1:1/graphql'], 'x'.repeat(32));
// didEncounterError only reads whether a response came back.
const request = {} as Parameters<AuthenticatedDataSource['didEncounterError']>[1];
const answered = { ok: false, status: 500 } as Parameters<AuthenticatedDataSource['didEncounterError']>[2];

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('a subgraph that does not answer', () => {
  it('is UNAVAILABLE (503, try again) when no HTTP answer came back at all', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const error = thrownBy(() => source.didEncounterError(refused, request, undefined));
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('UNAVAILABLE');
    // The gateway relays it with its code (as a subgraph error would be), without internals.
    const formatted = formatGatewayError({ message: (error as GraphQLError).message, extensions: { ...(error as GraphQLError).extensions, serviceName: 'wallet' } }, error);
    expect(formatted).toEqual({ message: 'A service is not reachable right now, please try again', extensions: { code: 'UNAVAILABLE' } });
  });

  it('keeps any other failure as it was (an HTTP answer that was an error)', () => {
    const failure = new Error('500: Internal Server Error');
    expect(thrownBy(() => source.didEncounterError(failure, request, answered))).toBe(failure);
  });
});
