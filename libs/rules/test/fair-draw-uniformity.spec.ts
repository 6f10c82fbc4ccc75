import { pickWinners, ticketListHash } from '../src/fair-draw';

/**
 * No modulo bias: over 1,000,000 draws (fixed seed, draw ids 0..999,999, so
 * the test is deterministic and cannot flake) every one of 7 tickets wins
 * first prize equally often, by Pearson's chi-square test. 7 does not divide
 * 2^48, so a sampler taking r mod n without rejection would favour the low
 * indices; rejection sampling must make them exactly uniform.
 */
const SAMPLES = 1_000_000;
const TICKETS = ['NJ-000001', 'NJ-000002', 'NJ-000003', 'NJ-000004', 'NJ-000005', 'NJ-000006', 'NJ-000007'];
/** Chi-square critical value for 6 degrees of freedom at p = 0.001. */
const CRITICAL_6_DF = 22.458;

describe('fair draw: uniformity', () => {
  it(`picks each of ${TICKETS.length} tickets equally often over ${SAMPLES.toLocaleString('en')} draws (chi-square, p > 0.001)`, () => {
    const listHash = ticketListHash(TICKETS);
    const seedHex = '5eed'.repeat(16);
    const wins = new Map(TICKETS.map((ticket) => [ticket, 0]));
    for (let draw = 0; draw < SAMPLES; draw += 1) {
      const [winner] = pickWinners({ seedHex, drawId: `draw-${draw}`, ticketListHash: listHash, ticketNumbers: TICKETS, count: 1 });
      if (winner !== undefined) wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    const expected = SAMPLES / TICKETS.length;
    const chiSquare = [...wins.values()].reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect([...wins.values()].reduce((sum, count) => sum + count, 0)).toBe(SAMPLES);
    expect(chiSquare).toBeLessThan(CRITICAL_6_DF);
  });
});
