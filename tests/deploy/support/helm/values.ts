/**
 * Helm's value coalescing (test tool): a values file is merged over the
 * chart's values.yaml map by map; a scalar or list replaces; `null` removes
 * the key (how Helm lets a user drop a default).
 */
export type Values = Record<string, unknown>;

export function isMap(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function coalesceValues(base: Values, override: Values): Values {
  const result: Values = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === null) {
      delete result[key];
    } else if (isMap(value) && isMap(result[key])) {
      result[key] = coalesceValues(result[key], value);
    } else {
      result[key] = value;
    }
  }
  return result;
}

/**
 * Go ranges over a map in sorted key order; JavaScript objects keep insertion
 * order. Sorting every map once makes `range` iterate as Helm does.
 */
export function sortMaps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortMaps);
  if (isMap(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortMaps(value[key])]),
    );
  }
  return value;
}
