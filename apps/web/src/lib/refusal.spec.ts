import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { refusalOf } from './refusal';

const graphQLRefusal = (refusal: unknown) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions: { code: 'PLAY_BLOCKED', refusal } }] });

describe('the refusal an API error carries', () => {
  it('reads a break, an age restriction and a limit, from GraphQL and from a REST upload', () => {
    const underAge = { limit: 'under_age', period: null, limitMinor: null, remainingMinor: null, resetsAt: '2028-06-15T00:00:00.000Z' };
    expect(refusalOf(graphQLRefusal(underAge))).toEqual(underAge);
    const limit = { limit: 'spend', period: 'day', limitMinor: 10_00, remainingMinor: 2_50, resetsAt: '2026-11-25T10:00:00.000Z' };
    expect(refusalOf(Object.assign(new Error('refused'), { refusal: limit }))).toEqual(limit);
  });

  it('ignores what it does not know', () => {
    expect(refusalOf(graphQLRefusal({ limit: 'mood' }))).toBeNull();
    expect(refusalOf(new Error('plain'))).toBeNull();
  });
});
