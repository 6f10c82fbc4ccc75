import { randomUUID } from 'node:crypto';
import { inclusionProof, merkleRoot, QUICKNET, recomputeWinners, timeOfRound, verifyPublicDraw, type PublicDrawRecord } from '@nova/verify';
import { main as verifierMain } from '../../verifier/src/cli';
import { servePublishedSite } from '../../verifier/test/published-site';
import type { DrawsDeps } from '../src/deps';
import { runDueDraws } from '../src/draw-runs';
import { storedInclusionProof, ticketNumbersAtPositions } from '../src/merkle-nodes';
import { recordTicketMerkleRoot } from '../src/ticket-merkle';
import { admin, buy, createDraw, deposit, ledgerSum, makeDue, player, startDrawsHarness, type DrawsHarness } from './support/draws-harness';
import { REAL_ROUNDS, startDrandRelay } from './support/drand-relay';

/**
 * The outside beacon (fair-draw.md, "Outside randomness"), end to end on the
 * real database: a draw binds a future drand quicknet round when sales close,
 * waits for it, takes it only from a relay whose answer verifies, mixes it in;
 * retries and finally falls back when it cannot be had. The relays are local
 * and serve REAL published quicknet rounds; the beacon's clock is set to the
 * time of those rounds, so the round a draw binds is one the fixtures hold.
 */
let harness: DrawsHarness;
let good: Awaited<ReturnType<typeof startDrandRelay>>;
let down: Awaited<ReturnType<typeof startDrandRelay>>;
let forged: Awaited<ReturnType<typeof startDrandRelay>>;
const operator = admin();
const ROUND = REAL_ROUNDS.find((round) => round.round === 657413)!;
const ROUND_TIME = timeOfRound(ROUND.round).getTime();

beforeAll(async () => {
  [good, down, forged] = await Promise.all([startDrandRelay('real'), startDrandRelay('down'), startDrandRelay('forged')]);
  harness = await startDrawsHarness('beacon_draws', { env: { BEACON_RELAYS: good.url, BEACON_FALLBACK_AFTER_SECONDS: '60', BEACON_ROUND_MARGIN_SECONDS: '3' } });
});

