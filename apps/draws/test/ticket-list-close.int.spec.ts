import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { openDb, type Db } from '@nova/platform';
import { createTestDatabase, silentLogger, type TestDatabase } from '@nova/platform/testing';
import { ticketListHash } from '@nova/rules';
import { inclusionProof, merkleRoot, verifyInclusion } from '@nova/verify';
import { drawsMigrationsDir } from '../src';
import { storedInclusionProof } from '../src/merkle-nodes';
import { SUBTREE_SIZE } from '../src/merkle-subtree-workers';
import { closeTicketList } from '../src/ticket-merkle';
import { ticketNumberSql } from '../src/ticket-number';

/**
 * Closing a list reads it in batches of SUBTREE_SIZE with the leaf hashes
 * the database stored beside each ticket, asking for the next batch while
 * worker threads hash the full ones as subtrees and the partial last one is
 * hashed in place: the hash, the root and stored proofs from every kind of
 * batch must be exactly what the published algorithms compute from the whole list.
 */
const TICKETS = 2 * SUBTREE_SIZE + 4_321;
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase('draws_list_close');
  db = await openDb({ service: 'draws', databaseUrl: database.url, dataDir: 'memory://', migrationsDir: drawsMigrationsDir, logger: silentLogger() });
}, 60_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('closing a ticket list of several batches', () => {
  it('gives the published list hash and Merkle root, and proofs that verify against it', async () => {
    const drawId = randomUUID();
    await db.query(
      `INSERT INTO draws (id, series_id, name, period, ticket_price_minor, max_tickets, status, opens_at, draw_date, anchor_date, seed, seed_commitment)
       VALUES ($1, $1, 'Batches', 'daily', 100, $2, 'active', now(), now(), now(), '00', 'commitment')`,
      [drawId, TICKETS * 3],
    );
    // Gaps, and numbers past 999,999, as real draws have.
    await db.query(
      `INSERT INTO tickets (draw_id, user_id, ticket_number)
       SELECT $1, gen_random_uuid(), ${ticketNumberSql('(seq * 2 + seq % 7 * 999999)')} FROM generate_series(1, $2::int) AS seq`,
      [drawId, TICKETS],
    );
    const numbers = (await db.query<{ ticket_number: string }>('SELECT ticket_number FROM tickets WHERE draw_id = $1', [drawId])).rows.map((row) => row.ticket_number);

    const closed = await db.transaction((tx) => closeTicketList(tx, drawId));

    const canonical = [...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(closed.count).toBe(TICKETS);
    expect(closed.hash).toBe(ticketListHash(canonical));
    expect(closed.merkleRoot).toBe(merkleRoot(numbers));
    const stored = await db.query<{ ticket_merkle_root: string }>('SELECT ticket_merkle_root FROM draws WHERE id = $1', [drawId]);
    expect(stored.rows[0]?.ticket_merkle_root).toBe(closed.merkleRoot);
    // Tickets of both full batches (hashed by workers) and of the partial last one: stored proofs equal the whole-list ones.
    for (const ticketNumber of [canonical[1_000]!, canonical[SUBTREE_SIZE + 75]!, canonical[2 * SUBTREE_SIZE + 300]!, canonical[TICKETS - 1]!]) {
      const proof = await storedInclusionProof(db, drawId, ticketNumber, TICKETS);
      expect(proof).toEqual(inclusionProof(numbers, ticketNumber));
      expect(verifyInclusion(proof!, closed.merkleRoot, TICKETS)).toBe(true);
    }
  }, 180_000);
});
