import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { QUICKNET, type BeaconRound } from '@nova/verify';

/** Real published quicknet rounds (libs/verify/vectors/vectors.json): the fixtures every beacon test serves. */
export const REAL_ROUNDS: BeaconRound[] = (
  JSON.parse(readFileSync(join(__dirname, '../../../../libs/verify/vectors/vectors.json'), 'utf8')) as { beacon: { rounds: BeaconRound[] } }
).beacon.rounds;

export type RelayMode =
  /** Serves the real rounds it holds; 404 for any other (as a relay does for a round it lacks). */
  | 'real'
  /** Answers 503 to everything (an outage). */
  | 'down'
  /** Answers every round with another round's signature (a lying relay). */
  | 'forged';

/**
 * A drand HTTP relay on loopback (`GET /{chainHash}/public/{round}`), serving
 * real quicknet rounds as fixtures: this machine has no network, and a test
 * must not depend on one. The mode can change while a test runs.
 */
export async function startDrandRelay(mode: RelayMode = 'real'): Promise<{ url: string; requests: number; setMode(next: RelayMode): void; close(): Promise<void> }> {
  let current = mode;
  const state = { requests: 0 };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    const match = new RegExp(`^/${QUICKNET.chainHash}/public/(\\d+)$`).exec(req.url ?? '');
    const round = match ? Number(match[1]) : NaN;
    if (current === 'down') return void res.writeHead(503).end('unavailable');
    const found = REAL_ROUNDS.find((item) => item.round === round);
    if (!found) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"round not found"}');
    const other = REAL_ROUNDS.find((item) => item.round !== round)!;
    const body = current === 'forged' ? { round, signature: other.signature, randomness: other.randomness } : found;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    setMode(next: RelayMode) {
      current = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
