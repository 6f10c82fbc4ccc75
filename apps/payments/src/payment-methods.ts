import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { AppError, requireAdminRole, requirePlayer } from '@nova/platform';
import { paymentMethodSnapshot, recordAdminAction } from './admin-audit';
import {
  archivePaymentMethod,
  deletePaymentMethodRow,
  findPaymentMethod,
  insertPaymentMethod,
  listPaymentMethods,
  methodHasDeposits,
  updatePaymentMethodRow,
  type PaymentMethodFields,
  type PaymentMethodRecord,
} from './db/payment-methods';
import type { PaymentsDeps } from './deps';
import { amountField, optionalText, parseId, parseInput } from './inputs';

/** Payment method defaults min 10, max 10000, processing 24 hours. */
export const METHOD_DEFAULTS = { minAmount: '10.00', maxAmount: '10000.00', processingTime: '24 hours' } as const;

const methodInput = z
  .object({
    // "Please enter a display name".
    name: z.string({ error: 'Please enter a display name' }).trim().min(1, 'Please enter a display name').max(100, 'Display name must be at most 100 characters'),
    type: z.enum(['bank_transfer', 'crypto', 'paypal'], { error: 'Payment type must be bank_transfer, crypto or paypal' }),
    isActive: z.boolean().nullish().transform((value) => value ?? true),
    bankName: optionalText(200),
    accountName: optionalText(200),
    accountNumber: optionalText(100),
    cryptoType: z.enum(['BTC', 'ETH', 'USDT', 'USDC']).nullish().transform((value) => value ?? null),
    cryptoNetwork: z.enum(['TRC20', 'ERC20', 'BEP20', 'BTC']).nullish().transform((value) => value ?? null),
    cryptoAddress: optionalText(200),
    paypalEmail: optionalText(254).refine((email) => email === null || z.email().safeParse(email).success, 'PayPal email is not a valid email address'),
    instructions: optionalText(2000),
    minAmount: amountField('Minimum amount').nullish().transform((value) => value ?? 10_00),
    maxAmount: amountField('Maximum amount').nullish().transform((value) => value ?? 10_000_00),
    processingTime: optionalText(50).transform((value) => value ?? METHOD_DEFAULTS.processingTime),
  })
  .superRefine((method, context) => {
    const need = (field: keyof typeof method, message: string) => {
      if (method[field] === null) context.addIssue({ code: 'custom', path: [field], message });
    };
    // A depositor needs somewhere to send the money.
    if (method.type === 'bank_transfer') need('accountNumber', 'Please enter the account number');
    if (method.type === 'crypto') {
      need('cryptoType', 'Please choose the cryptocurrency');
      need('cryptoNetwork', 'Please choose the network');
      need('cryptoAddress', 'Please enter the wallet address');
    }
    if (method.type === 'paypal') need('paypalEmail', 'Please enter the PayPal email');
    if (method.minAmount <= 0) context.addIssue({ code: 'custom', path: ['minAmount'], message: 'Minimum amount must be more than 0' });
    if (method.minAmount > method.maxAmount) {
      context.addIssue({ code: 'custom', path: ['maxAmount'], message: 'Maximum amount must not be below the minimum amount' });
    }
  })
  .transform(({ minAmount, maxAmount, ...rest }): PaymentMethodFields => ({ ...rest, minAmountMinor: minAmount, maxAmountMinor: maxAmount }));

/** Depositors see active methods only. */
export async function activePaymentMethods(deps: PaymentsDeps, caller: CallerIdentity | null): Promise<PaymentMethodRecord[]> {
  requirePlayer(caller);
  return listPaymentMethods(deps.db, true);
}

export async function adminPaymentMethods(deps: PaymentsDeps, caller: CallerIdentity | null): Promise<PaymentMethodRecord[]> {
  requireAdminRole(caller, 'finance');
  return listPaymentMethods(deps.db, false);
}

export async function createPaymentMethod(deps: PaymentsDeps, caller: CallerIdentity | null, input: unknown): Promise<PaymentMethodRecord> {
  const admin = requireAdminRole(caller, 'finance');
  const fields = parseInput(methodInput, input);
  const created = await deps.db.transaction(async (tx) => {
    const method = await insertPaymentMethod(tx, randomUUID(), fields);
    await recordAdminAction(tx, admin, 'payment_method.create', { type: 'payment_method', id: method.id }, null, paymentMethodSnapshot(method));
    return method;
  });
  deps.afterCommit();
  return created;
}

/** Only the fields given change; the result must still be a complete, valid method. */
export async function updatePaymentMethod(deps: PaymentsDeps, caller: CallerIdentity | null, rawId: unknown, input: unknown): Promise<PaymentMethodRecord> {
  const admin = requireAdminRole(caller, 'finance');
  const id = parseId(rawId, 'Payment method');
  if (typeof input !== 'object' || input === null) throw new AppError('BAD_USER_INPUT', 'Invalid input: fields are required');
  const changed = await deps.db.transaction(async (tx) => {
    const current = await findPaymentMethod(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', 'Payment method not found');
    const fields = parseInput(methodInput, { ...asInput(current), ...definedOnly(input as Record<string, unknown>) });
    const updated = await updatePaymentMethodRow(tx, id, fields);
    if (!updated) throw new AppError('NOT_FOUND', 'Payment method not found');
    await recordAdminAction(tx, admin, 'payment_method.update', { type: 'payment_method', id }, paymentMethodSnapshot(current), paymentMethodSnapshot(updated));
    return updated;
  });
  deps.afterCommit();
  return changed;
}

/**
 * A method no deposit names is erased. One that deposits name is deactivated
 * and hidden instead: money records keep the method they were made with.
 */
export async function deletePaymentMethod(deps: PaymentsDeps, caller: CallerIdentity | null, rawId: unknown): Promise<{ message: string; archived: boolean }> {
  const admin = requireAdminRole(caller, 'finance');
  const id = parseId(rawId, 'Payment method');
  const result = await deps.db.transaction(async (tx) => {
    const current = await findPaymentMethod(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', 'Payment method not found');
    const archived = await methodHasDeposits(tx, id);
    if (archived) await archivePaymentMethod(tx, id);
    else await deletePaymentMethodRow(tx, id);
    await recordAdminAction(tx, admin, 'payment_method.delete', { type: 'payment_method', id }, paymentMethodSnapshot(current), { deleted: true, archived });
    return archived
      ? { message: 'Payment method deleted successfully (kept for its deposit records)', archived: true }
      : { message: 'Payment method deleted successfully', archived: false };
  });
  deps.afterCommit();
  return result;
}

function asInput(method: PaymentMethodRecord): Record<string, unknown> {
  const { id: _id, archivedAt: _archived, createdAt: _created, updatedAt: _updated, minAmountMinor, maxAmountMinor, ...rest } = method;
  return { ...rest, minAmount: formatMinor(minAmountMinor), maxAmount: formatMinor(maxAmountMinor) };
}

/** GraphQL leaves out arguments not sent; `undefined` must not erase a stored value. */
function definedOnly(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
