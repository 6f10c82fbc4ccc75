/** Selections the payments REST routes return: the spec's fields (§3), amounts as decimal strings. */
export const PAYMENT_METHOD_FIELDS = `
  id name type isActive bankName accountName accountNumber cryptoType cryptoNetwork cryptoAddress paypalEmail
  instructions minAmount maxAmount processingTime createdAt updatedAt
`;

export const DEPOSIT_FIELDS = `
  id amount paymentMethodId paymentMethodName paymentMethodType paymentMethod screenshotUrl status adminNotes
  createdAt reviewedAt userId
`;

/** Admin lists add who made it (identity: username, full name) and the reused-screenshot flag. */
export const ADMIN_DEPOSIT_FIELDS = `${DEPOSIT_FIELDS} user { id username fullName } screenshotDuplicates { depositId match }`;

export const WITHDRAWAL_FIELDS = 'id amount paymentMethod accountInfo status adminNotes createdAt processedAt userId';
export const ADMIN_WITHDRAWAL_FIELDS = `${WITHDRAWAL_FIELDS} user { id username fullName }`;

/** The spec's clients send amounts as numbers; the schema takes decimal strings. */
export function amountText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}
