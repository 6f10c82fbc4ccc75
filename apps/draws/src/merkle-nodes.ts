import { createHash, hash } from 'node:crypto';
import type { Sql } from '@nova/platform';
import { SUBTREE_SIZE, SubtreeHashers, type HashedSubtree } from './merkle-subtree-workers';
import { forEachTicketBatch, type TicketBatch } from './ticket-list';

/**
 * The stored Merkle tree of a closed draw (migration 006), the same tree as
 * libs/verify/src/merkle.ts (RFC 9162; fair-draw.md). While sales close the
 * canonical list is streamed once; what is kept is small: the first ticket of
 * every chunk of CHUNK tickets, and every complete subtree of CHUNK leaves or
 * more (about n/128 rows). A proof then reads the O(log n) stored nodes on its
 * path plus the chunk(s) of tickets it needs below them (at most two: the
 * ticket's own, and the partial chunk at the right edge), never the whole list.
 */

export const CHUNK = 256;
const CHUNK_LEVEL = 8; // 2^8 = CHUNK
const INSERT_BATCH = 5_000;
/** Batches hashed ahead of the tree's join, so the list's memory stays bounded. */
const MAX_SUBTREES_IN_FLIGHT = 4;

function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}
const LEAF = Buffer.of(0);
const NODE = Buffer.of(1);

// One-shot hashing into reused buffers: building the tree hashes every ticket and
// every inner node (2n hashes), the cost that dominates closing a large draw.
const leafInput = Buffer.alloc(1 + 256);
const nodeInput = Buffer.alloc(1 + 32 + 32);
nodeInput[0] = 1;

export function leafHashOf(ticketNumber: string): Buffer {
  const length = Buffer.byteLength(ticketNumber, 'utf8');
  if (length >= leafInput.length) return sha256(LEAF, Buffer.from(ticketNumber, 'utf8'));
  leafInput.write(ticketNumber, 1, 'utf8');
  return hash('sha256', leafInput.subarray(0, 1 + length), 'buffer');
}

export function nodeHashOf(left: Uint8Array, right: Uint8Array): Buffer {
  if (left.length !== 32 || right.length !== 32) return sha256(NODE, left, right);
  nodeInput.set(left, 1);
  nodeInput.set(right, 33);
  return hash('sha256', nodeInput, 'buffer');
}

interface Subtree {
  hash: Buffer;
  size: number;
  start: number;
}

/**
 * Builds the tree leaf by leaf holding O(log n) subtrees; every complete
 * subtree of CHUNK leaves or more is handed to `keep` as it forms.
 */
class StoredTreeBuilder {
  private readonly stack: Subtree[] = [];
  count = 0;

  constructor(private readonly keep: (level: number, index: number, hash: Buffer) => void) {}

  push(leafHash: Buffer): void {
    this.pushSubtree(leafHash, 1);
  }

  /** A complete subtree of `size` leaves starting at `count` (its own inner nodes are the caller's to keep). */
  pushSubtree(hash: Buffer, size: number): void {
    let entry: Subtree = { hash, size, start: this.count };
    this.count += size;
    for (let top = this.stack.at(-1); top && top.size === entry.size; top = this.stack.at(-1)) {
      this.stack.pop();
      entry = { hash: nodeHashOf(top.hash, entry.hash), size: top.size * 2, start: top.start };
      if (entry.size >= CHUNK) this.keep(Math.log2(entry.size), entry.start / entry.size, entry.hash);
    }
    this.stack.push(entry);
  }

  root(): string {
    if (this.stack.length === 0) return sha256().toString('hex');
    let hash = this.stack[this.stack.length - 1]!.hash;
    for (let index = this.stack.length - 2; index >= 0; index -= 1) hash = nodeHashOf(this.stack[index]!.hash, hash);
    return hash.toString('hex');
  }
}

/**
 * The draw's tree as its canonical list streams by (ticket-list.ts): stores
 * the chunks' first tickets and the upper nodes in batches, and gives the
 * root once the list has been fed whole. Full batches are complete subtrees
 * (ticket-list.ts reads SUBTREE_SIZE tickets at a time), hashed on worker
 * threads while the next batch is read; a short batch, the last one, is
 * hashed here. `close` must follow, whatever happened.
 */
export class MerkleTreeWriter {
  private nodes: Array<[number, number, Buffer]> = [];
  private chunks: Array<[number, string]> = [];
  private readonly builder = new StoredTreeBuilder((level, index, hash) => this.nodes.push([level, index, hash]));
  private position = 0;
  private hashers: SubtreeHashers | null = null;
  /** Subtrees being hashed, in list order: they join the tree in that order. */
  private readonly inFlight: Array<{ start: number; subtree: Promise<HashedSubtree> }> = [];

  constructor(
    private readonly tx: Sql,
    private readonly drawId: string,
  ) {}