afterAll(async () => {
  await harness?.close();
  await Promise.all([good?.close(), down?.close(), forged?.close()]);
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

/** The service's deps with the beacon's clock under the test's control (and, optionally, other relays). */
function withClock(clock: { at: number }, relays?: string[]): DrawsDeps {
  const deps = harness.draws.deps();
  return { ...deps, beacon: { ...deps.beacon, ...(relays ? { relays } : {}), now: () => new Date(clock.at) } };
}

async function dueDrawWithTickets(quantity: number): Promise<string> {
  const drawId = await createDraw(harness, operator);
  const buyer = player();
  await deposit(harness, buyer.userId, 500_00);
  const bought = await buy(harness, buyer, drawId, quantity);
  expect(bought.errors).toBeUndefined();
  await makeDue(harness, drawId);
  return drawId;
}

const DRAW = `query D($id: ID!) { draw(id: $id) { status seed ticketListHash beaconRound beaconFallbackAt beaconWaitReason beacon beaconSignature beaconFallback } }`;
type DrawFields = { status: string; seed: string | null; ticketListHash: string | null; beaconRound: number | null; beaconFallbackAt: string | null; beaconWaitReason: string | null; beacon: string | null; beaconSignature: string | null; beaconFallback: string | null };
const VERIFY = `query V($id: ID!) { drawVerification(id: $id) {
  drawId seedCommitment seed ticketListHash merkleRoot ticketNumbers beacon beaconRound beaconSignature beaconFallback winnerCount winners { ticketNumber }
} }`;
type Verification = { drawId: string; seedCommitment: string; seed: string; ticketListHash: string; merkleRoot: string; ticketNumbers: string[]; beacon: string | null; beaconRound: number | null; beaconSignature: string | null; beaconFallback: string | null; winnerCount: number; winners: Array<{ ticketNumber: string }> };

async function drawFields(drawId: string, as = operator): Promise<DrawFields> {
  return (await harness.call<{ draw: DrawFields }>(DRAW, { id: drawId }, as)).data!.draw;
}

/** The draw's public record as /results/<id>.json publishes it (what the browser and the verifier check). */
async function publicRecord(drawId: string): Promise<PublicDrawRecord> {
  const v = (await harness.call<{ drawVerification: Verification }>(VERIFY, { id: drawId })).data!.drawVerification;
  return {
    drawId,
    seedCommitment: v.seedCommitment,
    seed: v.seed,
    ticketListHash: v.ticketListHash,
    merkleRoot: v.merkleRoot,
    ticketNumbers: v.ticketNumbers,
    beacon: v.beaconRound === null ? null : { chainHash: QUICKNET.chainHash, round: v.beaconRound, signature: v.beaconSignature, randomness: v.beaconSignature ? v.beacon : null },
    beaconValue: v.beacon,
    beaconFallback: v.beaconFallback,
    winnerCount: v.winnerCount,
    winners: v.winners.map((winner) => winner.ticketNumber),
  };
}

/** Runs the command-line verifier against a site publishing `record`; its exit code (0 valid, 1 a check failed). */
async function cliVerdict(record: PublicDrawRecord): Promise<{ code: number; output: string }> {
  const site = await servePublishedSite({ [`/results/${record.drawId}.json`]: record });
  const lines: string[] = [];
  try {
    const code = await verifierMain([`${site.origin}/results/${record.drawId}`], { fetch: (url) => fetch(url), out: (line) => lines.push(line), readFile: async () => '' });
    return { code, output: lines.join('\n') };
  } finally {
    await site.close();
  }
}

describe('a draw bound to a drand quicknet round', () => {
  it('binds a future round at the close, waits for it, mixes its checked randomness in; the browser check and the verifier pass, and fail on any changed beacon value', async () => {
    const drawId = await dueDrawWithTickets(12);
    const clock = { at: ROUND_TIME - 4500 }; // the close, a few seconds before round 657413 is published
    const closing = await runDueDraws(withClock(clock));
    expect(closing).toContainEqual({ kind: 'drawing', drawId, beaconRound: ROUND.round });
    expect(closing).toContainEqual({ kind: 'waiting', drawId, round: ROUND.round, reason: null });
    expect(good.requests).toBe(0); // nobody asks for a round before it exists

    // Published at the close: the list hash and the bound round with its fallback time; the seed stays secret.
    const closed = await drawFields(drawId, player());
    expect(closed).toMatchObject({ status: 'active', seed: null, beaconRound: ROUND.round, beacon: null, beaconSignature: null });
    expect(closed.ticketListHash).toMatch(/^[0-9a-f]{64}$/);
    expect(closed.beaconFallbackAt).toBe(new Date(ROUND_TIME + 60_000).toISOString());
    // Sales are over: a late buy is refused and costs nothing.
    const late = player();
    await deposit(harness, late.userId, 50_00);
    expect((await buy(harness, late, drawId, 1)).errors?.[0]?.extensions?.code).toBe('DRAW_CLOSED');

    clock.at = ROUND_TIME + 500;
    const completing = await runDueDraws(withClock(clock));
    expect(completing).toContainEqual({ kind: 'completed', drawId, winners: 10 });
    const done = await drawFields(drawId);
    expect(done).toMatchObject({ status: 'completed', beacon: ROUND.randomness, beaconSignature: ROUND.signature, beaconFallback: null, beaconWaitReason: null });

    const record = await publicRecord(drawId);
    expect(record.winners).toEqual(recomputeWinners(record.seed!, drawId, record.ticketNumbers, 10, ROUND.randomness));
    const report = verifyPublicDraw(record);
    expect(report.valid).toBe(true);
    expect(report.checks.find((check) => check.name === 'beaconSignature')?.outcome).toBe('passed');
    const valid = await cliVerdict(record);
    expect([valid.code, valid.output]).toEqual([0, expect.stringContaining(`round ${ROUND.round} was bound when sales closed`)]);

    const other = REAL_ROUNDS.find((round) => round.round !== ROUND.round)!;
    const tampered: Array<[string, PublicDrawRecord, string]> = [
      ['beacon value', { ...record, beaconValue: other.randomness }, 'beaconValue'],
      ['beacon signature', { ...record, beacon: { ...record.beacon!, signature: other.signature } }, 'beaconSignature'],
      ['beacon round', { ...record, beacon: { ...record.beacon!, round: ROUND.round + 1 } }, 'beaconSignature'],
      ['beacon left out', { ...record, beacon: null, beaconValue: null }, 'winners'],
    ];
    for (const [what, changed, failing] of tampered) {
      const changedReport = verifyPublicDraw(changed);
      expect([what, changedReport.valid, changedReport.checks.find((check) => check.name === failing)?.outcome]).toEqual([what, false, 'failed']);
      expect([what, (await cliVerdict(changed)).code]).toEqual([what, 1]);
    }
  });

  it('does not believe a relay whose round does not verify, and takes the next relay\'s', async () => {
    const drawId = await dueDrawWithTickets(3);
    const clock = { at: ROUND_TIME - 4000 };
    const relays = [forged.url, good.url];
    await runDueDraws(withClock(clock, relays));
    clock.at = ROUND_TIME + 100;
    await runDueDraws(withClock(clock, relays));
    expect(await drawFields(drawId)).toMatchObject({ status: 'completed', beacon: ROUND.randomness, beaconSignature: ROUND.signature });
    expect(forged.requests).toBeGreaterThan(0);
    expect(verifyPublicDraw(await publicRecord(drawId)).valid).toBe(true);
  });

  it('while the beacon cannot be reached, waits and retries with backoff showing why, then applies the published fallback, which every check shows', async () => {
    const drawId = await dueDrawWithTickets(5);
    const clock = { at: ROUND_TIME - 4000 };
    const relays = [down.url];
    await runDueDraws(withClock(clock, relays));

    clock.at = ROUND_TIME + 200;
    const before = down.requests;
    expect(await runDueDraws(withClock(clock, relays))).toContainEqual({ kind: 'waiting', drawId, round: ROUND.round, reason: expect.stringContaining('HTTP 503') });
    expect(down.requests).toBe(before + 1);
    // The admin's draw row says why the draw waits.
    const waiting = await drawFields(drawId);
    expect(waiting).toMatchObject({ status: 'active', beaconRound: ROUND.round, seed: null });
    expect(waiting.beaconWaitReason).toContain('HTTP 503');
    // Backoff: no new request before the next try is due (2 s after the first failure), one after.
    await runDueDraws(withClock(clock, relays));
    expect(down.requests).toBe(before + 1);
    clock.at += 2500;
    await runDueDraws(withClock(clock, relays));
    expect(down.requests).toBe(before + 2);
    const { rows } = await harness.drawsDb.query<{ beacon_attempts: number }>('SELECT beacon_attempts FROM draws WHERE id = $1', [drawId]);
    expect(rows[0]?.beacon_attempts).toBe(2);

    // Past the fallback time published at the close: the winners come from the seed and the ticket list alone.
    clock.at = ROUND_TIME + 61_000;
    expect(await runDueDraws(withClock(clock, relays))).toContainEqual({ kind: 'completed', drawId, winners: 5 });
    const done = await drawFields(drawId);
    expect(done).toMatchObject({ status: 'completed', beacon: null, beaconSignature: null, beaconRound: ROUND.round });
    expect(done.beaconFallback).toMatch(new RegExp(`^beacon round ${ROUND.round} could not be fetched by .*HTTP 503`));

    const record = await publicRecord(drawId);
    expect(record.winners).toEqual(recomputeWinners(record.seed!, drawId, record.ticketNumbers, 10, null));
    expect(verifyPublicDraw(record).valid).toBe(true);
    const cli = await cliVerdict(record);
    expect([cli.code, cli.output]).toEqual([0, expect.stringContaining('the documented fallback applied')]);
    // Claiming a beacon was mixed in when the fallback applied fails.
    const claimed = { ...record, beaconValue: ROUND.randomness };
    expect(verifyPublicDraw(claimed).valid).toBe(false);
    expect((await cliVerdict(claimed)).code).toBe(1);
  });

  it('an admin\'s run now binds a round a few seconds ahead and waits for it; a round the relay lacks leaves the draw waiting with the reason', async () => {
    const drawId = await dueDrawWithTickets(2);
    const reply = await harness.call<{ triggerDraw: { id: string; status: string; seed: string | null } }>(
      'mutation T($id: ID!) { triggerDraw(id: $id) { id status seed } }', { id: drawId }, operator,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.triggerDraw).toMatchObject({ status: 'active', seed: null });
    const waiting = await drawFields(drawId);
    // Bound from the real clock: a current round, which the fixture relay does not hold.
    expect(waiting.beaconRound).toBeGreaterThan(20_000_000);
    expect(waiting.beaconWaitReason).toContain('HTTP 404');
    // A draw waiting for its beacon cannot be deleted (that could undo a draw whose round is known).
    const removed = await harness.call('mutation X($id: ID!) { deleteDraw(id: $id, force: true) { message } }', { id: drawId }, operator);
    expect(removed.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // Finish it so the ledger check after the test sees settled money: the fallback, as the clock passes it.
    const clock = { at: new Date(waiting.beaconFallbackAt!).getTime() + 1000 };
    expect(await runDueDraws(withClock(clock))).toContainEqual({ kind: 'completed', drawId, winners: 2 });
  }, 30_000);
});

describe('inclusion proofs from the stored tree', () => {
  const PROOF = 'query P($drawId: ID!, $ticket: String!) { ticketInclusionProof(drawId: $drawId, ticketNumber: $ticket) { ticketNumber leafIndex treeSize path merkleRoot } }';
  type Proof = { ticketNumber: string; leafIndex: number; treeSize: number; path: string[]; merkleRoot: string };

  it('are the proofs libs/verify builds from the whole list, read from O(log n) stored nodes; a draw closed before the tree was stored still answers', async () => {
    const drawId = await dueDrawWithTickets(13); // not a power of two: the right edge is a partial subtree
    await runDueDraws(withClock({ at: Date.now() }, []));
    const record = await publicRecord(drawId);
    expect(record.merkleRoot).toBe(merkleRoot(record.ticketNumbers));
    const proofOf = async (ticket: string) => (await harness.call<{ ticketInclusionProof: Proof | null }>(PROOF, { drawId, ticket })).data!.ticketInclusionProof;
    for (const ticket of record.ticketNumbers) {
      expect(await proofOf(ticket)).toEqual({ ...inclusionProof(record.ticketNumbers, ticket), merkleRoot: record.merkleRoot });
    }
    // 13 tickets: one (partial) chunk, no complete subtree of 256 leaves to keep.
    const stored = await harness.drawsDb.query<{ chunks: number; nodes: number }>(
      'SELECT (SELECT count(*)::int FROM ticket_merkle_chunks WHERE draw_id = $1) AS chunks, (SELECT count(*)::int FROM ticket_merkle_nodes WHERE draw_id = $1) AS nodes', [drawId],
    );
    expect(stored.rows[0]).toEqual({ chunks: 1, nodes: 0 });
    expect(await proofOf(`NJ-${randomUUID().slice(0, 8)}`)).toBeNull();

    await harness.drawsDb.query('DELETE FROM ticket_merkle_chunks WHERE draw_id = $1', [drawId]);
    const ticket = record.ticketNumbers[7]!;
    expect(await proofOf(ticket)).toEqual({ ...inclusionProof(record.ticketNumbers, ticket), merkleRoot: record.merkleRoot });
  });

  it('equal libs/verify\'s over several chunks, with a partial chunk at the right edge', async () => {
    for (const size of [512, 777]) {
      const drawId = await createDraw(harness, operator);
      // Tickets written straight into the table: only the tree is under test here.
      const numbers = Array.from({ length: size }, (_, index) => `T-${String((index * 7919) % 100_000).padStart(5, '0')}-${index}`);
      await harness.drawsDb.query(
        'INSERT INTO tickets (draw_id, user_id, ticket_number) SELECT $1, $2, unnest($3::text[])',
        [drawId, randomUUID(), numbers],
      );
      const root = await harness.drawsDb.transaction((tx) => recordTicketMerkleRoot(tx, drawId));
      expect(root).toBe(merkleRoot(numbers));
      const sorted = [...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      for (const position of [0, 1, 255, 256, 300, 511, size - 9, size - 1]) {
        const ticket = sorted[position]!;
        expect([size, position, await storedInclusionProof(harness.drawsDb, drawId, ticket, size)]).toEqual([size, position, inclusionProof(numbers, ticket)]);
      }
      const positions = [size - 1, 0, 256, 3];
      expect(await ticketNumbersAtPositions(harness.drawsDb, drawId, positions)).toEqual(positions.map((position) => sorted[position]));
      expect(await storedInclusionProof(harness.drawsDb, drawId, 'T-absent', size)).toBeNull();
      await harness.drawsDb.query('DELETE FROM tickets WHERE draw_id = $1', [drawId]);
    }
  });
});
