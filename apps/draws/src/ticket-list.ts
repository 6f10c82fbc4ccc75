import { createHash, createHmac } from 'node:crypto';
import type { Sql } from '@nova/platform';
import { SUBTREE_SIZE } from './merkle-subtree-workers';

/**
 * The fair draw over a ticket list too large to hold in memory: the list is
 * streamed from the (draw_id, ticket_number) index in byte order, a batch per
 * query aggregated by the database into one string, so the service reads a
 * few strings instead of parsing millions of rows. The list hash is exactly
 * `ticketListHash` of fair-draw.ts and the positions below pick what
 * `pickWinners` picks (tests compare them); the algorithm is documented in
 * apps/draws/docs/fair-draw.md.
 */

// A full batch is a complete, aligned subtree of the Merkle tree (merkle-subtree-workers.ts).
const BATCH = SUBTREE_SIZE;
const RANDOM_BYTES = 6;
const RANDOM_RANGE = 2 ** (8 * RANDOM_BYTES);

export interface TicketBatch {
  /** The batch's numbers joined by newlines, as the database sent them. */
  joined: string;
  numbers: string[];
  /** Each number's Merkle leaf hash, 32 bytes each, in the same order. */
  leafHashes: Buffer;
}

/**
 * Hands the draw's canonical list to `onBatch`, batch by batch, and returns
 * the number of tickets. The next batch is asked for before the current one
 * is handed over, so the database reads it while the service hashes this one
 * (the transaction's connection runs its queries in order).
 */
export async function forEachTicketBatch(sql: Sql, drawId: string, onBatch: (batch: TicketBatch) => Promise<void> | void): Promise<number> {
  const fetchAfter = (after: string) =>
    // One ordered scan of the (draw_id, ticket_number) index per batch,
    // which carries each ticket's leaf hash (migration 010), aggregated into
    // one string of numbers and one byte string of their leaf hashes. Both
    // aggregates read the same rows in the same order, so the n-th hash is
    // the n-th number's; the order itself is checked below.
    sql.query<{ list: string | null; leaves: Uint8Array | null }>(
      `SELECT string_agg(ticket_number, E'\\n') AS list, string_agg(leaf_hash, ''::bytea) AS leaves
       FROM (SELECT ticket_number, leaf_hash FROM tickets WHERE draw_id = $1 AND ticket_number > $2 ORDER BY ticket_number LIMIT $3) AS batch`,
      [drawId, after, BATCH],
    );
  let count = 0;
  // A batch asked for ahead must not become an unhandled rejection while this one is handled.
  const ahead = (after: string) => {
    const query = fetchAfter(after);
    query.catch(() => undefined);
    return query;
  };
  let pending = ahead('');
  let previous = '';
  for (;;) {
    const row = (await pending).rows[0];
    if (!row?.list || !row.leaves) break;
    const numbers = row.list.split('\n');
    const full = numbers.length === BATCH;
    if (full) pending = ahead(numbers[numbers.length - 1]!);
    assertAscending(drawId, previous, numbers);
    previous = numbers[numbers.length - 1]!;
    const leafHashes = Buffer.from(row.leaves.buffer, row.leaves.byteOffset, row.leaves.byteLength);
    if (leafHashes.length !== numbers.length * 32) throw new Error(`draw ${drawId}: ${numbers.length} tickets but ${leafHashes.length / 32} leaf hashes`);
    await onBatch({ joined: row.list, numbers, leafHashes });
    count += numbers.length;
    if (!full) break;
  }
  return count;
}

/**
 * The canonical order is byte order (ticket numbers are printable ASCII,
 * COLLATE "C"), which is also JavaScript's string order for them. An
 * aggregate keeps its input's order in practice, not by the SQL standard:
 * a list out of order is refused rather than hashed.
 */
function assertAscending(drawId: string, previous: string, numbers: readonly string[]): void {
  let last = previous;
  for (const number of numbers) {
    if (!(number > last)) throw new Error(`draw ${drawId}: ticket list out of canonical order at ${number}`);
    last = number;
  }
}

/** The ticket list hash (fair-draw.md) fed batch by batch: SHA-256 of the numbers joined by newlines. */
export class TicketListHasher {
  private readonly hash = createHash('sha256');
  private empty = true;

  add(batch: TicketBatch): void {
    this.hash.update(this.empty ? batch.joined : `\n${batch.joined}`, 'utf8');
    this.empty = false;
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Positions (0-based, in the canonical order) of the winners `pickWinners`
 * draws from a list of `ticketCount` tickets: the same HMAC stream and
 * rejection sampling, with removal tracked on positions instead of strings.
 */
export function winnerPositions(input: { seedHex: string; drawId: string; ticketListHash: string; ticketCount: number; count: number; beaconHex?: string }): number[] {
  const key = Buffer.from(input.seedHex, 'hex');
  const prefix = input.beaconHex === undefined
    ? `${input.drawId}:${input.ticketListHash}:`
    : `${input.drawId}:${input.ticketListHash}:${input.beaconHex}:`;
  const taken: number[] = []; // original positions already drawn, kept sorted
  const winners: number[] = [];
  const wanted = Math.min(input.count, input.ticketCount);
  let counter = 0;
  while (winners.length < wanted) {
    const n = input.ticketCount - winners.length;
    const limit = Math.floor(RANDOM_RANGE / n) * n;
    const digest = createHmac('sha256', key).update(`${prefix}${counter}`, 'utf8').digest();
    counter += 1;
    const r = digest.readUIntBE(0, RANDOM_BYTES);
    if (r >= limit) continue;
    // The (r % n)-th remaining ticket: step over the positions already removed.
    let position = r % n;
    for (const removed of taken) {
      if (removed <= position) position += 1;
      else break;
    }
    taken.push(position);
    taken.sort((a, b) => a - b);
    winners.push(position);
  }
  return winners;
}
