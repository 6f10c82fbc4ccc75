import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@nova/contracts';
import { AppError, isAppError, requirePlayer, timed, type Sql } from '@nova/platform';
import { findPurchase, findPurchaseByKey, transitionPurchase, type PurchaseRecord } from './db/purchases';
import { reservePurchase, type Reservation } from './db/purchase-reservation';
import type { DrawForSale } from './draws-for-sale';
import { releaseTicketNumbers, seqsOfPurchase } from './db/ticket-numbers';
import { ticketsOfPurchase, type TicketRecord } from './db/tickets';
import { completePurchase } from './db/purchase-completion';
import type { DrawsDeps } from './deps';
import { buyTicketsInput, parseInput } from './inputs';
import { refundPurchase } from './refunds';
import { priceTickets } from '@nova/rules';

/**
 * The ticket purchase saga (ARCHITECTURE.md, "How a request flows"):
 * 1. reserve: one transaction takes ticket numbers (the draw's capacity)
 *    and records the purchase as `pending` (nothing else is promised yet);
 * 2. debit: the wallet takes the money under the key `purchase:<id>`, so
 *    any retry of this step moves money at most once;
 * 3. complete: one transaction writes the tickets, marks the purchase
 *    `completed` and announces it.
 * A refused debit marks the purchase `failed` and gives its numbers back.
 * A crash between steps leaves a `pending` purchase that the reconciler (or
 * the player's retry with the same idempotency key) drives to the end: the
 * tickets, or a refund when the draw closed meanwhile.
 */

export interface PurchaseResult {
  purchase: PurchaseRecord;
  tickets: TicketRecord[];
}

export const debitKey = (purchaseId: string) => `purchase:${purchaseId}`;

export async function buyTickets(deps: DrawsDeps, caller: CallerIdentity | null, rawInput: unknown): Promise<PurchaseResult> {
  const player = requirePlayer(caller);
  const input = parseInput(buyTicketsInput, rawInput);
  // Each step is a timed stage of the request (Server-Timing, docs/performance.md).
  const purchase = await timed('reserve', () => reserveOrJoin(deps, player.userId, input));
  if (purchase.drawId !== input.drawId || purchase.quantity !== input.quantity) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for a different purchase');
  }
  return driveToEnd(deps, purchase);
}

/**
 * A new key reserves; a key used before joins its purchase. The earlier
 * purchase is looked up only when reserving says so (the insert met the key,
 * or the draw no longer sells: a retry of a finished purchase still gets its
 * answer), not before every purchase: nearly every key is new.
 */
async function reserveOrJoin(deps: DrawsDeps, userId: string, input: { drawId: string; quantity: number; idempotencyKey: string }): Promise<PurchaseRecord> {
  try {
    return await reserve(deps, userId, input);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const earlier = await findPurchaseByKey(deps.db, userId, input.idempotencyKey).catch(() => null);
    if (earlier) return earlier;
    throw error;
  }
}

/**
 * Step 1, sharing no row with other buyers: the draw as this replica last
 * read it (draws-for-sale.ts), then one statement that takes ticket numbers
 * and records the purchase `pending` if the draw still sells at that price
 * and cap (db/purchase-reservation.ts). A copy that no longer matches is read
 * again and the statement retried once; a refusal is never made on a copy.
 * A concurrent request with the same key loses on the unique index, gives its
 * numbers back and joins the winner's purchase.
 */
async function reserve(
  deps: DrawsDeps,
  userId: string,
  input: { drawId: string; quantity: number; idempotencyKey: string },
): Promise<PurchaseRecord> {
  let draw = await deps.drawsForSale.get(deps.db, input.drawId);
  if (!onSale(draw)) draw = await deps.drawsForSale.get(deps.db, input.drawId, { fresh: true });
  assertOnSale(draw);
  let reservation = await reserveIn(deps, userId, input, draw);
  if (reservation.kind === 'not-on-sale') {
    draw = await deps.drawsForSale.get(deps.db, input.drawId, { fresh: true });
    assertOnSale(draw);
    reservation = await reserveIn(deps, userId, input, draw);
    if (reservation.kind === 'not-on-sale') throw new AppError('CONFLICT', 'The draw changed while you were buying; please try again');
  }
  if (reservation.kind === 'reserved') return reservation.purchase;
  // Unused numbers go back to the draw: the next buyer takes them first.
  await releaseTicketNumbers(deps.db, draw.id, reservation.seqs);
  if (reservation.kind === 'full') throw drawFull(reservation.seqs.length);
  const winner = await findPurchaseByKey(deps.db, userId, input.idempotencyKey);
  if (!winner) throw new Error('purchase with a taken idempotency key not found');
  return winner;
}

function reserveIn(deps: DrawsDeps, userId: string, input: { drawId: string; quantity: number; idempotencyKey: string }, draw: DrawForSale): Promise<Reservation> {
  const price = priceTickets(draw.ticketPriceMinor, input.quantity);
  return reservePurchase(
    deps.db,
    {
      id: randomUUID(),
      userId,
      drawId: draw.id,
      idempotencyKey: input.idempotencyKey,
      quantity: input.quantity,
      unitPriceMinor: draw.ticketPriceMinor,
      subtotalMinor: price.subtotalMinor,
      discountPercent: price.discountPercent,
      discountMinor: price.discountMinor,
      totalMinor: price.totalMinor,
    },
    draw.maxTickets,
  );
}

function onSale(draw: DrawForSale | null): boolean {
  return draw !== null && !draw.deletedAt && draw.status === 'active' && draw.drawDate.getTime() > Date.now();
}

