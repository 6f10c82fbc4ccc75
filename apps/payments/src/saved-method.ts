import type { SavedPaymentMethod } from '@nova/contracts';
import { AppError } from '@nova/platform';
import type { PaymentsDeps } from './deps';

/**
 * A withdrawal goes only to one of the player's own saved payment methods
 * (saved in the profile, kept by identity): the server reads the method and
 * writes the withdrawal's kind and account details from it, so they are never
 * free text from the request.
 */
export async function ownSavedMethod(deps: PaymentsDeps, userId: string, methodId: string, twoFactorCode?: string | null): Promise<SavedPaymentMethod> {
  // Identity also asks for the player's two-factor code when it is on (TWO_FACTOR_REQUIRED / TWO_FACTOR_INVALID).
  const { method } = await deps.bus.request('identity.saved-payment-method.v1', { userId, methodId, ...(twoFactorCode ? { twoFactorCode } : {}) });
  if (!method) {
    throw new AppError('BAD_USER_INPUT', 'Invalid input: paymentMethodId: Please choose one of your saved payment methods (add one in your profile)');
  }
  return method;
}

/** The withdrawal's paymentMethod: bank, paypal, or the crypto kind (bitcoin, ethereum, ...). */
export function withdrawalKind(method: SavedPaymentMethod): string {
  if (method.type === 'crypto') return method.details['cryptoType'] || 'other';
  return method.type;
}

/** The withdrawal's accountInfo: JSON text with type, name and details in the admin view's field names. */
export function withdrawalAccountInfo(method: SavedPaymentMethod): string {
  const { details } = method;
  const mapped: Record<string, string | undefined> =
    method.type === 'bank'
      ? { bankName: details['bankName'], accountHolderName: details['accountName'], accountNumber: details['accountNumber'] }
      : method.type === 'crypto'
        ? { cryptoType: details['cryptoType'], cryptoAddress: details['address'] }
        : { paypalEmail: details['email'], accountHolderName: details['paypalName'] };
  const present = Object.fromEntries(Object.entries(mapped).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return JSON.stringify({ type: method.type, name: method.name, details: present });
}
