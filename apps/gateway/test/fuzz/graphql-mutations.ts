import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { badAmount, badId, badString, wrongType } from './bad-values';

export const apiSchema: GraphQLSchema = buildSchema(readFileSync(join(__dirname, '../../schema/api.graphql'), 'utf8'));

/** Every mutation of the public API that takes arguments (there is nothing to fuzz in `logout`). */
export function mutationsWithArguments(schema: GraphQLSchema = apiSchema): Array<GraphQLField<unknown, unknown>> {
  return Object.values(schema.getMutationType()?.getFields() ?? {}).filter((field) => field.args.length > 0);
}

/** Every argument and input field name in the schema: the keys REST bodies are fuzzed with. */
export function inputFieldNames(schema: GraphQLSchema = apiSchema): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) Object.keys(type.getFields()).forEach((name) => names.add(name));
    if (isObjectType(type)) Object.values(type.getFields()).forEach((field) => field.args.forEach((arg) => names.add(arg.name)));
  }
  return [...names].sort();
}

/** `mutation Fuzz($a0: ID!, …) { field(id: $a0, …) { __typename } }` */
export function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg, index) => `$a${index}: ${String(arg.type)}`).join(', ');
  const call = field.args.map((arg, index) => `${arg.name}: $a${index}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  return `mutation Fuzz(${declarations}) { ${field.name}(${call})${selection} }`;
}

const amountLike = /amount|price|prize|fee|bonus|balance|min|max|rate/i;

/**
 * Variables for one call: every value is of the declared type but bad in
 * meaning, or of the wrong type, or missing, or an unknown field is added.
 * Top-level ids never name a real record, so an id-only action (delete,
 * trigger) cannot succeed by chance.
 */
export function badVariables(field: GraphQLField<unknown, unknown>, realIds: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const entries = field.args.map((arg, index) => [`a${index}`, badInput(arg.type, arg.name, [], 0)] as const);
  const nestedIds = realIds.length ? realIds : ['00000000-0000-0000-0000-000000000000'];
  const variables = fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
  // Ids inside inputs (drawId, paymentMethod) may name real records: the other fields are still bad.
  return fc.tuple(variables, fc.constantFrom(...nestedIds)).map(([values, realId]) => replaceNestedIds(values, realId) as Record<string, unknown>);
}

function badInput(type: GraphQLInputType, name: string, path: string[], depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ arbitrary: badInput(type.ofType, name, path, depth), weight: 9 }, { arbitrary: fc.constant(null), weight: 1 });
  if (isListType(type)) return fc.oneof(fc.array(badInput(type.ofType, name, path, depth + 1), { maxLength: 3 }), wrongType);
  if (isInputObjectType(type)) {
    if (depth > 3) return wrongType;
    const fields = type.getFields();
    const record = fc.record(
      Object.fromEntries(Object.values(fields).map((inner) => [inner.name, badInput(inner.type, inner.name, [...path, name], depth + 1)])),
      { requiredKeys: [] },
    ).filter((value) => Object.keys(value).length > 0); // `{}` is not bad input, just an empty update
    return fc.oneof(
      { arbitrary: record, weight: 8 },
      { arbitrary: record.map((value) => ({ ...value, notAField: 'x' })), weight: 1 },
      { arbitrary: wrongType, weight: 1 },
    );
  }
  if (isEnumType(type)) return fc.oneof(badString, fc.constantFrom('ACTIVE', 'Active', 'approve ', '0'), wrongType);
  switch (type.name) {
    case 'ID':
      return fc.oneof({ arbitrary: badId.map((id) => (path.length ? NESTED_ID + id : id)), weight: 8 }, { arbitrary: wrongType, weight: 2 });
    case 'Int':
      return fc.oneof(fc.constantFrom(0, -1, -2147483648, 2147483647, 2 ** 31, 1.5, '5', '', 1e308), wrongType);
    case 'Float':
      return fc.oneof(fc.constantFrom(0, -1, -0.001, 1e308, -1e308, '1', ''), wrongType);
    case 'Boolean':
      return fc.oneof(fc.constantFrom('true', 1, 0, 'yes'), wrongType);
    case 'String':
      return amountLike.test(name)
        ? fc.oneof(badAmount, badAmount.map((value) => String(value)), badString)
        : fc.oneof({ arbitrary: badString, weight: 8 }, { arbitrary: badAmount, weight: 1 }, { arbitrary: wrongType, weight: 1 });
    default:
      // Custom scalars (DateTime, JSON…): strings and wrong types.
      return fc.oneof(badString, badId, wrongType);
  }
}

/** Marks ids inside input objects, so they can be swapped for a real id. */
const NESTED_ID = '\u0001nested:';

function replaceNestedIds(value: unknown, realId: string): unknown {
  if (typeof value === 'string' && value.startsWith(NESTED_ID)) {
    const id = value.slice(NESTED_ID.length);
    return id.length % 2 === 0 ? realId : id;
  }
  if (Array.isArray(value)) return value.map((item) => replaceNestedIds(item, realId));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replaceNestedIds(inner, realId)]));
  }
  return value;
}