function assertOnSale(draw: DrawForSale | null): asserts draw is DrawForSale {
  if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
  if (draw.status === 'upcoming') throw new AppError('DRAW_CLOSED', 'Ticket sales for this draw have not opened yet');
  if (!onSale(draw)) throw new AppError('DRAW_CLOSED', 'Ticket sales for this draw are closed');
}

function drawFull(left: number): AppError {
  return new AppError('DRAW_FULL', left === 0 ? 'This draw is sold out' : `Only ${left} tickets are left in this draw`, { ticketsLeft: left });
}

/** Takes a purchase from whatever state it is in to its end, or throws why it cannot. Safe to run twice at once. */
export async function driveToEnd(deps: DrawsDeps, purchase: PurchaseRecord): Promise<PurchaseResult> {
  switch (purchase.status) {
    case 'completed':
      return { purchase, tickets: await ticketsOfPurchase(deps.db, purchase.id) };
    case 'failed':
      throw new AppError(failedCode(purchase), failureMessage(purchase));
    case 'refunding':
      await refundPurchase(deps, purchase);
      throw closedMeanwhile();
    case 'refunded':
      throw closedMeanwhile();
    case 'pending':
      return finishPending(deps, purchase);
  }
}

async function finishPending(deps: DrawsDeps, purchase: PurchaseRecord): Promise<PurchaseResult> {
  await deps.faults?.beforeDebit?.(purchase);
  const balanceAfterMinor = await timed('wallet', () => debit(deps, purchase));
  await deps.faults?.afterDebit?.(purchase);
  const outcome = await timed('complete', () => complete(deps, purchase, balanceAfterMinor));
  if (outcome === 'refund') {
    const refunding = await findPurchase(deps.db, purchase.id);
    if (refunding) await refundPurchase(deps, refunding);
    throw closedMeanwhile();
  }
  if (outcome !== 'done') return outcome;
  const current = await findPurchase(deps.db, purchase.id);
  if (!current) throw new Error(`purchase ${purchase.id} vanished`);
  // Another worker finished it first, either way: report its end state.
  return current.status === 'completed' ? { purchase: current, tickets: await ticketsOfPurchase(deps.db, current.id) } : driveToEnd(deps, current);
}

/** Step 2. Returns the available balance after the debit. */
async function debit(deps: DrawsDeps, purchase: PurchaseRecord): Promise<number> {
  try {
    const reply = await deps.bus.request('wallet.debit.v1', {
      userId: purchase.userId,
      amountMinor: purchase.totalMinor,
      idempotencyKey: debitKey(purchase.id),
      kind: 'ticket_purchase',
      memo: `${purchase.quantity} ticket(s), purchase ${purchase.id}`,
    });
    return reply.balance.availableMinor;
  } catch (error) {
    if (isAppError(error) && error.code === 'INSUFFICIENT_BALANCE') {
      await markFailed(deps, purchase, 'INSUFFICIENT_BALANCE');
      throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance for this purchase');
    }
    // The player's own limit, time-out or self-exclusion: as final as want of
    // money (the wallet keeps the refusal under the key); the error names the limit.
    if (isAppError(error) && (error.code === 'LIMIT_REACHED' || error.code === 'PLAY_BLOCKED')) {
      await markFailed(deps, purchase, error.code);
      throw error;
    }
    throw error; // unknown outcome (e.g. timeout): stays pending for the retry or the reconciler
  }
}

async function markFailed(deps: DrawsDeps, purchase: PurchaseRecord, failureCode: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const failed = await transitionPurchase(tx, purchase.id, 'pending', 'failed', { failureCode });
    // Its numbers go back to the draw: the next buyer takes them first.
    if (failed) await releaseTicketNumbers(tx, purchase.drawId, seqsOfPurchase(purchase));
  });
}

/**
 * Step 3: tickets while the draw still sells, else the purchase turns to a
 * refund, in one statement (db/purchase-completion.ts). The draw row is only
 * KEY SHARE locked, which buyers hold together and the draw's close (FOR
 * UPDATE) waits for: tickets are either in the closed ticket list or
 * refunded, never half. No draw counter is written.
 */
async function complete(deps: DrawsDeps, purchase: PurchaseRecord, balanceAfterMinor: number): Promise<'done' | 'refund' | PurchaseResult> {
  const completion = await completePurchase(deps.db, purchase, seqsOfPurchase(purchase), balanceAfterMinor);
  if (completion.kind === 'completed') deps.afterCommit();
  return completion.kind === 'completed' ? { purchase: completion.purchase, tickets: completion.tickets } : completion.kind;
}

function closedMeanwhile(): AppError {
  return new AppError('DRAW_CLOSED', 'The draw closed before your tickets were issued; the payment was refunded');
}

const finalRefusals = ['INSUFFICIENT_BALANCE', 'LIMIT_REACHED', 'PLAY_BLOCKED'] as const;

function failedCode(purchase: PurchaseRecord): (typeof finalRefusals)[number] | 'CONFLICT' {
  return finalRefusals.find((code) => code === purchase.failureCode) ?? 'CONFLICT';
}

function failureMessage(purchase: PurchaseRecord): string {
  if (purchase.failureCode === 'INSUFFICIENT_BALANCE') return 'Insufficient balance for this purchase';
  if (purchase.failureCode === 'LIMIT_REACHED') return 'A limit you set leaves no room for this purchase';
  if (purchase.failureCode === 'PLAY_BLOCKED') return 'Buying is paused during your time-out or self-exclusion';
  return 'This purchase failed';
}
