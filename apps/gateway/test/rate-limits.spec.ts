import { parse, type OperationDefinitionNode } from 'graphql';
import { createMemoryStore } from '@nova/platform';
import { gatewayConfigSchema } from '../src/config';
import { createGatewayRateLimits, rootFieldNames } from '../src/rate-limits';
import { isValidText } from '../src/text-input';

function fieldsOf(source: string): string[] {
  const document = parse(source);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  if (!operation) throw new Error('no operation');
  return rootFieldNames(operation, document);
}

describe('rate-limited root fields', () => {
  it('counts each alias of a limited mutation, so one request cannot buy many times for one attempt', () => {
    expect(fieldsOf('mutation { a: buyTickets(input: {}) { id } b: buyTickets(input: {}) { id } }')).toEqual(['buyTickets', 'buyTickets']);
  });

  it('finds fields behind inline fragments and named fragments, once per spread even when fragments loop', () => {
    expect(fieldsOf('mutation { ... on Mutation { register(input: {}) { id } } ...F } fragment F on Mutation { buyTickets(input: {}) { id } }')).toEqual([
      'register',
      'buyTickets',
    ]);
    expect(fieldsOf('mutation { ...A } fragment A on Mutation { register(input: {}) { id } ...B } fragment B on Mutation { ...A }')).toEqual(['register']);
  });

  it('has sane defaults and refuses past the limit with a wait time', async () => {
    const config = gatewayConfigSchema.parse({ INTERNAL_AUTH_SECRET: 'x'.repeat(32) });
    expect(config.REGISTRATIONS_PER_CLIENT_IP).toBe(50);
    expect(config.PURCHASES_PER_USER).toBe(60);
    expect(config.DEPOSITS_PER_USER).toBe(20);
    const limits = createGatewayRateLimits(createMemoryStore(), { ...config, PURCHASES_PER_USER: 2 });
    await limits.buyTickets.consume('u1');
    await limits.buyTickets.consume('u1');
    await expect(limits.buyTickets.consume('u1')).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    await expect(limits.buyTickets.consume('u2')).resolves.toBeUndefined();
  });
});

describe('text every field can hold', () => {
  it('accepts any Unicode, emoji, right-to-left and zero-width characters', () => {
    for (const text of ['', 'Nova', 'مرحبا\u202E', '👩🏽‍💻🇹🇭', '\u200B', 'a\u0007b']) expect(isValidText(text)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates', () => {
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF']) expect(isValidText(text)).toBe(false);
  });
});
