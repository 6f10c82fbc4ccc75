import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  Lexer,
  print,
  Source,
  TokenKind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import * as webOperations from '../../web/src/gql/graphql';
import { expandedFieldCount, operationDepths } from '../src/document-shape';
import { MAX_FIELDS, MAX_QUERY_COST, MAX_QUERY_DEPTH, MAX_TOKENS, queryCost } from '../src/query-limits';

/**
 * The limits must never refuse the app itself: every operation the web
 * client sends stays well inside each of them.
 */
const schema = buildSchema(readFileSync(join(__dirname, '../schema/api.graphql'), 'utf8'));

const documents = Object.entries(webOperations).filter(
  (entry): entry is [string, DocumentNode] => typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as { kind?: unknown }).kind === Kind.DOCUMENT,
);

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** A value of the type that passes coercion (only required input fields are filled). */
function sampleValue(type: GraphQLInputType, schema: GraphQLSchema): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, schema);
  if (isListType(type)) return [sampleValue(type.ofType, schema)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type, schema)]));
  }
  return { Int: 1, Float: 1, Boolean: true }[named.name] ?? '1';
}

function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, sampleValue(typeFromAST(schema, definition.type as never) as GraphQLInputType, schema)]),
  );
}

describe('the web client\'s operations and the query limits', () => {
  it('finds the generated operations', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents)('%s stays within every limit with room to spare', (_name, document) => {
    expect(tokenCount(print(document))).toBeLessThan(MAX_TOKENS / 10);
    expect(expandedFieldCount(document, MAX_FIELDS)).toBeLessThan(MAX_FIELDS / 5);
    for (const { depth } of operationDepths(document)) expect(depth).toBeLessThan(MAX_QUERY_DEPTH);
    expect(queryCost({ schema, query: document, variables: sampleVariables(document) })).toBeLessThan(MAX_QUERY_COST / 2);
  });
});
