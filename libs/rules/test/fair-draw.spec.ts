import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitSeed, newSeed, pickWinners, ticketListHash, verifyDraw } from '../src/fair-draw';
import { seededRandom } from './support/seeded-random';

// The published test vectors, copied literally from apps/draws/docs/fair-draw.md.
const VECTOR_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const VECTOR_DRAW_ID = 'c0ffee00-2500-4000-8000-000000000001';
const VECTOR_TICKETS = [
  'NJ-000007', 'NJ-000003', 'NJ-000012', 'NJ-000001', 'NJ-000010', 'NJ-000005',
  'NJ-000002', 'NJ-000011', 'NJ-000004', 'NJ-000009', 'NJ-000006', 'NJ-000008',
];
const VECTOR_COMMITMENT = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const VECTOR_LIST_HASH = '0e8bab8b6a383ef4907284308b5336689cc6412793ef793ce80dfea3234cc46a';
const VECTOR_BEACON = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

/**
 * An independent re-implementation from the written algorithm, sharing no code
 * with src: BigInt arithmetic, Node's crypto called directly, public data only.
 */
function referenceWinners(seedHex: string, drawId: string, tickets: string[], count: number, beaconHex?: string): string[] {
  const pool = tickets.slice().sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
  const listHash = createHash('sha256').update(pool.join('\n')).digest('hex');
  const key = Buffer.from(seedHex, 'hex');
  const span = 1n << 48n;
  const chosen: string[] = [];
  for (let counter = 0n; chosen.length < Math.min(count, tickets.length); counter += 1n) {
    const parts = beaconHex === undefined ? [drawId, listHash, String(counter)] : [drawId, listHash, beaconHex, String(counter)];
    const mac = createHmac('sha256', key).update(parts.join(':')).digest();
    const r = BigInt(`0x${mac.subarray(0, 6).toString('hex')}`);
    const n = BigInt(pool.length);
    if (r >= (span / n) * n) continue;
    chosen.push(pool.splice(Number(r % n), 1)[0] as string);
  }
  return chosen;
}

function seedFrom(label: string): string {
  return createHash('sha256').update(label).digest('hex');
}

function draw(seedHex: string, drawId: string, ticketNumbers: string[], count: number, beaconHex?: string): string[] {
  return pickWinners({ seedHex, drawId, ticketListHash: ticketListHash(ticketNumbers), ticketNumbers, count, ...(beaconHex === undefined ? {} : { beaconHex }) });
}

