/**
 * Helm's value coalescing, for tests that need the values a render used: a
 * values file is merged over the chart's values.yaml map by map; a scalar or
 * list replaces; `null` removes the key (how Helm lets a user drop a default).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

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

function readYamlMap(path: string): Values {
  const parsed: unknown = parse(readFileSync(path, 'utf8'));
  if (parsed === null || parsed === undefined) return {};
  if (!isMap(parsed)) throw new Error(`${path}: expected a YAML map`);
  return parsed;
}

/** The chart's values.yaml with the given files and then `values` merged over it (as helm's -f). */
export function chartValues(chartDir: string, options: { valuesFiles?: string[]; values?: Values } = {}): Values {
  let values = readYamlMap(join(chartDir, 'values.yaml'));
  for (const file of options.valuesFiles ?? []) values = coalesceValues(values, readYamlMap(file));
  if (options.values) values = coalesceValues(values, options.values);
  return values;
}