  async add(batch: TicketBatch): Promise<void> {
    const start = this.position;
    for (let i = (CHUNK - (start % CHUNK)) % CHUNK; i < batch.numbers.length; i += CHUNK) this.chunks.push([(start + i) / CHUNK, batch.numbers[i]!]);
    this.position += batch.numbers.length;
    if (batch.numbers.length === SUBTREE_SIZE && start % SUBTREE_SIZE === 0) {
      this.hashers ??= new SubtreeHashers();
      const subtree = this.hashers.hash(batch.leafHashes, CHUNK_LEVEL);
      subtree.catch(() => undefined); // awaited in order below; a failure must not surface unhandled meanwhile
      this.inFlight.push({ start, subtree });
      while (this.inFlight.length > MAX_SUBTREES_IN_FLIGHT) await this.joinNextSubtree();
    } else {
      while (this.inFlight.length > 0) await this.joinNextSubtree();
      for (let i = 0; i < batch.numbers.length; i += 1) this.builder.push(batch.leafHashes.subarray(i * 32, i * 32 + 32));
    }
    await this.flush(false);
  }

  async finish(): Promise<{ root: string; size: number }> {
    while (this.inFlight.length > 0) await this.joinNextSubtree();
    await this.flush(true);
    return { root: this.builder.root(), size: this.builder.count };
  }

  async close(): Promise<void> {
    await this.hashers?.close();
    this.hashers = null;
  }

  private async joinNextSubtree(): Promise<void> {
    const { start, subtree } = this.inFlight.shift()!;
    const { levels } = await subtree;
    levels.forEach((hashes, offset) => {
      const level = CHUNK_LEVEL + offset;
      const first = start / 2 ** level;
      for (let i = 0; i < hashes.length / 32; i += 1) this.nodes.push([level, first + i, hashes.subarray(i * 32, i * 32 + 32)]);
    });
    this.builder.pushSubtree(levels.at(-1)!, SUBTREE_SIZE);
  }

  private async flush(force: boolean): Promise<void> {
    if (this.nodes.length >= INSERT_BATCH || (force && this.nodes.length > 0)) {
      const nodes = this.nodes;
      this.nodes = [];
      await this.tx.query(
        `INSERT INTO ticket_merkle_nodes (draw_id, level, node_index, hash)
         SELECT $1, level, node_index, decode(hash, 'hex') FROM unnest($2::int[], $3::int[], $4::text[]) AS n(level, node_index, hash)`,
        [this.drawId, nodes.map((node) => node[0]), nodes.map((node) => node[1]), nodes.map((node) => node[2].toString('hex'))],
      );
    }
    if (this.chunks.length >= INSERT_BATCH || (force && this.chunks.length > 0)) {
      const chunks = this.chunks;
      this.chunks = [];
      await this.tx.query(
        `INSERT INTO ticket_merkle_chunks (draw_id, chunk_index, first_ticket)
         SELECT $1, chunk_index, first_ticket FROM unnest($2::int[], $3::text[]) AS c(chunk_index, first_ticket)`,
        [this.drawId, chunks.map((chunk) => chunk[0]), chunks.map((chunk) => chunk[1])],
      );
    }
  }
}

/** Streams the draw's canonical list, stores its chunks and upper nodes, returns the root and the number of tickets. */
export async function storeMerkleTree(tx: Sql, drawId: string): Promise<{ root: string; size: number }> {
  const writer = new MerkleTreeWriter(tx, drawId);
  try {
    await forEachTicketBatch(tx, drawId, (batch) => writer.add(batch));
    return await writer.finish();
  } finally {
    await writer.close();
  }
}

type NodeSource = (level: number, index: number) => Uint8Array;

const largestPowerOfTwoBelow = (n: number) => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

/** MTH of leaves [start, start + size): an aligned complete subtree is one node, else split as RFC 9162 does. */
function rangeHash(start: number, size: number, node: NodeSource): Uint8Array {
  if ((size & (size - 1)) === 0 && start % size === 0) return node(Math.log2(size), start / size);
  const k = largestPowerOfTwoBelow(size);
  return nodeHashOf(rangeHash(start, k, node), rangeHash(start + k, size - k, node));
}

/** RFC 9162 PATH(m, D[start:start+size]). */
function auditPath(m: number, start: number, size: number, node: NodeSource): Uint8Array[] {
  if (size <= 1) return [];
  const k = largestPowerOfTwoBelow(size);
  if (m < k) return [...auditPath(m, start, k, node), rangeHash(start + k, size - k, node)];
  return [...auditPath(m - k, start + k, size - k, node), rangeHash(start, k, node)];
}

