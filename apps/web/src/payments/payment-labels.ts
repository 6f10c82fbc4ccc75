/** Message ids of the admin payment types. */
export const PAYMENT_TYPE_LABELS: Record<string, string> = {
  bank_transfer: 'paymentType.bank_transfer',
  crypto: 'paymentType.crypto',
  paypal: 'paymentType.paypal',
};

/** Message ids of the saved (user) method types. */
export const SAVED_TYPE_LABELS: Record<string, string> = {
  bank: 'paymentType.bank_transfer',
  crypto: 'paymentType.crypto',
  paypal: 'paymentType.paypal',
};

/** Crypto names of saved wallets. */
export const SAVED_CRYPTO_LABELS: Record<string, string> = {
  bitcoin: 'crypto.bitcoin',
  ethereum: 'crypto.ethereum',
  usdt: 'crypto.usdt',
  usdc: 'crypto.usdc',
  bnb: 'crypto.bnb',
  other: 'crypto.other',
};

/** A deposit's or withdrawal's short method name (bank, bitcoin, ...) in words. */
export function methodKindLabel(kind: string): string | null {
  if (kind === 'bank' || kind === 'bank_transfer') return 'paymentType.bank_transfer';
  if (kind === 'paypal') return 'paymentType.paypal';
  return SAVED_CRYPTO_LABELS[kind] ?? null;
}
