import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import vectors from '../../../libs/verify/vectors/vectors.json';
import { main } from '../src/cli';
import { servePublishedSite } from './published-site';

/**
 * The verifier against a site serving the published test vectors over HTTP:
 * a true draw and receipt pass, and each published value changed on its own
 * makes it fail. One case runs the npx bin as its own process, as anyone
 * would; the others call its entry point in process (same code, faster).
 */
const run = promisify(execFile);
const BIN = join(__dirname, '..', 'bin', 'nova-jackpot-verify.mjs');

async function runBin(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [BIN, ...args], { timeout: 100_000 });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}
const [withBeacon, withoutBeacon, fallback] = vectors.draws;
const id = (index: number) => `c0ffee00-2500-4000-8000-00000000010${index}`;

async function verify(args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await main(args, { fetch: globalThis.fetch, out: (line) => lines.push(line), readFile: (path) => readFile(path, 'utf8') });
  return { code, output: lines.join('\n') };
}

let site: { origin: string; close(): Promise<void> };
const files: Record<string, unknown> = {};
const receiptFile = join(mkdtempSync(join(tmpdir(), 'verifier-')), 'receipt.json');

beforeAll(async () => {
  [withBeacon, withoutBeacon, fallback].forEach((draw, index) => {
    files[`/results/${id(index)}.json`] = { ...draw, drawId: draw!.drawId };
  });
  files['/.well-known/nova-jackpot/receipt-keys.json'] = vectors.receipt.keySet;
  writeFileSync(receiptFile, JSON.stringify(vectors.receipt.signed));
  site = await servePublishedSite(files);
});

afterAll(async () => {
  await site?.close();
});

describe('nova-jackpot-verify', () => {
  it('passes every published draw, with a receipt and a ticket proof, and says so', async () => {
    const first = await runBin([`${site.origin}/results/${id(0)}`, '--receipt', receiptFile, '--ticket', 'NJ-000005']);
    expect(first.output).toContain('VERDICT: VALID');
    expect(first.output).toContain('receipt signature verifies under published key test-2500');
    expect(first.output).toContain('ticket NJ-000007 is in the committed list');
    expect(first.output).toContain('ticket NJ-000005 is in the committed list');
    expect(first.code).toBe(0);
    for (const index of [1, 2]) expect((await verify([site.origin, id(index)])).code).toBe(0);
  }, 120_000);

  const tampered: Array<[string, Record<string, unknown>]> = [
    ['seed', { seed: `${withBeacon!.seed.slice(0, -1)}0` }],
    ['seed commitment', { seedCommitment: 'ab'.repeat(32) }],
    ['ticket list hash', { ticketListHash: 'ab'.repeat(32) }],
    ['Merkle root', { merkleRoot: 'ab'.repeat(32) }],
    ['ticket list', { ticketNumbers: withBeacon!.ticketNumbers.slice(1) }],
    ['beacon round', { beacon: { ...withBeacon!.beacon, round: 657414 } }],
    ['beacon signature', { beacon: { ...withBeacon!.beacon, signature: vectors.beacon.rounds[0]!.signature } }],
    ['beacon value', { beaconValue: vectors.beacon.rounds[0]!.randomness }],
    ['winners', { winners: [...withBeacon!.winners].reverse() }],
  ];
  it.each(tampered)('fails when the published %s is changed', async (_label, change) => {
    files[`/results/${id(9)}.json`] = { ...withBeacon, ...change };
    const result = await verify([`${site.origin}/results/${id(9)}.json`]);
    expect(result.output).toContain('VERDICT: INVALID');
    expect(result.code).toBe(1);
  });

  it('fails a tampered receipt, a receipt for another draw, or a ticket not in the list', async () => {
    const forged = join(mkdtempSync(join(tmpdir(), 'verifier-')), 'forged.json');
    writeFileSync(forged, JSON.stringify({ ...vectors.receipt.signed, receipt: { ...vectors.receipt.signed.receipt, amountPaid: '2.00' } }));
    expect((await verify([site.origin, id(0), '--receipt', forged])).code).toBe(1);
    files[`/results/${id(8)}.json`] = { ...withBeacon, drawId: 'c0ffee00-2500-4000-8000-000000000099' };
    // The recomputed winners depend on the draw id too, so only the receipt line is asserted.
    expect((await verify([site.origin, id(8), '--receipt', receiptFile])).output).toContain('✘ receipt is for this draw');
    expect((await verify([site.origin, id(0), '--ticket', 'NJ-000099'])).output).toContain('NOT in the committed ticket list');
  });

  it('answers 2 with a reason when the site has no such draw, and prints usage without arguments', async () => {
    const missing = await verify([site.origin, 'c0ffee00-2500-4000-8000-000000000404']);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('answered 404');
    expect((await verify([])).code).toBe(2);
  });
});
