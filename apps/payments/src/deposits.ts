import { randomUUID } from 'node:crypto';
import { adminRoleAllows, type CallerIdentity } from '@nova/contracts';
import { formatMinor, InvalidAmountError, parseAmount } from '@nova/money';
import { AppError, requireAdminRole, requirePlayer } from '@nova/platform';
import { findDeposit, findDepositByClientKey, insertDeposit, listDeposits, type DepositRecord, type DepositStatus } from './db/deposits';
import { findPaymentMethod, type PaymentMethodRecord } from './db/payment-methods';
import { duplicatesOf, insertScreenshot, screenshotSeenBefore, type ScreenshotDuplicate } from './db/screenshots';
import type { PaymentsDeps } from './deps';
import { announceDepositRequested } from './events';
import { listLimit, optionalUserId, parseId, uuid } from './inputs';
import { checkScreenshot } from './screenshots/image-check';
import { sameDepositRequest } from './deposit-key';
import { askDepositRoom, giveUnstoredRoomBack } from './deposit-limits';
import type { DepositForm } from './screenshots/upload-form';

/** A deposit as lists show it; `duplicates` only for admins (null for players). */
export interface DepositView extends DepositRecord {
  duplicates: ScreenshotDuplicate[] | null;
}

const fillAllFields = () => new AppError('BAD_USER_INPUT', 'Please fill all fields and upload screenshot');
const invalidMethod = () => new AppError('BAD_USER_INPUT', 'Please select a valid payment method');

/** The short method names a deposit's paymentMethod field carries. */
export function shortMethodName(method: Pick<PaymentMethodRecord, 'type' | 'cryptoType'>): string {
  if (method.type === 'bank_transfer') return 'bank';
  if (method.type === 'paypal') return 'paypal';
  const crypto: Record<string, string> = { BTC: 'bitcoin', ETH: 'ethereum', USDT: 'usdt', USDC: 'usdc' };
  return crypto[method.cryptoType ?? ''] ?? 'crypto';
}

/**
 * A player's deposit: amount, an active method and a screenshot are
 * required, the amount lies within the method's limits, and the screenshot is
 * a real image (see image-check.ts). Stored with its screenshot and announced
 * in one transaction. A resent upload with the same Idempotency-Key returns
 * the first deposit.
 */
