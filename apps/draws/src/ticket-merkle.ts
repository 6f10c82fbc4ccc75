import { AppError, type Sql } from '@nova/platform';
import { inclusionProof, type InclusionProof } from '@nova/verify';
import { findDraw } from './db/draws';
import { ticketNumbersOfDraw } from './db/tickets';
import type { DrawsDeps } from './deps';
import { parseId } from './inputs';
import { hasStoredTree, MerkleTreeWriter, storedInclusionProof, storeMerkleTree } from './merkle-nodes';
import { forEachTicketBatch, TicketListHasher } from './ticket-list';

/**
 * The Merkle root of the draw's canonical ticket list (fair-draw.md,
 * "Merkle root and inclusion proofs"), computed when sales close inside the
 * closing transaction and kept beside the ticket list hash. What a proof needs
 * is stored then (merkle-nodes.ts), so a proof later reads O(log n) nodes and
 * at most two chunks of tickets instead of the whole list.
 */
/**
 * Closing a draw's list in one pass: its hash, its Merkle tree (stored, root
 * on the draw) and its size, from one stream of the canonical list.
 */
export async function closeTicketList(tx: Sql, drawId: string): Promise<{ hash: string; count: number; merkleRoot: string }> {
  const listHash = new TicketListHasher();
  const tree = new MerkleTreeWriter(tx, drawId);
  let count: number;
  let root: string;
  try {
    count = await forEachTicketBatch(tx, drawId, async (batch) => {
      listHash.add(batch);
      await tree.add(batch);
    });
    ({ root } = await tree.finish());
  } finally {
    await tree.close();
  }
  await tx.query('UPDATE draws SET ticket_merkle_root = $2 WHERE id = $1', [drawId, root]);
  return { hash: listHash.digest(), count, merkleRoot: root };
}

export async function recordTicketMerkleRoot(tx: Sql, drawId: string): Promise<string> {
  const { root } = await storeMerkleTree(tx, drawId);
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
 * selling has no root yet. Draws closed before the tree was stored
 * (migration 006) build the proof from their whole list.
 */
export async function ticketInclusionProof(deps: DrawsDeps, rawDrawId: unknown, rawTicketNumber: unknown): Promise<(InclusionProof & { merkleRoot: string }) | null> {
  const drawId = parseId(rawDrawId);
  const draw = await findDraw(deps.db, drawId);
  if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
  const root = await merkleRootOf(deps.db, drawId);
  if (!root) return null;
  if (typeof rawTicketNumber !== 'string' || rawTicketNumber.length === 0 || rawTicketNumber.length > 64) throw new AppError('BAD_USER_INPUT', 'A ticket number is required');
  const proof = (await hasStoredTree(deps.db, drawId))
    ? await storedInclusionProof(deps.db, drawId, rawTicketNumber, draw.ticketsSold)
    : inclusionProof(await ticketNumbersOfDraw(deps.db, drawId), rawTicketNumber);
  return proof ? { ...proof, merkleRoot: root } : null;
}
