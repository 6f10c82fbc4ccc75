import { buildSchema, parse, validate, specifiedRules } from 'graphql';
import { DEFAULT_LIST_SIZE, MAX_ALIASES, MAX_FIELDS, MAX_QUERY_COST, MAX_QUERY_DEPTH, MAX_TOKENS, queryCost, queryLimitRules, queryParseOptions } from '../src/query-limits';
import { expandedFieldCount, operationDepths } from '../src/document-shape';

// A recursive type, as later subgraphs will have (draw → tickets → draw ...).
const schema = buildSchema(`
  type Node { id: ID! child: Node }
  type Query { root: Node }
`);

function errorsFor(query: string): string[] {
  return validate(schema, parse(query), [...specifiedRules, ...queryLimitRules()]).map((error) => error.message);
}

function nestedQuery(depth: number): string {
  let selection = 'id';
  for (let level = 1; level < depth; level += 1) selection = `child { ${selection} }`;
  return `{ root { ${selection} } }`;
}

describe('query limits', () => {
  it(`accepts nesting up to depth ${MAX_QUERY_DEPTH}`, () => {
    expect(errorsFor(nestedQuery(MAX_QUERY_DEPTH))).toEqual([]);
  });

  it('refuses nesting one level deeper', () => {
    expect(errorsFor(nestedQuery(MAX_QUERY_DEPTH + 1)).join()).toMatch(/exceeds maximum operation depth/);
  });

  it(`accepts ${MAX_ALIASES} aliases and refuses more`, () => {
    const aliases = (count: number) => Array.from({ length: count }, (_, index) => `a${index}: root { id }`).join(' ');
    expect(errorsFor(`{ ${aliases(MAX_ALIASES)} }`)).toEqual([]);
    expect(errorsFor(`{ ${aliases(MAX_ALIASES + 1)} }`)).toEqual([`Too many aliases: at most ${MAX_ALIASES} per request`]);
  });
});

describe('fragment cycles', () => {
  it('are reported by validation, not a stack overflow in the depth rule', () => {
    // No field between the spreads: the old depth rule recursed until the stack overflowed (a 500).
    const cyclic = '{ root { ...A } } fragment A on Node { ...B } fragment B on Node { ...A }';
    let errors: string[] = [];
    expect(() => {
      errors = errorsFor(cyclic);
    }).not.toThrow();
    expect(errors.join()).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('a fragment spreading itself is measured without recursing forever', () => {
    const document = parse('{ root { ...A } } fragment A on Node { id ...A }');
    expect(expandedFieldCount(document, MAX_FIELDS)).toBe(2);
    expect(operationDepths(document)).toEqual([{ name: '', depth: 1 }]);
  });
});

describe('field count', () => {
  it('counts fields with every fragment spread expanded', () => {
    const fields = 'id child { id }';
    const document = parse(`{ root { ${'...F '.repeat(10)} } } fragment F on Node { ${fields} }`);
    expect(expandedFieldCount(document, 1000)).toBe(1 + 10 * 3);
  });

  it('stops early on a fragment chain that would expand exponentially', () => {
    // Each fragment spreads the next one ten times: 10^8 fields if expanded in full.
    const chain = Array.from({ length: 8 }, (_, level) => `fragment F${level} on Node { ${level === 7 ? 'id' : `...F${level + 1} `.repeat(10)} }`).join(' ');
    const document = parse(`{ root { ...F0 } } ${chain}`);
    expect(expandedFieldCount(document, MAX_FIELDS)).toBeGreaterThan(MAX_FIELDS);
  });
});

describe('parser token limit', () => {
  it(`refuses a document of more than ${MAX_TOKENS} tokens as a syntax error`, () => {
    expect(() => parse(`{ root { ${'id '.repeat(MAX_TOKENS)} } }`, queryParseOptions)).toThrow(/Document contains more tha[nt] 3000 tokens/);
    expect(() => parse(`{ root { ${'id '.repeat(MAX_TOKENS - 10)} } }`, queryParseOptions)).not.toThrow();
  });
});

describe('query cost with list sizes', () => {
  const lists = buildSchema(`
    type Item { id: ID! name: String! parts: [Item!]! }
    type Query { item: Item items(limit: Int): [Item!]! page(first: Int = 20): [Item!]! tags: [String!]! }
  `);
  const cost = (query: string, variables: Record<string, unknown> = {}) => queryCost({ schema: lists, query: parse(query), variables });

  it('multiplies a list field\'s selection by its limit argument, literal or variable', () => {
    expect(cost('{ items(limit: 100) { id name } }')).toBe(1 + 100 * 2);
    expect(cost('query Q($n: Int) { items(limit: $n) { id name } }', { n: 50 })).toBe(1 + 50 * 2);
  });

  it('uses the argument\'s default, else the assumed list size', () => {
    expect(cost('{ page { id } }')).toBe(1 + 20 * 1);
    expect(cost('{ items { id } }')).toBe(1 + DEFAULT_LIST_SIZE * 1);
  });

  it('multiplies nested lists', () => {
    expect(cost('{ items(limit: 10) { parts { id } } }')).toBe(1 + 10 * (1 + DEFAULT_LIST_SIZE * 1));
  });

  it('counts objects and scalar lists once', () => {
    expect(cost('{ item { id name } tags }')).toBe(1 + 2 + 1);
  });

  it(`puts a large limit over the ${MAX_QUERY_COST} limit that used to count once`, () => {
    expect(cost('{ items(limit: 1000) { id name parts { id } } }')).toBeGreaterThan(MAX_QUERY_COST);
  });
});
