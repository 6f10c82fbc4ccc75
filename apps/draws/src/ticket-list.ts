import { createHash, createHmac } from 'node:crypto';
import type { Sql } from '@nova/platform';
import { toInt } from './db/rows';

/**
 * The fair draw over a ticket list too large to hold in memory: the list is
 * streamed from the (draw_id, ticket_number) index in byte order, a batch per
 * query aggregated by the database into one string, so the service hashes a
 * few hundred strings instead of parsing millions of rows. The result is
 * exactly `ticketListHash` and `pickWinners` of fair-draw.ts (a test compares
 * them); the algorithm is documented in apps/draws/docs/fair-draw.md.
 */

const BATCH = 100_000;
const RANDOM_BYTES = 6;
const RANDOM_RANGE = 2 ** (8 * RANDOM_BYTES);

export interface StreamedTicketList {
  hash: string;
  count: number;
}

export async function streamTicketList(sql: Sql, drawId: string): Promise<StreamedTicketList> {
  const hash = createHash('sha256');
  let after = '';
  let count = 0;
  for (;;) {
    // ARRAY(subquery) keeps the index order: no sort, one row per batch.
    const { rows } = await sql.query<{ list: string | null; last: string | null; size: unknown }>(
      `SELECT array_to_string(batch, E'\\n') AS list, batch[cardinality(batch)] AS last, cardinality(batch) AS size
       FROM (SELECT ARRAY(SELECT ticket_number FROM tickets WHERE draw_id = $1 AND ticket_number > $2 ORDER BY ticket_number LIMIT $3) AS batch) AS b`,
      [drawId, after, BATCH],
    );
    const row = rows[0];
    const size = toInt(row?.size ?? 0);
    if (!row?.list || !row.last || size === 0) break;
    hash.update(count === 0 ? row.list : `\n${row.list}`, 'utf8');
    count += size;
    after = row.last;
    if (size < BATCH) break;
  }
  return { hash: hash.digest('hex'), count };
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
