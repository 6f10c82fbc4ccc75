/** Labels of the account fields a withdrawal's accountInfo can carry, in display order. */
export const ACCOUNT_FIELD_LABELS: Record<string, string> = {
  bankName: 'accountInfo.bankName',
  accountHolderName: 'accountInfo.accountHolderName',
  accountName: 'accountInfo.accountHolderName',
  accountNumber: 'accountInfo.accountNumber',
  cryptoType: 'accountInfo.cryptoType',
  cryptoNetwork: 'accountInfo.cryptoNetwork',
  cryptoAddress: 'accountInfo.cryptoAddress',
  address: 'accountInfo.cryptoAddress',
  paypalEmail: 'accountInfo.paypalEmail',
  email: 'accountInfo.paypalEmail',
  paypalName: 'accountInfo.accountHolderName',
};

export interface AccountInfo {
  type: string | null;
  name: string | null;
  /** Known fields with their message id; unknown ones keep their own key as label. */
  fields: Array<{ key: string; label: string | null; value: string }>;
}

/**
 * accountInfo is JSON text {type, name, details{...}} or raw text.
 * Answers null for raw text (shown as it is).
 */
export function parseAccountInfo(text: string): AccountInfo | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const nested = record['details'];
  const details = nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Record<string, unknown>) : record;
  const fields = Object.entries(details)
    .filter((entry): entry is [string, string | number] => (typeof entry[1] === 'string' && entry[1].trim() !== '') || typeof entry[1] === 'number')
    .filter(([key]) => details !== record || !['type', 'name', 'details', 'id', 'createdAt'].includes(key))
    .map(([key, value]) => ({ key, label: ACCOUNT_FIELD_LABELS[key] ?? null, value: String(value) }));
  const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return { type: textOf(record['type']), name: textOf(record['name']), fields };
}
