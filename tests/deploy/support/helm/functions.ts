/**
 * The Helm/Sprig template functions the chart uses, with Helm's semantics
 * (test tool: renders charts/nova-jackpot without the helm binary).
 * Go's text/template builtins (and, or, not, eq, ne, lt, le, gt, ge, len,
 * index, print, printf, ...) come from the template engine itself.
 *
 * The chart may use only what is listed here; an unknown function fails the
 * template parse, so a new function cannot slip into the chart unrendered.
 */
import { createHash, randomInt } from 'node:crypto';
import { stringify } from 'yaml';

export type TemplateFunction = (...args: never[]) => unknown;

/** Sprig's notion of empty: nil, false, 0, "", and empty lists and maps. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map) return value.size === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Go templates' truth: the zero value of its type is false (nil, false, 0, "", empty list or map). */
export function isTrue(value: unknown): boolean {
  return !isEmpty(value);
}

/** Go's `fmt.Sprint` of a value as Sprig's `toString`/`quote` see it. */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** sigs.k8s.io/yaml as Helm's toYaml uses it: keys sorted, no trailing newline. */
export function toYaml(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  return stringify(value, { sortMapEntries: true, lineWidth: 0 }).replace(/\n$/, '');
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, sortKeysDeep(inner)]));
  }
  return value;
}

export function indent(spaces: number, text: unknown): string {
  const pad = ' '.repeat(spaces);
  return pad + toText(text).split('\n').join(`\n${pad}`);
}

/** The first value that matches, else the last one (Go's and/or results). */
function firstOrLast(values: unknown[], matches: (value: unknown) => boolean): unknown {
  const index = values.findIndex(matches);
  return values[index === -1 ? values.length - 1 : index];
}

const alphaNum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Functions that do not need the template set (everything but include/tpl). */
export const sprigFunctions: Record<string, TemplateFunction> = {
  // Go's own and/or/not, here because the engine's builtins take an empty list
  // or map for true. (Go short-circuits and/or; these see every argument, so
  // the chart does not guard a field access with them: `and .a .a.b`.)
  not: (value: unknown) => !isTrue(value),
  and: (...values: unknown[]) => firstOrLast(values, (value) => !isTrue(value)),
  or: (...values: unknown[]) => firstOrLast(values, isTrue),
  default: (fallback: unknown, ...given: unknown[]) => (given.length === 0 || isEmpty(given[0]) ? fallback : given[0]),
  empty: (value: unknown) => isEmpty(value),
  coalesce: (...values: unknown[]) => values.find((value) => !isEmpty(value)),
  ternary: (whenTrue: unknown, whenFalse: unknown, condition: unknown) => (condition === true ? whenTrue : whenFalse),
  required: (message: string, value: unknown) => {
    if (value === undefined || value === null || value === '') throw new Error(message);
    return value;
  },
  fail: (message: string) => {
    throw new Error(message);
  },
  quote: (...values: unknown[]) =>
    values
      .filter((value) => value !== undefined && value !== null)
      .map((value) => JSON.stringify(toText(value)))
      .join(' '),
  squote: (...values: unknown[]) =>
    values
      .filter((value) => value !== undefined && value !== null)
      .map((value) => `'${toText(value)}'`)
      .join(' '),
  toString: (value: unknown) => toText(value),
  int: (value: unknown) => Math.trunc(Number(value)),
  add: (...values: unknown[]) => values.reduce<number>((sum, value) => sum + Number(value), 0),
  upper: (value: unknown) => toText(value).toUpperCase(),
  lower: (value: unknown) => toText(value).toLowerCase(),
  trim: (value: unknown) => toText(value).trim(),
  trimSuffix: (suffix: string, value: unknown) => {
    const text = toText(value);
    return suffix && text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
  },
  trimPrefix: (prefix: string, value: unknown) => {
    const text = toText(value);
    return prefix && text.startsWith(prefix) ? text.slice(prefix.length) : text;
  },
  /** Sprig: a negative length keeps the end of the string. */
  trunc: (length: number, value: unknown) => {
    const text = toText(value);
    return length >= 0 ? text.slice(0, length) : text.slice(Math.max(0, text.length + length));
  },
  replace: (from: string, to: string, value: unknown) => toText(value).split(from).join(to),
  contains: (part: string, value: unknown) => toText(value).includes(part),
  hasPrefix: (prefix: string, value: unknown) => toText(value).startsWith(prefix),
  join: (separator: string, values: unknown) => (Array.isArray(values) ? values.map(toText).join(separator) : toText(values)),
  list: (...values: unknown[]) => values,
  dict: (...pairs: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < pairs.length; i += 2) result[toText(pairs[i])] = pairs[i + 1];
    return result;
  },
  hasKey: (map: unknown, key: string) => typeof map === 'object' && map !== null && Object.hasOwn(map, key),
  keys: (...maps: unknown[]) => maps.flatMap((map) => (map && typeof map === 'object' ? Object.keys(map) : [])),
  sortAlpha: (values: unknown) => (Array.isArray(values) ? values.map(toText).sort() : []),
  toYaml: (value: unknown) => toYaml(value),
  toJson: (value: unknown) => JSON.stringify(sortKeysDeep(value ?? null)),
  indent: (spaces: number, text: unknown) => indent(spaces, text),
  nindent: (spaces: number, text: unknown) => `\n${indent(spaces, text)}`,
  b64enc: (value: unknown) => Buffer.from(toText(value), 'utf8').toString('base64'),
  b64dec: (value: unknown) => Buffer.from(toText(value), 'base64').toString('utf8'),
  sha256sum: (value: unknown) => createHash('sha256').update(toText(value)).digest('hex'),
  randAlphaNum: (length: number) => Array.from({ length }, () => alphaNum[randomInt(alphaNum.length)]).join(''),
  /** `helm template` has no cluster: lookup finds nothing, as it does there. */
  lookup: () => ({}),
};
