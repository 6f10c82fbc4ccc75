import { parseAmount } from '@nova/money';

/** The proof screenshot is an image of at most 10 MB (the server checks the bytes again). */
export const MAX_SCREENSHOT_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ScreenshotProblem = 'deposit.error.imageType' | 'deposit.error.imageSize';

export function screenshotProblem(file: { type: string; size: number }): ScreenshotProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'deposit.error.imageType';
  if (file.size > MAX_SCREENSHOT_BYTES) return 'deposit.error.imageSize';
  return null;
}

/** Minor units of a typed amount, or null when it is not a positive amount with at most two decimals. */
export function amountMinor(text: string): number | null {
  try {
    const minor = parseAmount(text.trim());
    return minor > 0 ? minor : null;
  } catch {
    return null;
  }
}

export interface DepositLimits {
  id: string;
  minAmount: string;
  maxAmount: string;
}

export interface DepositDraft {
  amount: string;
  methodId: string;
  hasScreenshot: boolean;
}

/** The label ids of the deposit form's fields, to name the ones still empty. */
export type DepositField = 'deposit.method' | 'deposit.amount' | 'deposit.screenshot';

export type DepositProblem =
  | { id: 'deposit.error.fillAll'; missing: DepositField[] }
  | { id: 'deposit.error.invalidMethod' }
  | { id: 'deposit.error.amount' }
  | { id: 'deposit.error.belowMin' | 'deposit.error.aboveMax'; limit: string };

/** Deposit: all three fields, then a valid active method, then the method's min/max (docs/product-rules.md#deposit-credit). */
export function depositProblem(draft: DepositDraft, methods: readonly DepositLimits[]): DepositProblem | null {
  const missing: DepositField[] = [];
  if (draft.methodId === '') missing.push('deposit.method');
  if (draft.amount.trim() === '') missing.push('deposit.amount');
  if (!draft.hasScreenshot) missing.push('deposit.screenshot');
  if (missing.length > 0) return { id: 'deposit.error.fillAll', missing };
  const method = methods.find((candidate) => candidate.id === draft.methodId);
  if (!method) return { id: 'deposit.error.invalidMethod' };
  const minor = amountMinor(draft.amount);
  if (minor === null) return { id: 'deposit.error.amount' };
  if (minor < parseAmount(method.minAmount)) return { id: 'deposit.error.belowMin', limit: method.minAmount };
  if (minor > parseAmount(method.maxAmount)) return { id: 'deposit.error.aboveMax', limit: method.maxAmount };
  return null;
}
