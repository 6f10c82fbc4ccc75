import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

/** A value of the input type that passes GraphQL validation (what the resolver thinks of it is its business). */
export function sampleValue(type: GraphQLInputType, id: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, id);
  if (isListType(type)) return [sampleValue(type.ofType as GraphQLInputType, id)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type, id);
    }
    return value;
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = { ID: id, String: 'sweep-value', Int: 1, Float: 1, Boolean: false };
    return samples[type.name] ?? 'sweep-value';
  }
  return null;
}

/** Every scalar below the type down to `depth` levels (fields needing arguments are skipped). */
export function fullSelection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isObjectType(inner)) {
      if (depth > 1) parts.push(`${field.name} ${fullSelection(field.type, depth - 1)}`);
    } else {
      parts.push(field.name);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

/**
 * One operation calling a root field with every required argument (and `id`)
 * filled, variables typed from the schema; the selection is everything down
 * to three levels, so a leak of another player's ids shows in the answer.
 */
export function operationFor(root: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, idFor: () => string, overrides: Record<string, unknown> = {}) {
  const args = field.args.filter((arg) => arg.name === 'id' || (isNonNullType(arg.type) && arg.defaultValue === undefined));
  const variables: Record<string, unknown> = {};
  for (const arg of args) variables[arg.name] = overrides[arg.name] ?? sampleValue(arg.type, idFor());
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = fullSelection(field.type, 3);
  return {
    query: `${root} Sweep${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`,
    variables,
  };
}
