/** "Payment method (user saved)": kept on the user as a JSON string. */
export const SAVED_METHOD_TYPES = ['bank', 'crypto', 'paypal'] as const;
export type SavedMethodType = (typeof SAVED_METHOD_TYPES)[number];

/** Crypto types of a saved wallet. */
export const SAVED_CRYPTO_TYPES = ['bitcoin', 'ethereum', 'usdt', 'usdc', 'bnb', 'other'] as const;

/** The detail fields each type asks for. */
export const SAVED_METHOD_FIELDS: Record<SavedMethodType, readonly string[]> = {
  bank: ['bankName', 'accountName', 'accountNumber'],
  crypto: ['cryptoType', 'address'],
  paypal: ['email', 'paypalName'],
};

export interface SavedPaymentMethod {
  id: string;
  type: SavedMethodType;
  name: string;
  details: Record<string, string>;
  createdAt: string;
}

function isSavedType(value: unknown): value is SavedMethodType {
  return typeof value === 'string' && (SAVED_METHOD_TYPES as readonly string[]).includes(value);
}

function textRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Reads the stored JSON; anything malformed is skipped rather than breaking the profile. */
export function parseSavedMethods(json: string | null | undefined): SavedPaymentMethod[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, type, name, details, createdAt } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !isSavedType(type) || typeof name !== 'string') return [];
    return [{ id, type, name, details: textRecord(details), createdAt: typeof createdAt === 'string' ? createdAt : '' }];
  });
}

export function serializeSavedMethods(methods: readonly SavedPaymentMethod[]): string {
  return JSON.stringify(methods);
}

/** Only the fields of the method's type, trimmed, empty ones dropped. */
export function cleanDetails(type: SavedMethodType, details: Record<string, string>): Record<string, string> {
  const entries = SAVED_METHOD_FIELDS[type].map((field) => [field, (details[field] ?? '').trim()] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** Adds or replaces a method by id. */
export function upsertSavedMethod(methods: readonly SavedPaymentMethod[], method: SavedPaymentMethod): SavedPaymentMethod[] {
  return methods.some((entry) => entry.id === method.id) ? methods.map((entry) => (entry.id === method.id ? method : entry)) : [...methods, method];
}

/** One short line naming the account, e.g. "Maldives Bank · 7701…". */
export function savedMethodSummary(method: SavedPaymentMethod): string {
  const { details } = method;
  const parts =
    method.type === 'bank' ? [details['bankName'], details['accountNumber']] : method.type === 'crypto' ? [details['cryptoType']?.toUpperCase(), details['address']] : [details['email']];
  return parts.filter(Boolean).join(' · ');
}
