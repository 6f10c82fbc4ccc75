import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@nova/contracts';
import { AppError, enqueueEvent, isAppError } from '@nova/platform';
import { requirePlayer } from './access';
import { findDraw, type DrawRecord } from './db/draws';
import { findPurchase, findPurchaseByKey, insertPendingPurchase, transitionPurchase, type PurchaseRecord } from './db/purchases';
import { pgErrorCode } from './db/rows';
import { insertPurchaseTickets, ticketsOfPurchase, type TicketRecord } from './db/tickets';
import type { DrawsDeps } from './deps';
import { buyTicketsInput, parseInput } from './inputs';
import { refundPurchase } from './refunds';
import { priceTickets } from './volume-discount';

/**
 * The ticket purchase saga (ARCHITECTURE.md, "How a request flows"):
 * 1. reserve: one transaction takes capacity on the draw and records the
 *    purchase as `pending` (nothing else is promised yet);
 * 2. debit: the wallet takes the money under the key `purchase:<id>`, so
 *    any retry of this step moves money at most once;
 * 3. complete: one transaction writes the tickets, marks the purchase
 *    `completed` and announces it.
 * A refused debit marks the purchase `failed` and gives the capacity back.
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
  const earlier = await findPurchaseByKey(deps.db, player.userId, input.idempotencyKey);
  const purchase = earlier ?? (await reserve(deps, player.userId, input));
  if (purchase.drawId !== input.drawId || purchase.quantity !== input.quantity) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for a different purchase');
  }
  return driveToEnd(deps, purchase);
}

/** Step 1. A concurrent request with the same key loses on the unique index and joins the winner's purchase. */
async function reserve(
  deps: DrawsDeps,
  userId: string,
  input: { drawId: string; quantity: number; idempotencyKey: string },
): Promise<PurchaseRecord> {
  try {
    return await deps.db.transaction(async (tx) => {
      const draw = await findDraw(tx, input.drawId, { forUpdate: true });
      assertOnSale(draw, input.quantity);
      const price = priceTickets(draw.ticketPriceMinor, input.quantity);
      await tx.query(
        'UPDATE draws SET tickets_reserved = tickets_reserved + $2, next_ticket_seq = next_ticket_seq + $2 WHERE id = $1',
        [draw.id, input.quantity],
      );
      return insertPendingPurchase(tx, {
        id: randomUUID(),
        userId,
        drawId: draw.id,
        idempotencyKey: input.idempotencyKey,
        quantity: input.quantity,
        firstTicketSeq: draw.nextTicketSeq,
        unitPriceMinor: draw.ticketPriceMinor,
        subtotalMinor: price.subtotalMinor,
        discountPercent: price.discountPercent,
        discountMinor: price.discountMinor,
        totalMinor: price.totalMinor,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      const winner = await findPurchaseByKey(deps.db, userId, input.idempotencyKey);
      if (winner) return winner;
    }
    throw error;
  }
}

function assertOnSale(draw: DrawRecord | null, quantity: number): asserts draw is DrawRecord {
  if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
  if (draw.status === 'upcoming') throw new AppError('DRAW_CLOSED', 'Ticket sales for this draw have not opened yet');
  if (draw.status !== 'active' || draw.drawDate.getTime() <= Date.now()) {
    throw new AppError('DRAW_CLOSED', 'Ticket sales for this draw are closed');
  }
  const left = draw.maxTickets - draw.ticketsReserved;
  if (quantity > left) {
    throw new AppError('DRAW_FULL', left === 0 ? 'This draw is sold out' : `Only ${left} tickets are left in this draw`, { ticketsLeft: left });
  }
}

/** Takes a purchase from whatever state it is in to its end, or throws why it cannot. Safe to run twice at once. */
export async function driveToEnd(deps: DrawsDeps, purchase: PurchaseRecord): Promise<PurchaseResult> {
  switch (purchase.status) {
    case 'completed':
      return { purchase, tickets: await ticketsOfPurchase(deps.db, purchase.id) };
    case 'failed':
      throw new AppError(purchase.failureCode === 'INSUFFICIENT_BALANCE' ? 'INSUFFICIENT_BALANCE' : 'CONFLICT', failureMessage(purchase));
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
  const balanceAfterMinor = await debit(deps, purchase);
  await deps.faults?.afterDebit?.(purchase);
  const outcome = await complete(deps, purchase, balanceAfterMinor);
  if (outcome === 'refund') {
    const refunding = await findPurchase(deps.db, purchase.id);
    if (refunding) await refundPurchase(deps, refunding);
    throw closedMeanwhile();
  }
  const current = await findPurchase(deps.db, purchase.id);
  if (!current) throw new Error(`purchase ${purchase.id} vanished`);
  // Another worker may have finished it first, either way: report its end state.
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
    throw error; // unknown outcome (e.g. timeout): stays pending for the retry or the reconciler
  }
}

async function markFailed(deps: DrawsDeps, purchase: PurchaseRecord, failureCode: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const failed = await transitionPurchase(tx, purchase.id, 'pending', 'failed', { failureCode });
    if (failed) {
      // The numbers reserved stay unused: a gap in the sequence, never a duplicate.
      await tx.query('UPDATE draws SET tickets_reserved = tickets_reserved - $2 WHERE id = $1', [purchase.drawId, purchase.quantity]);
    }
  });
}

/** Step 3: tickets while the draw still sells, else the purchase turns to a refund. */
async function complete(deps: DrawsDeps, purchase: PurchaseRecord, balanceAfterMinor: number): Promise<'done' | 'refund'> {
  const outcome = await deps.db.transaction(async (tx): Promise<'done' | 'refund'> => {
    // Locking the draw orders this step against the draw's close: tickets
    // are either in the closed ticket list or refunded, never half.
    const draw = await findDraw(tx, purchase.drawId, { forUpdate: true });
    if (!draw || draw.status !== 'active') {
      await transitionPurchase(tx, purchase.id, 'pending', 'refunding');
      return 'refund';
    }
    const completed = await transitionPurchase(tx, purchase.id, 'pending', 'completed', { balanceAfterMinor });
    if (!completed) return 'done';
    await insertPurchaseTickets(tx, purchase);
    await tx.query('UPDATE draws SET tickets_sold = tickets_sold + $2, sales_minor = sales_minor + $3 WHERE id = $1', [
      draw.id,
      purchase.quantity,
      purchase.totalMinor,
    ]);
    await enqueueEvent(tx, 'draws.ticket.purchased.v1', {
      purchaseId: purchase.id,
      drawId: draw.id,
      userId: purchase.userId,
      quantity: purchase.quantity,
      totalMinor: purchase.totalMinor,
      discountMinor: purchase.discountMinor,
    });
    return 'done';
  });
  deps.afterCommit();
  return outcome;
}

function closedMeanwhile(): AppError {
  return new AppError('DRAW_CLOSED', 'The draw closed before your tickets were issued; the payment was refunded');
}

function failureMessage(purchase: PurchaseRecord): string {
  return purchase.failureCode === 'INSUFFICIENT_BALANCE' ? 'Insufficient balance for this purchase' : 'This purchase failed';
}