/** The tickets of the given chunks, in canonical order (each chunk read from `tickets` by its first number). */
async function chunkTickets(sql: Sql, drawId: string, chunkIndexes: readonly number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (chunkIndexes.length === 0) return found;
  const { rows } = await sql.query<{ chunk_index: unknown; first_ticket: string }>(
    'SELECT chunk_index, first_ticket FROM ticket_merkle_chunks WHERE draw_id = $1 AND chunk_index = ANY($2::int[])',
    [drawId, [...chunkIndexes]],
  );
  for (const row of rows) {
    const tickets = await sql.query<{ ticket_number: string }>(
      'SELECT ticket_number FROM tickets WHERE draw_id = $1 AND ticket_number >= $2 ORDER BY ticket_number LIMIT $3',
      [drawId, row.first_ticket, CHUNK],
    );
    found.set(Number(row.chunk_index), tickets.rows.map((ticket) => ticket.ticket_number));
  }
  return found;
}

/**
 * Runs `compute` twice: first to learn which nodes it reads, then on those
 * nodes, fetched in one query (stored levels) or hashed from the tickets of
 * their chunk (levels below a chunk).
 */
async function withNodes<T>(sql: Sql, drawId: string, compute: (node: NodeSource) => T, known: Map<number, string[]> = new Map()): Promise<T> {
  const stored = new Map<string, [number, number]>();
  const chunksWanted = new Set<number>();
  compute((level, index) => {
    if (level >= CHUNK_LEVEL) stored.set(`${level}:${index}`, [level, index]);
    else chunksWanted.add(Math.floor((index * 2 ** level) / CHUNK));
    return new Uint8Array(32);
  });
  const keys = [...stored.values()];
  const { rows } = await sql.query<{ level: unknown; node_index: unknown; hash: string }>(
    `SELECT n.level, n.node_index, encode(n.hash, 'hex') AS hash FROM ticket_merkle_nodes n
     JOIN unnest($2::int[], $3::int[]) AS k(level, node_index) ON n.level = k.level AND n.node_index = k.node_index
     WHERE n.draw_id = $1`,
    [drawId, keys.map(([level]) => level), keys.map(([, index]) => index)],
  );
  const nodes = new Map(rows.map((row) => [`${Number(row.level)}:${Number(row.node_index)}`, Buffer.from(row.hash, 'hex')]));
  const missing = [...chunksWanted].filter((chunk) => !known.has(chunk));
  const chunks = new Map([...known, ...(await chunkTickets(sql, drawId, missing))]);
  return compute((level, index) => {
    if (level >= CHUNK_LEVEL) {
      const hash = nodes.get(`${level}:${index}`);
      if (!hash) throw new Error(`Merkle node ${level}:${index} of draw ${drawId} is missing`);
      return hash;
    }
    const first = index * 2 ** level;
    const chunk = Math.floor(first / CHUNK);
    const tickets = chunks.get(chunk)?.slice(first - chunk * CHUNK, first - chunk * CHUNK + 2 ** level) ?? [];
    if (tickets.length !== 2 ** level) throw new Error(`Merkle leaves ${first}+${2 ** level} of draw ${drawId} are missing`);
    let level0: Uint8Array[] = tickets.map(leafHashOf);
    while (level0.length > 1) level0 = level0.flatMap((hash, i) => (i % 2 === 0 ? [nodeHashOf(hash, level0[i + 1]!)] : []));
    return level0[0]!;
  });
}

export async function hasStoredTree(sql: Sql, drawId: string): Promise<boolean> {
  const { rows } = await sql.query('SELECT 1 FROM ticket_merkle_chunks WHERE draw_id = $1 LIMIT 1', [drawId]);
  return rows.length > 0;
}

/** The proof of one ticket from the stored tree; null when the ticket is not in the list. */
export async function storedInclusionProof(sql: Sql, drawId: string, ticketNumber: string, treeSize: number) {
  const { rows } = await sql.query<{ chunk_index: unknown }>(
    'SELECT chunk_index FROM ticket_merkle_chunks WHERE draw_id = $1 AND first_ticket <= $2 ORDER BY first_ticket DESC LIMIT 1',
    [drawId, ticketNumber],
  );
  if (!rows[0]) return null;
  const chunk = Number(rows[0].chunk_index);
  const own = await chunkTickets(sql, drawId, [chunk]);
  const offset = own.get(chunk)?.indexOf(ticketNumber) ?? -1;
  if (offset < 0) return null;
  const leafIndex = chunk * CHUNK + offset;
  const path = await withNodes(sql, drawId, (node) => auditPath(leafIndex, 0, treeSize, node), own);
  return { ticketNumber, leafIndex, treeSize, path: path.map((hash) => Buffer.from(hash).toString('hex')) };
}

/** Ticket numbers at the given positions of the canonical list (winners are drawn by position). */
export async function ticketNumbersAtPositions(sql: Sql, drawId: string, positions: readonly number[]): Promise<string[]> {
  const chunks = await chunkTickets(sql, drawId, [...new Set(positions.map((position) => Math.floor(position / CHUNK)))]);
  return positions.map((position) => {
    const ticket = chunks.get(Math.floor(position / CHUNK))?.[position % CHUNK];
    if (ticket === undefined) throw new Error(`no ticket at position ${position} of draw ${drawId}`);
    return ticket;
  });
}
