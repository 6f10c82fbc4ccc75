import fc from 'fast-check';

/**
 * Values no API field should accept as they are: wrong types, amounts that
 * are not money, ids that name nothing, and strings that are empty, enormous,
 * control-laden or only invisible characters. Positive whole numbers and
 * plain words are left out on purpose, so a fuzzed request is always bad.
 */

const MEGABYTE = 1024 * 1024;
/** Just over 1 MB of UTF-8 (the body limit), built once. */
export const megabyteString = 'ü'.repeat(MEGABYTE / 2 + 16);

export const badAmount: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '-1', '-0.01', '0', '0.00', '-0', '0.001', '1.005', '10.999', 'NaN', 'Infinity', '-Infinity', '1e309', '1e-7',
    '99999999999999999999999.99', '9223372036854775808', '0x1F', '١٠', '５', '10,00', '$10', '', ' ', '1 0', '--5',
  ),
  fc.constantFrom(-1, -0.01, 0, 0.001, 1.005, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, -(2 ** 31) - 1),
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }).filter((value) => !Number.isInteger(value * 100)),
);

export const badId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000', 'not-a-uuid', '../../etc/passwd', "' OR 1=1 --", '%00', '\u0000', '🎰',
    '١٢٣', '-1', '0', '1.5', 'null', 'undefined', '{}', 'a'.repeat(5000), '\u202Eexe.gnp',
  ),
  fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }),
);

const invisible = fc.constantFrom('\u200B', '\u200C', '\u200D', '\uFEFF', '\u202E', '\u202D', '\u2066', '\u2069', '\u00A0', ' ', '\t', '\n');
const emoji = fc.constantFrom('🎰', '💸', '👩🏽‍💻', '🏳️‍🌈', '🇹🇭');

export const badString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  // Only invisible or direction-changing characters: nothing a person could read.
  fc.array(invisible, { minLength: 1, maxLength: 30 }).map((parts) => parts.join('')),
  // NUL and other control characters (PostgreSQL text cannot hold NUL).
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}\u0007`),
  // Lone surrogates: not valid Unicode.
  fc.constantFrom('\uD800', 'abc\uDFFFdef', '\uDBFF\uDBFF'),
  // Long: 100 kB of emoji and right-to-left text.
  fc.tuple(emoji, fc.constantFrom('مرحبا', 'שלום', 'สวัสดี')).map(([symbol, word]) => `${symbol}${word}\u202E`.repeat(8_000)),
  // Over the 1 MB body limit: rare, as it is slow.
  fc.constant(megabyteString).map((text) => text),
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ max: 0 }), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('$gt', '$ne', '__proto__', 'constructor', 'toString'), fc.constantFrom('', 0, null, {})),
);

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badAmount, weight: 3 },
  { arbitrary: badId, weight: 2 },
  { arbitrary: badString, weight: 3 },
  { arbitrary: wrongType, weight: 2 },
);

/** Bodies that are not JSON, or JSON that is not an object. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"amount": ', '{"a":1,}', "{'a': 1}", '{"a": NaN}', '{"a": Infinity}', '{"a": 01}', 'undefined', '\u0000', '{"a":"\\x41"}', '[1,2', '}{'),
  fc.json().map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))).filter((text) => !isJson(text)),
  fc.constantFrom('[1,2,3]', '"hello"', '42', 'true', 'null', '[]', '[{}]'),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A JSON object whose fields are all bad: keys from the API's own field names. */
export function badObject(fieldNames: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...fieldNames), badValue, { minKeys: 1, maxKeys: 6 });
}
