import { randomUUID } from 'node:crypto';
import { merkleRoot, verifyInclusion, verifyPublicDraw, verifyReceipt, type PublishedKeySet, type SignedReceipt } from '@nova/verify';
import { admin, createDraw, deposit, ledgerSum, makeDue, player, startDrawsHarness, TRIGGER, type DrawsHarness } from './support/draws-harness';

/**
 * What lets anyone check us without trusting us (fair-draw.md): each purchase
 * answers with a signed receipt, each closed draw publishes the Merkle root of
 * its ticket list and a proof per ticket, and every completed draw stays in
 * the public archive.
 */
let harness: DrawsHarness;
const operator = admin();

beforeAll(async () => {
  harness = await startDrawsHarness('receipts_proofs');
});

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  expect(await ledgerSum(harness)).toBe(0);
});

const BUY_WITH_RECEIPT = `mutation Buy($input: BuyTicketsInput!) { buyTickets(input: $input) {
  id totalPaid tickets { ticketNumber purchaseId } receipt { purchaseId keyId document }
} }`;
type Bought = { buyTickets: { id: string; totalPaid: string; tickets: Array<{ ticketNumber: string; purchaseId: string }>; receipt: { purchaseId: string; keyId: string; document: string } } };
const KEYS = 'query { receiptKeys { keyId algorithm publicKey validFrom validUntil } }';
const MY_RECEIPT = 'query R($id: ID!) { myReceipt(purchaseId: $id) { purchaseId document } }';
const PROOF = 'query P($drawId: ID!, $ticket: String!) { ticketInclusionProof(drawId: $drawId, ticketNumber: $ticket) { ticketNumber leafIndex treeSize path merkleRoot } }';
const VERIFY = `query V($id: ID!) { drawVerification(id: $id) {
  drawId seedCommitment seed ticketListHash merkleRoot ticketNumbers beacon winnerCount winners { ticketNumber }
} }`;
const RESULTS = 'query { publicResults(pageSize: 100) { totalCount draws { id archived merkleRoot ticketListHash } } }';

async function keySet(): Promise<PublishedKeySet> {
  const reply = await harness.call<{ receiptKeys: PublishedKeySet['keys'] }>(KEYS);
  return { keys: reply.data!.receiptKeys };
}

async function buyWithReceipt(drawId: string, quantity: number) {
  const buyer = player();
  await deposit(harness, buyer.userId, 100_00);
  const reply = await harness.call<Bought>(BUY_WITH_RECEIPT, { input: { drawId, quantity, idempotencyKey: `buy-${randomUUID()}` } }, buyer);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return { buyer, bought: reply.data!.buyTickets };
}

describe('signed receipts', () => {
  it('every purchase answers with a receipt that verifies under the published keys and names what was bought', async () => {
    const drawId = await createDraw(harness, operator);
    const { buyer, bought } = await buyWithReceipt(drawId, 3);
    const signed = JSON.parse(bought.receipt.document) as SignedReceipt;
    expect(signed.receipt).toMatchObject({ purchaseId: bought.id, drawId, amountPaid: bought.totalPaid });
    expect(signed.receipt.ticketNumbers).toEqual(bought.tickets.map((ticket) => ticket.ticketNumber).sort());
    expect(bought.tickets.every((ticket) => ticket.purchaseId === bought.id)).toBe(true);
    expect(verifyReceipt(signed, await keySet())).toMatchObject({ valid: true });

    // Asked again, the same document (kept, not re-signed).
    const again = await harness.call<{ myReceipt: { document: string } }>(MY_RECEIPT, { id: bought.id }, buyer);
    expect(again.data?.myReceipt.document).toBe(bought.receipt.document);
    // A changed amount no longer verifies.
    expect(verifyReceipt({ ...signed, receipt: { ...signed.receipt, amountPaid: '0.01' } }, await keySet()).valid).toBe(false);
  });

  it('another player, or nobody, cannot read a receipt', async () => {
    const drawId = await createDraw(harness, operator);
    const { bought } = await buyWithReceipt(drawId, 1);
    const stranger = await harness.call(MY_RECEIPT, { id: bought.id }, player());
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await harness.call(MY_RECEIPT, { id: bought.id }, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Merkle root, inclusion proofs and the public archive', () => {
  it('a closed draw publishes the root of its ticket list, every ticket has a proof, and the whole draw re-checks', async () => {
    const drawId = await createDraw(harness, operator);
    await buyWithReceipt(drawId, 4);
    await buyWithReceipt(drawId, 3);
    const selling = await harness.call<{ ticketInclusionProof: unknown }>(PROOF, { drawId, ticket: 'NJ-000001' });
    expect(selling.data?.ticketInclusionProof).toBeNull();

    await makeDue(harness, drawId);
    const ran = await harness.call(TRIGGER, { id: drawId }, operator);
    expect(ran.errors).toBeUndefined();
    const verification = (await harness.call<{ drawVerification: { merkleRoot: string; ticketNumbers: string[]; seed: string; seedCommitment: string; ticketListHash: string; winnerCount: number; winners: Array<{ ticketNumber: string }> } }>(VERIFY, { id: drawId })).data!.drawVerification;
    expect(verification.merkleRoot).toBe(merkleRoot(verification.ticketNumbers));

    for (const ticket of verification.ticketNumbers) {
      const proof = (await harness.call<{ ticketInclusionProof: { ticketNumber: string; leafIndex: number; treeSize: number; path: string[]; merkleRoot: string } }>(PROOF, { drawId, ticket })).data!.ticketInclusionProof;
      expect(proof.merkleRoot).toBe(verification.merkleRoot);
      expect(verifyInclusion(proof, verification.merkleRoot, verification.ticketNumbers.length)).toBe(true);
    }
    const stranger = await harness.call<{ ticketInclusionProof: unknown }>(PROOF, { drawId, ticket: 'NJ-999999999' });
    expect(stranger.data?.ticketInclusionProof).toBeNull();

    const report = verifyPublicDraw({
      ...verification,
      drawId,
      beacon: null,
      beaconValue: null,
      winners: verification.winners.map((winner) => winner.ticketNumber),
    });
    expect(report.valid).toBe(true);
  });

  it('the archive lists every completed draw, archived ones too, and nothing still selling', async () => {
    const completed = await createDraw(harness, operator);
    await buyWithReceipt(completed, 2);
    await makeDue(harness, completed);
    expect((await harness.call(TRIGGER, { id: completed }, operator)).errors).toBeUndefined();
    const selling = await createDraw(harness, operator);
    // The forced delete of a completed draw archives it (it leaves the lists, not the archive).
    const removed = await harness.call('mutation D($id: ID!) { deleteDraw(id: $id, force: true) { message } }', { id: completed }, operator);
    expect(removed.errors).toBeUndefined();

    const results = (await harness.call<{ publicResults: { draws: Array<{ id: string; archived: boolean; merkleRoot: string | null }> } }>(RESULTS)).data!.publicResults;
    const archived = results.draws.find((draw) => draw.id === completed);
    expect(archived).toMatchObject({ archived: true });
    expect(archived?.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
    expect(results.draws.some((draw) => draw.id === selling)).toBe(false);
    const one = await harness.call<{ publicResult: { id: string } | null }>('query O($id: ID!) { publicResult(id: $id) { id } }', { id: completed });
    expect(one.data?.publicResult?.id).toBe(completed);
    const none = await harness.call<{ publicResult: unknown }>('query O($id: ID!) { publicResult(id: $id) { id } }', { id: selling });
    expect(none.data?.publicResult).toBeNull();
  });
});
