import { z } from 'zod';

/** Events of the payments service (docs/product-rules.md#deposit-credit). Amounts in minor units. */
const base = {
  id: z.string().uuid(),
  occurredAt: z.string().datetime(),
};
const depositId = z.string().uuid();
const withdrawalId = z.string().uuid();
const userId = z.string().uuid();
const minor = z.number().int().positive();

export const withdrawalStatuses = ['pending', 'processing', 'completed', 'rejected'] as const;

export const paymentsEventSchemas = {
  /** A player sent a deposit with its proof screenshot; it waits for an admin. */
  'payments.deposit.requested.v1': z.object({
    ...base,
    depositId,
    userId,
    amountMinor: minor,
    paymentMethodId: z.string().uuid(),
    paymentMethodName: z.string(),
    /** The screenshot is byte- or pixel-identical to another deposit's. */
    duplicateScreenshot: z.boolean(),
  }),
  /** Approved by an admin and credited to the wallet (published once the credit is posted). */
  'payments.deposit.approved.v1': z.object({
    ...base,
    depositId,
    userId,
    amountMinor: minor,
    transferId: z.string().uuid(),
  }),
  'payments.deposit.rejected.v1': z.object({ ...base, depositId, userId, amountMinor: minor, adminNotes: z.string() }),
  /** The amount is held in the wallet from now on. */
  'payments.withdrawal.requested.v1': z.object({ ...base, withdrawalId, userId, amountMinor: minor, paymentMethod: z.string() }),
  'payments.withdrawal.status-changed.v1': z.object({
    ...base,
    withdrawalId,
    userId,
    amountMinor: minor,
    previousStatus: z.enum(withdrawalStatuses),
    status: z.enum(withdrawalStatuses),
    adminNotes: z.string().nullable(),
  }),
} as const;
