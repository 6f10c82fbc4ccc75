import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@nova/contracts';
import { parseAmount } from '@nova/money';
import { AppError, requireAdminRole } from '@nova/platform';
import { z } from 'zod';
import { drawSnapshot, recordAdminAction } from './admin-audit';
import { findDraw, type DrawRecord } from './db/draws';
import type { DrawsDeps } from './deps';
import { DRAW_PERIODS } from '@nova/rules';
import { openDraw } from './draw-series';
import { parseId, parseInput } from './inputs';
import { cancelDrawInTx, refundCancelledDraw } from './refunds';

export interface DrawActionResult {
  message: string;
  draw: DrawRecord | null;
}

/** A date-time the caller wrote; text that is no date is reported as such and never reaches the checks below. */
const isoDate = z.string().transform((text, context) => {
  const time = Date.parse(text);
  if (!Number.isNaN(time)) return new Date(time);
  context.addIssue({ code: 'custom', message: 'must be an ISO date-time' });
  return z.NEVER;
});

const createDrawInput = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100),
    period: z.enum(DRAW_PERIODS),
    ticketPrice: z.string().transform((text, context) => {
      try {
        const minor = parseAmount(text);
        if (minor > 0) return minor;
      } catch {
        // reported below
      }
      context.addIssue({ code: 'custom', message: 'must be a positive amount with at most two decimals' });
      return z.NEVER;
    }),
    maxTickets: z.number().int().min(1).max(1_000_000).nullish(),
    drawDate: isoDate,
    opensAt: isoDate.nullish(),
  })
  .superRefine((input, context) => {
    // Zod may still run this check when a field failed above: compare dates only.
    if (!(input.drawDate instanceof Date)) return;
    if (input.drawDate.getTime() <= Date.now()) context.addIssue({ code: 'custom', path: ['drawDate'], message: 'must be in the future' });
    if (input.opensAt instanceof Date && input.opensAt.getTime() >= input.drawDate.getTime()) {
      context.addIssue({ code: 'custom', path: ['opensAt'], message: 'must be before the draw date' });
    }
  });

/**
 * A draw is on sale (active) from its creation, or `upcoming` until `opensAt`
 * when one in the future is given; the scheduler opens it then.
 */
export async function createDraw(deps: DrawsDeps, caller: CallerIdentity | null, rawInput: unknown): Promise<DrawRecord> {
  const admin = requireAdminRole(caller, 'superadmin');
  const input = parseInput(createDrawInput, rawInput);
  const now = new Date();
  const opensAt = input.opensAt && input.opensAt.getTime() > now.getTime() ? input.opensAt : now;
  const id = randomUUID();
  const draw = await deps.db.transaction(async (tx) => {
    const opened = await openDraw(tx, {
      id,
      seriesId: id,
      name: input.name,
      period: input.period,
      ticketPriceMinor: input.ticketPrice,
      maxTickets: input.maxTickets ?? 1000,
      status: opensAt === now ? 'active' : 'upcoming',
      opensAt,
      drawDate: input.drawDate,
      anchorDate: input.drawDate,
    });
    await recordAdminAction(tx, admin, 'draw.create', { type: 'draw', id }, null, drawSnapshot(opened));
    return opened;
  });
  deps.afterCommit();
  return draw;
}

async function existingDraw(deps: DrawsDeps, id: string): Promise<DrawRecord> {
  const draw = await findDraw(deps.db, id);
  if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
  return draw;
}

/** "Renaming ignores empty or unchanged names." */
export async function renameDraw(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown, rawName: unknown): Promise<DrawActionResult> {
  const admin = requireAdminRole(caller, 'superadmin');
  const draw = await existingDraw(deps, parseId(rawId));
  const name = typeof rawName === 'string' ? rawName.trim() : '';
  if (name.length === 0 || name === draw.name) return { message: 'Name unchanged', draw };
  if (name.length > 100) throw new AppError('BAD_USER_INPUT', 'Invalid input: name: at most 100 characters');
  await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE draws SET name = $2 WHERE id = $1', [draw.id, name]);
    await recordAdminAction(tx, admin, 'draw.rename', { type: 'draw', id: draw.id }, { name: draw.name }, { name });
  });
  deps.afterCommit();
  return { message: 'Draw renamed successfully', draw: await findDraw(deps.db, draw.id) };
}

/**
 * Delete takes a draw out of every list; money records are never deleted.
 * A completed draw is never erased: a forced delete archives it (it leaves
 * the lists at once) and its results and public proof stay reachable. An
 * open draw with tickets sold (or being bought) needs `force`; it is
 * cancelled first and its tickets refunded; a recurring series stops with it.
 */
export async function deleteDraw(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown, force: unknown): Promise<DrawActionResult> {
  const admin = requireAdminRole(caller, 'superadmin');
  const id = parseId(rawId);
  const forced = force === true;
  const outcome = await deps.db.transaction(async (tx): Promise<{ archived: boolean; refunded: number }> => {
    const draw = await findDraw(tx, id, { forUpdate: true });
    if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
    if (draw.status === 'completed') {
      if (!forced) {
        throw new AppError('CONFLICT', 'This draw is completed: confirm with force=true to archive it (completed draws are never erased; its results and proof stay public)');
      }
      await tx.query('UPDATE draws SET archived_at = coalesce(archived_at, now()) WHERE id = $1', [draw.id]);
      // Still the admin's "delete" in the audit log; its result says the draw was archived.
      await recordAdminAction(tx, admin, 'draw.delete', { type: 'draw', id: draw.id }, drawSnapshot(draw), { archived: true, forced });
      return { archived: true, refunded: 0 };
    }
    if (draw.status === 'drawing') {
      // Cancelling now could undo a draw whose beacon round is already known.
      throw new AppError('CONFLICT', 'Sales of this draw have closed and its winners are being drawn (waiting for its beacon round); it cannot be deleted now');
    }
    const open = draw.status === 'active' || draw.status === 'upcoming';
    if (open && draw.ticketsReserved > 0 && !forced) {
      throw new AppError('CONFLICT', `This draw has ${draw.ticketsReserved} tickets sold: confirm with force=true to delete it and refund them`);
    }
    if (open) await cancelDrawInTx(tx, draw.id, 'Deleted by an admin');
    await tx.query('UPDATE draws SET deleted_at = now() WHERE id = $1', [draw.id]);
    await recordAdminAction(tx, admin, 'draw.delete', { type: 'draw', id: draw.id }, drawSnapshot(draw), { deleted: true, forced, refundedTickets: open ? draw.ticketsSold : 0 });
    return { archived: false, refunded: open ? draw.ticketsSold : 0 };
  });
  deps.afterCommit();
  if (outcome.refunded > 0) await refundCancelledDraw(deps, id);
  const message = outcome.archived
    ? 'Draw archived successfully: completed draws are never erased; it left the lists and its results and proof stay public'
    : outcome.refunded > 0
      ? `Draw deleted successfully; ${outcome.refunded} tickets refunded`
      : 'Draw deleted successfully';
  return { message, draw: await findDraw(deps.db, id) };
}
