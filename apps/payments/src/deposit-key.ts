import { createHash } from 'node:crypto';
import { AppError, type Sql } from '@nova/platform';
import type { DepositRecord } from './db/deposits';
import type { DepositForm } from './screenshots/upload-form';
import { parseAmount } from '@nova/money';

/**
 * A resent upload with the same Idempotency-Key gets the first deposit back,
 * but only when it is the same request (amount, method and the very same
 * file); another body under a used key is refused, never silently merged.
 */
export async function sameDepositRequest(sql: Sql, earlier: DepositRecord, form: DepositForm): Promise<DepositRecord> {
  const stored = await sql.query<{ upload_sha256: string }>('SELECT upload_sha256 FROM deposit_screenshots WHERE deposit_id = $1', [earlier.id]);
  const fileHash = form.screenshot ? createHash('sha256').update(form.screenshot).digest('hex') : null;
  const same =
    amountMinorOf(form.fields.amount) === earlier.amountMinor &&
    form.fields.paymentMethod?.trim() === earlier.paymentMethodId &&
    fileHash !== null &&
    fileHash === stored.rows[0]?.upload_sha256;
  if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different request; use a new key');
  return earlier;
}

function amountMinorOf(text: string | undefined): number | null {
  try {
    return text === undefined ? null : parseAmount(text);
  } catch {
    return null;
  }
}