describe('fair draw: published test vectors', () => {
  it('commitment and ticket list hash', () => {
    expect(commitSeed(VECTOR_SEED)).toBe(VECTOR_COMMITMENT);
    expect(ticketListHash(VECTOR_TICKETS)).toBe(VECTOR_LIST_HASH);
    expect(ticketListHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('winners without a beacon', () => {
    const input = { seedHex: VECTOR_SEED, drawId: VECTOR_DRAW_ID, ticketListHash: VECTOR_LIST_HASH, ticketNumbers: VECTOR_TICKETS };
    expect(pickWinners({ ...input, count: 10 })).toEqual([
      'NJ-000009', 'NJ-000001', 'NJ-000002', 'NJ-000003', 'NJ-000012',
      'NJ-000004', 'NJ-000011', 'NJ-000010', 'NJ-000008', 'NJ-000005',
    ]);
    expect(pickWinners({ ...input, count: 3 })).toEqual(['NJ-000009', 'NJ-000001', 'NJ-000002']);
  });

  it('winners with a beacon', () => {
    expect(pickWinners({
      seedHex: VECTOR_SEED, drawId: VECTOR_DRAW_ID, ticketListHash: VECTOR_LIST_HASH,
      ticketNumbers: VECTOR_TICKETS, count: 10, beaconHex: VECTOR_BEACON,
    })).toEqual([
      'NJ-000010', 'NJ-000004', 'NJ-000012', 'NJ-000006', 'NJ-000007',
      'NJ-000011', 'NJ-000001', 'NJ-000003', 'NJ-000002', 'NJ-000009',
    ]);
  });

  it('fewer tickets than prizes: every ticket wins', () => {
    const tickets = ['B-2', 'A-1', 'C-3'];
    expect(ticketListHash(tickets)).toBe('dd6f6ca534cefa6356d99f59eca0fc20c72f5d2eb2772e7a80631b67941581b7');
    expect(draw(VECTOR_SEED, 'draw-3', tickets, 10)).toEqual(['A-1', 'C-3', 'B-2']);
  });

  it('the doc states the same vectors as this test', () => {
    // Line breaks in the markdown do not matter.
    const doc = readFileSync(join(__dirname, '../../../apps/draws/docs/fair-draw.md'), 'utf8').replace(/\s+/g, ' ');
    for (const value of [VECTOR_SEED, VECTOR_DRAW_ID, VECTOR_COMMITMENT, VECTOR_LIST_HASH, VECTOR_BEACON]) expect(doc).toContain(value);
    expect(doc).toContain(VECTOR_TICKETS.join(', '));
    expect(doc).toContain('NJ-000009, NJ-000001, NJ-000002, NJ-000003, NJ-000012, NJ-000004, NJ-000011, NJ-000010, NJ-000008, NJ-000005');
    expect(doc).toContain('NJ-000010, NJ-000004, NJ-000012, NJ-000006, NJ-000007, NJ-000011, NJ-000001, NJ-000003, NJ-000002, NJ-000009');
  });
});

describe('fair draw: independent recomputation', () => {
  it('agrees with pickWinners over many random draws', () => {
    const random = seededRandom(2500);
    for (let round = 0; round < 400; round += 1) {
      const seedHex = seedFrom(`agreement ${round}`);
      const drawId = `draw-${round}`;
      const size = Math.floor(random() * 60);
      const tickets = Array.from({ length: size }, (_, i) => `T${Math.floor(random() * 1e9)}-${i}`);
      const count = Math.floor(random() * 13);
      const beaconHex = round % 3 === 0 ? seedFrom(`beacon ${round}`) : undefined;
      expect(draw(seedHex, drawId, tickets, count, beaconHex)).toEqual(referenceWinners(seedHex, drawId, tickets, count, beaconHex));
    }
  });

  it('agrees with pickWinners on the published vectors', () => {
    expect(referenceWinners(VECTOR_SEED, VECTOR_DRAW_ID, VECTOR_TICKETS, 10)).toEqual(draw(VECTOR_SEED, VECTOR_DRAW_ID, VECTOR_TICKETS, 10));
  });
});

describe('fair draw: statistics', () => {
  it('picks each of 7 tickets about equally often as first prize (fixed seeds, so it cannot flake)', () => {
    const tickets = ['S-1', 'S-2', 'S-3', 'S-4', 'S-5', 'S-6', 'S-7'];
    const listHash = ticketListHash(tickets);
    const draws = 20_000;
    const wins = new Map<string, number>(tickets.map((ticket) => [ticket, 0]));
    for (let i = 0; i < draws; i += 1) {
      const [winner] = pickWinners({ seedHex: seedFrom(`frequency ${i}`), drawId: 'frequency', ticketListHash: listHash, ticketNumbers: tickets, count: 1 });
      wins.set(winner as string, (wins.get(winner as string) ?? 0) + 1);
    }
    // Expected 2857 each, standard deviation about 49: ±300 is a six-sigma band.
    for (const count of wins.values()) {
      expect(count).toBeGreaterThan(draws / 7 - 300);
      expect(count).toBeLessThan(draws / 7 + 300);
    }
  });
});

describe('fair draw: rules', () => {
  const tickets = Array.from({ length: 25 }, (_, i) => `NJ-${String(i + 1).padStart(6, '0')}`);

  it('never picks a ticket twice and only picks sold tickets', () => {
    for (let round = 0; round < 200; round += 1) {
      const winners = draw(seedFrom(`distinct ${round}`), `d${round}`, tickets, 10);
      expect(winners).toHaveLength(10);
      expect(new Set(winners).size).toBe(10);
      for (const winner of winners) expect(tickets).toContain(winner);
    }
  });

  it('does not depend on the order in which tickets were sold', () => {
    const seedHex = seedFrom('order');
    const reversed = [...tickets].reverse();
    expect(draw(seedHex, 'order', reversed, 10)).toEqual(draw(seedHex, 'order', tickets, 10));
  });

  it('a smaller count gives the first places of a larger one', () => {
    const seedHex = seedFrom('prefix');
    const ten = draw(seedHex, 'prefix', tickets, 10);
    expect(draw(seedHex, 'prefix', tickets, 4)).toEqual(ten.slice(0, 4));
  });

  it('depends on the seed, the draw id and the beacon', () => {
    const base = draw(seedFrom('a'), 'x', tickets, 10);
    expect(draw(seedFrom('b'), 'x', tickets, 10)).not.toEqual(base);
    expect(draw(seedFrom('a'), 'y', tickets, 10)).not.toEqual(base);
    expect(draw(seedFrom('a'), 'x', tickets, 10, 'ff')).not.toEqual(base);
  });

  it('draws every ticket when the count exceeds the tickets, and nothing from an empty list', () => {
    const winners = draw(seedFrom('few'), 'few', ['C', 'A', 'B'], 10);
    expect([...winners].sort()).toEqual(['A', 'B', 'C']);
    expect(draw(seedFrom('none'), 'none', [], 10)).toEqual([]);
    expect(draw(seedFrom('zero'), 'zero', tickets, 0)).toEqual([]);
  });

  it('refuses a ticket list hash that is not the hash of the tickets', () => {
    expect(() => pickWinners({ seedHex: VECTOR_SEED, drawId: 'd', ticketListHash: VECTOR_LIST_HASH, ticketNumbers: tickets, count: 1 }))
      .toThrow(RangeError);
  });

  it('refuses malformed input', () => {
    const good = { seedHex: VECTOR_SEED, drawId: 'd', ticketListHash: ticketListHash(tickets), ticketNumbers: tickets, count: 1 };
    expect(() => pickWinners({ ...good, seedHex: 'abcd' })).toThrow(RangeError);
    expect(() => pickWinners({ ...good, drawId: 'a:b' })).toThrow(RangeError);
    expect(() => pickWinners({ ...good, drawId: '' })).toThrow(RangeError);
    expect(() => pickWinners({ ...good, count: -1 })).toThrow(RangeError);
    expect(() => pickWinners({ ...good, count: 1.5 })).toThrow(RangeError);
    expect(() => pickWinners({ ...good, beaconHex: 'ABC' })).toThrow(RangeError);
    expect(() => ticketListHash(['A', 'A'])).toThrow(/duplicate/);
    expect(() => ticketListHash(['A B'])).toThrow(RangeError);
    expect(() => ticketListHash([''])).toThrow(RangeError);
  });

  it('makes fresh 32-byte seeds', () => {
    const seeds = new Set(Array.from({ length: 50 }, newSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verifyDraw', () => {
  const published = {
    seedHex: VECTOR_SEED,
    commitment: VECTOR_COMMITMENT,
    drawId: VECTOR_DRAW_ID,
    ticketListHash: VECTOR_LIST_HASH,
    ticketNumbers: VECTOR_TICKETS,
    count: 10,
  };
  const announced = referenceWinners(VECTOR_SEED, VECTOR_DRAW_ID, VECTOR_TICKETS, 10);

  it('accepts an honest draw and returns its winners', () => {
    expect(verifyDraw({ ...published, winners: announced })).toEqual({ valid: true, winners: announced });
    expect(verifyDraw({ ...published, commitment: VECTOR_COMMITMENT.toUpperCase() }).valid).toBe(true);
  });

  it('rejects a tampered seed', () => {
    const tampered = `${VECTOR_SEED.slice(0, -1)}e`;
    expect(verifyDraw({ ...published, seedHex: tampered })).toEqual({ valid: false, winners: [], reason: 'COMMITMENT_MISMATCH' });
  });

  it('rejects a ticket list that changed after sales closed', () => {
    const result = verifyDraw({ ...published, ticketNumbers: [...VECTOR_TICKETS, 'NJ-000013'] });
    expect(result).toEqual({ valid: false, winners: [], reason: 'TICKET_LIST_MISMATCH' });
  });

  it('rejects announced winners that the seed does not produce', () => {
    const swapped = [announced[1], announced[0], ...announced.slice(2)] as string[];
    expect(verifyDraw({ ...published, winners: swapped })).toEqual({ valid: false, winners: announced, reason: 'WINNERS_MISMATCH' });
  });

  it('reports malformed input instead of throwing', () => {
    expect(verifyDraw({ ...published, seedHex: 'not hex' }).reason).toBe('MALFORMED_INPUT');
    expect(verifyDraw({ ...published, drawId: 'a:b' }).reason).toBe('MALFORMED_INPUT');
  });
});
