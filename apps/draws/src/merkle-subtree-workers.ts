import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Hashing the inner nodes of a large draw's Merkle tree on worker threads.
 * Building the tree of a million tickets is a million SHA-256 calls of about
 * a microsecond each, most of it the call's own cost; on one thread that is
 * the longest part of closing a big draw. The list arrives in batches of
 * SUBTREE_SIZE tickets, each batch a complete, aligned subtree, so batches
 * hash independently: the workers take them in turn while the service reads
 * the next batch from the database.
 *
 * The worker's source is a string run with `eval`, so it is the same in the
 * sources, in the tests and in the bundled service (no file to locate).
 */

export const SUBTREE_LEVEL = 16;
export const SUBTREE_SIZE = 2 ** SUBTREE_LEVEL;

/** One batch's subtree: every level from `keepFrom` up to its root, each level's hashes back to back. */
export interface HashedSubtree {
  /** levels[i] holds level keepFrom + i, 32 bytes per node, in order; the last is the root alone. */
  levels: Buffer[];
}

// Node hash: SHA-256(0x01 ‖ left ‖ right), as merkle-nodes.ts and libs/verify (RFC 9162).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { hash } = require('node:crypto');
const input = Buffer.alloc(65);
input[0] = 1;
parentPort.on('message', ({ id, leaves, keepFrom }) => {
  try {
    let level = Buffer.from(leaves.buffer, leaves.byteOffset, leaves.byteLength);
    const kept = [];
    for (let depth = 1; level.length > 32; depth += 1) {
      const next = Buffer.alloc(level.length / 2);
      for (let from = 0, to = 0; from < level.length; from += 64, to += 32) {
        level.copy(input, 1, from, from + 64);
        hash('sha256', input, 'buffer').copy(next, to);
      }
      if (depth >= keepFrom) kept.push(next);
      level = next;
    }
    parentPort.postMessage({ id, levels: kept });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

interface Task {
  resolve(subtree: HashedSubtree): void;
  reject(error: Error): void;
}

/** A few threads hashing complete subtrees; `close` ends them (they never keep the process alive). */
export class SubtreeHashers {
  private readonly workers: Worker[] = [];
  private readonly tasks = new Map<number, Task>();
  private nextId = 0;
  private turn = 0;

  constructor(size = Math.max(1, Math.min(4, availableParallelism()))) {
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(WORKER_SOURCE, { eval: true });
      worker.unref();
      worker.on('message', (reply: { id: number; levels?: Uint8Array[]; error?: string }) => this.settle(reply));
      worker.on('error', (error) => this.failAll(error));
      this.workers.push(worker);
    }
  }

  /** The subtree over `leaves` (32-byte leaf hashes, a power of two of them), levels from `keepFrom` up. */
  hash(leaves: Uint8Array, keepFrom: number): Promise<HashedSubtree> {
    const id = this.nextId++;
    const worker = this.workers[this.turn++ % this.workers.length]!;
    return new Promise((resolve, reject) => {
      this.tasks.set(id, { resolve, reject });
      worker.postMessage({ id, leaves, keepFrom });
    });
  }

  async close(): Promise<void> {
    this.failAll(new Error('subtree hashers closed'));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private settle(reply: { id: number; levels?: Uint8Array[]; error?: string }): void {
    const task = this.tasks.get(reply.id);
    if (!task) return;
    this.tasks.delete(reply.id);
    if (reply.error || !reply.levels) task.reject(new Error(`Merkle subtree worker: ${reply.error ?? 'no result'}`));
    else task.resolve({ levels: reply.levels.map((level) => Buffer.from(level.buffer, level.byteOffset, level.byteLength)) });
  }

  private failAll(error: Error): void {
    for (const task of this.tasks.values()) task.reject(error);
    this.tasks.clear();
  }
}