export async function createDeposit(deps: PaymentsDeps, caller: CallerIdentity | null, form: DepositForm, clientKey: string | null): Promise<DepositRecord> {
  const player = requirePlayer(caller);
  if (clientKey !== null && (clientKey.length < 8 || clientKey.length > 200)) {
    throw new AppError('BAD_USER_INPUT', 'Idempotency-Key must be 8 to 200 characters');
  }
  if (clientKey) {
    const earlier = await findDepositByClientKey(deps.db, player.userId, clientKey);
    if (earlier) return sameDepositRequest(deps.db, earlier, form);
  }
  const { amount, paymentMethod } = form.fields;
  if (form.screenshotTooLarge) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The screenshot must be at most ${Math.floor(deps.screenshotLimits.maxBytes / (1024 * 1024))} MB`);
  }
  if (!amount?.trim() || !paymentMethod?.trim() || !form.screenshot) throw fillAllFields();
  const amountMinor = parseDepositAmount(amount);
  const methodId = uuid.safeParse(paymentMethod.trim());
  if (!methodId.success) throw invalidMethod();
  requireWithinLimits(await activeMethod(deps, methodId.data), amountMinor);

  const image = await checkScreenshot(form.screenshot, deps.screenshotLimits);
  const allowance = { id: randomUUID(), userId: player.userId, clientKey };
  // The player's deposit limits and any time-out or self-exclusion (the wallet's).
  await askDepositRoom(deps, allowance, amountMinor);
  let deposit: DepositRecord | null;
  try {
    deposit = await deps.db.transaction(async (tx) => {
      // Read again inside the transaction: the method may have changed meanwhile.
      const method = await findPaymentMethod(tx, methodId.data);
      if (!method?.isActive) throw invalidMethod();
      requireWithinLimits(method, amountMinor);
      const inserted = await insertDeposit(tx, {
        id: allowance.id,
        userId: player.userId,
        amountMinor,
        paymentMethodId: method.id,
        paymentMethodName: method.name,
        paymentMethodType: method.type,
        paymentMethodShort: shortMethodName(method),
        clientKey,
      });
      if (!inserted) return null;
      const duplicate = await screenshotSeenBefore(tx, image.uploadSha256, image.pixelsSha256);
      await insertScreenshot(tx, { depositId: inserted.id, byteSize: image.image.length, ...image });
      await announceDepositRequested(tx, inserted, duplicate);
      return inserted;
    });
  } catch (error) {
    await giveUnstoredRoomBack(deps, allowance);
    throw error;
  }
  if (deposit) {
    deps.afterCommit();
    return deposit;
  }
  // Two uploads with one key raced: the other one stored it (and holds the shared room).
  await giveUnstoredRoomBack(deps, allowance);
  const earlier = clientKey ? await findDepositByClientKey(deps.db, player.userId, clientKey) : null;
  if (!earlier) throw new AppError('CONFLICT', 'The deposit could not be stored, please try again');
  return sameDepositRequest(deps.db, earlier, form);
}

function parseDepositAmount(text: string): number {
  try {
    const minor = parseAmount(text);
    if (minor <= 0) throw new InvalidAmountError(text);
    return minor;
  } catch (error) {
    if (error instanceof InvalidAmountError) throw new AppError('BAD_USER_INPUT', 'Amount must be an amount such as 25.00');
    throw error;
  }
}

async function activeMethod(deps: PaymentsDeps, id: string): Promise<PaymentMethodRecord> {
  const method = await findPaymentMethod(deps.db, id);
  if (!method?.isActive) throw invalidMethod();
  return method;
}

function requireWithinLimits(method: PaymentMethodRecord, amountMinor: number): void {
  if (amountMinor < method.minAmountMinor || amountMinor > method.maxAmountMinor) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Amount must be between ${formatMinor(method.minAmountMinor)} and ${formatMinor(method.maxAmountMinor)} for ${method.name}`,
    );
  }
}

export async function myDeposits(deps: PaymentsDeps, caller: CallerIdentity | null, limit: unknown): Promise<DepositView[]> {
  const player = requirePlayer(caller);
  const deposits = await listDeposits(deps.db, { userId: player.userId, status: null, limit: listLimit(limit) });
  return deposits.map((deposit) => ({ ...deposit, duplicates: null }));
}

const depositStatuses: readonly DepositStatus[] = ['pending', 'approved', 'rejected'];

export async function adminDeposits(deps: PaymentsDeps, caller: CallerIdentity | null, status: unknown, limit: unknown, userId?: unknown): Promise<DepositView[]> {
  requireAdminRole(caller, 'finance');
  const wanted = depositStatuses.find((candidate) => candidate === status) ?? null;
  const deposits = await listDeposits(deps.db, { userId: optionalUserId(userId), status: wanted, limit: listLimit(limit) });
  return withDuplicates(deps, deposits);
}

/** One deposit for its owner or an admin; anyone else gets null, as if it did not exist. */
export async function depositVisibleTo(deps: PaymentsDeps, caller: CallerIdentity | null, rawId: unknown): Promise<DepositView | null> {
  const viewer = requirePlayer(caller);
  let id: string;
  try {
    id = parseId(rawId, 'Deposit');
  } catch {
    return null;
  }
  const deposit = await findDeposit(deps.db, id);
  // Another player's deposit is for the finance role (and superadmins) only.
  const finance = viewer.isAdmin && adminRoleAllows(viewer.adminRole, ['finance']);
  if (!deposit || (deposit.userId !== viewer.userId && !finance)) return null;
  if (!finance) return { ...deposit, duplicates: null };
  return (await withDuplicates(deps, [deposit]))[0] ?? null;
}

export async function withDuplicates(deps: PaymentsDeps, deposits: DepositRecord[]): Promise<DepositView[]> {
  const duplicates = await duplicatesOf(deps.db, deposits.map((deposit) => deposit.id));
  return deposits.map((deposit) => ({ ...deposit, duplicates: duplicates.get(deposit.id) ?? [] }));
}
