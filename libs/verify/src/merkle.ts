import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, fromHex, toHex, utf8 } from './bytes';

/**
 * The Merkle tree over a draw's canonical ticket list (sorted by byte value,
 * as for the ticket list hash), in the shape of RFC 9162 §2.1 (Certificate
 * Transparency): leaf = SHA-256(0x00 ‖ utf8(ticket)), node = SHA-256(0x01 ‖
 * left ‖ right), a list of n > 1 leaves splits at the largest power of two
 * below n, and the empty list's root is SHA-256 of nothing. The 0x00/0x01
 * prefixes keep a leaf from passing for an inner node. Documented with test
 * vectors in apps/draws/docs/fair-draw.md.
 */

const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

export interface InclusionProof {
  ticketNumber: string;
  /** 0-based position in the canonical (sorted) list. */
  leafIndex: number;
  treeSize: number;
  /** Sibling hashes from the leaf up to the root, lowercase hex. */
  path: string[];
}

export function leafHash(ticketNumber: string): Uint8Array {
  return sha256(concatBytes(LEAF, utf8(ticketNumber)));
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  return sha256(concatBytes(NODE, left, right));
}

/** Builds the root leaf by leaf in canonical order, holding O(log n) hashes: fits a streamed list. */
export class MerkleRootBuilder {
  // Complete subtrees not yet merged, left to right, sizes strictly decreasing powers of two.
  private readonly stack: Array<{ hash: Uint8Array; size: number }> = [];

  push(ticketNumber: string): void {
    let entry = { hash: leafHash(ticketNumber), size: 1 };
    for (let top = this.stack.at(-1); top && top.size === entry.size; top = this.stack.at(-1)) {
      this.stack.pop();
      entry = { hash: nodeHash(top.hash, entry.hash), size: top.size * 2 };
    }
    this.stack.push(entry);
  }

  /** The root: the remaining subtrees merged right to left (the RFC's split at the largest power of two). */
  root(): string {
    if (this.stack.length === 0) return toHex(sha256(new Uint8Array(0)));
    let hash = this.stack[this.stack.length - 1]!.hash;
    for (let index = this.stack.length - 2; index >= 0; index -= 1) hash = nodeHash(this.stack[index]!.hash, hash);
    return toHex(hash);
  }
}

/** Sorted by byte value (code-unit order for ASCII ticket numbers), duplicates refused. */
export function canonicalOrder(ticketNumbers: readonly string[]): string[] {
  const sorted = [...ticketNumbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index] === sorted[index - 1]) throw new RangeError(`duplicate ticket number ${sorted[index]}`);
  }
  return sorted;
}

export function merkleRoot(ticketNumbers: readonly string[]): string {
  const builder = new MerkleRootBuilder();
  for (const ticket of canonicalOrder(ticketNumbers)) builder.push(ticket);
  return builder.root();
}

/** The inclusion proof of one ticket (RFC 9162 PATH(m, D[n])); null when the ticket is not in the list. */
export function inclusionProof(ticketNumbers: readonly string[], ticketNumber: string): InclusionProof | null {
  const sorted = canonicalOrder(ticketNumbers);
  const leafIndex = sorted.indexOf(ticketNumber);
  if (leafIndex < 0) return null;
  const leaves = sorted.map(leafHash);
  const path: Uint8Array[] = [];
  collectPath(leaves, leafIndex, path);
  return { ticketNumber, leafIndex, treeSize: sorted.length, path: path.map(toHex) };
}

function collectPath(leaves: readonly Uint8Array[], index: number, path: Uint8Array[]): void {
  if (leaves.length <= 1) return;
  const split = largestPowerOfTwoBelow(leaves.length);
  if (index < split) {
    collectPath(leaves.slice(0, split), index, path);
    path.push(subtreeRoot(leaves.slice(split)));
  } else {
    collectPath(leaves.slice(split), index - split, path);
    path.push(subtreeRoot(leaves.slice(0, split)));
  }
}

function subtreeRoot(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 1) return leaves[0]!;
  const split = largestPowerOfTwoBelow(leaves.length);
  return nodeHash(subtreeRoot(leaves.slice(0, split)), subtreeRoot(leaves.slice(split)));
}

function largestPowerOfTwoBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * RFC 9162 §2.1.3.2: recomputes the root from the leaf and its path; true when
 * it equals `root`. The root does not bind the tree size, so a verifier passes
 * the published number of tickets sold as `publishedTreeSize`.
 */
export function verifyInclusion(proof: InclusionProof, root: string, publishedTreeSize?: number): boolean {
  const { leafIndex, treeSize, path } = proof;
  if (publishedTreeSize !== undefined && treeSize !== publishedTreeSize) return false;
  if (!Number.isSafeInteger(leafIndex) || !Number.isSafeInteger(treeSize) || leafIndex < 0 || leafIndex >= treeSize) return false;
  if (!/^[0-9a-f]{64}$/i.test(root) || !path.every((step) => /^[0-9a-f]{64}$/i.test(step))) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let hash = leafHash(proof.ticketNumber);
  for (const stepHex of path) {
    if (sn === 0) return false;
    const step = fromHex(stepHex);
    if (fn % 2 === 1 || fn === sn) {
      hash = nodeHash(step, hash);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      hash = nodeHash(hash, step);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && toHex(hash) === root.toLowerCase();
}
