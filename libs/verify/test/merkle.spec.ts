import vectors from '../vectors/vectors.json';
import { inclusionProof, merkleRoot, MerkleRootBuilder, verifyInclusion } from '../src';

describe('Merkle tree of the ticket list (published vectors)', () => {
  const { ticketNumbers, root, proofs, small } = vectors.merkle;

  it('gives the published roots, whatever order the tickets were sold in', () => {
    expect(merkleRoot(ticketNumbers)).toBe(root);
    expect(merkleRoot([...ticketNumbers].reverse())).toBe(root);
    for (const entry of small) expect(merkleRoot(entry.ticketNumbers)).toBe(entry.root);
  });

  it('gives the published inclusion proofs, and each verifies against the root', () => {
    for (const proof of proofs) {
      expect(inclusionProof(ticketNumbers, proof.ticketNumber)).toEqual(proof);
      expect(verifyInclusion(proof, root, ticketNumbers.length)).toBe(true);
    }
  });

  it('proves every ticket of lists of every size from 1 to 40, and the streamed root equals the whole-list root', () => {
    for (let size = 1; size <= 40; size += 1) {
      const tickets = Array.from({ length: size }, (_, index) => `T-${String(index).padStart(3, '0')}`);
      const builder = new MerkleRootBuilder();
      tickets.forEach((ticket) => builder.push(ticket));
      const listRoot = merkleRoot(tickets);
      expect(builder.root()).toBe(listRoot);
      for (const ticket of tickets) expect(verifyInclusion(inclusionProof(tickets, ticket)!, listRoot)).toBe(true);
    }
  });

  it('refuses a proof with any part changed', () => {
    const proof = proofs[1]!;
    expect(verifyInclusion({ ...proof, ticketNumber: 'NJ-000013' }, root)).toBe(false);
    expect(verifyInclusion({ ...proof, leafIndex: proof.leafIndex + 1 }, root)).toBe(false);
    expect(verifyInclusion({ ...proof, treeSize: proof.treeSize + 1 }, root, ticketNumbers.length)).toBe(false);
    expect(verifyInclusion({ ...proof, treeSize: 7 }, root)).toBe(false);
    expect(verifyInclusion({ ...proof, path: proof.path.slice(1) }, root)).toBe(false);
    expect(verifyInclusion({ ...proof, path: [...proof.path, proof.path[0]!] }, root)).toBe(false);
    const flipped = proof.path.map((step, index) => (index === 2 ? `${step.slice(0, -1)}${step.endsWith('0') ? '1' : '0'}` : step));
    expect(verifyInclusion({ ...proof, path: flipped }, root)).toBe(false);
    expect(verifyInclusion(proof, small[2]!.root)).toBe(false);
  });

  it('has no proof for a ticket that is not in the list, and refuses duplicates', () => {
    expect(inclusionProof(ticketNumbers, 'NJ-999999')).toBeNull();
    expect(() => merkleRoot(['A-1', 'A-1'])).toThrow(/duplicate/);
  });
});
