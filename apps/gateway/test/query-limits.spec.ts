import { buildSchema, parse, validate, specifiedRules } from 'graphql';
import { MAX_ALIASES, MAX_QUERY_DEPTH, queryLimitRules } from '../src/query-limits';

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
