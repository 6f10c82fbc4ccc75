import { AppError, type Sql } from '@nova/platform';
import { inclusionProof, MerkleRootBuilder, type InclusionProof } from '@nova/verify';
import { findDraw } from './db/draws';
import { ticketNumbersOfDraw } from './db/tickets';
import type { DrawsDeps } from './deps';
import { parseId } from './inputs';

const BATCH = 50_000;

/**
 * The Merkle root of the draw's canonical ticket list (fair-draw.md,
 * "Merkle root and inclusion proofs"), computed when sales close inside the
 * settling transaction and kept beside the ticket list hash. The list is read
 * in byte order in batches; the builder holds only O(log n) hashes.
 */
export async function recordTicketMerkleRoot(tx: Sql, drawId: string): Promise<string> {
  const builder = new MerkleRootBuilder();
  let after = '';
  for (;;) {
    const { rows } = await tx.query<{ ticket_number: string }>(
      'SELECT ticket_number FROM tickets WHERE draw_id = $1 AND ticket_number > $2 ORDER BY ticket_number LIMIT $3',
      [drawId, after, BATCH],
    );
    for (const row of rows) builder.push(row.ticket_number);
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.ticket_number;
  }
  const root = builder.root();
  await tx.query('UPDATE draws SET ticket_merkle_root = $2 WHERE id = $1', [drawId, root]);
  return root;
}

export async function merkleRootOf(sql: Sql, drawId: string): Promise<string | null> {
  const { rows } = await sql.query<{ ticket_merkle_root: string | null }>('SELECT ticket_merkle_root FROM draws WHERE id = $1', [drawId]);
  return rows[0]?.ticket_merkle_root ?? null;
}

/**
 * Public: the proof that a ticket is in a closed draw's committed list. Anyone
 * may ask (the ticket list itself is public once sales closed); a draw still
 * selling has no root yet.
 */
export async function ticketInclusionProof(deps: DrawsDeps, rawDrawId: unknown, rawTicketNumber: unknown): Promise<(InclusionProof & { merkleRoot: string }) | null> {
  const drawId = parseId(rawDrawId);
  const draw = await findDraw(deps.db, drawId);
  if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
  const root = await merkleRootOf(deps.db, drawId);
  if (!root) return null;
  if (typeof rawTicketNumber !== 'string' || rawTicketNumber.length === 0 || rawTicketNumber.length > 64) throw new AppError('BAD_USER_INPUT', 'A ticket number is required');
  const proof = inclusionProof(await ticketNumbersOfDraw(deps.db, drawId), rawTicketNumber);
  return proof ? { ...proof, merkleRoot: root } : null;
}
