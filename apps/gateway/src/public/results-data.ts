import type { ApolloServer } from '@apollo/server';
import { maskUsername, QUICKNET, type PublicBeacon, type PublicDrawRecord, type PublishedKeySet } from '@nova/verify';
import type { GatewayContext } from '../context';

/**
 * The public results archive as data, read through the supergraph like every
 * other route (so it can never disagree with GraphQL). Winners' usernames are
 * masked: a signed-out visitor never sees a full one.
 */

const DRAW_FIELDS = `id name period drawDate completedAt ticketPrice ticketsSold prizePool archived
  seedCommitment seed ticketListHash merkleRoot beacon beaconRound beaconSignature beaconFallback winners { rank ticketNumber prizeAmount player { username } }`;
const LIST = `query PublicResults($page: Int, $pageSize: Int) { publicResults(page: $page, pageSize: $pageSize) { totalCount page pageSize totalPages draws { ${DRAW_FIELDS} } } }`;
const ONE = `query PublicResult($id: ID!) { publicResult(id: $id) { ${DRAW_FIELDS} } drawVerification(id: $id) { ticketNumbers winnerCount } }`;
const KEYS = 'query ReceiptKeys { receiptKeys { keyId algorithm publicKey validFrom validUntil } }';

interface DrawRow {
  id: string;
  name: string;
  period: string;
  drawDate: string;
  completedAt: string | null;
  ticketPrice: string;
  ticketsSold: number;
  prizePool: string;
  archived: boolean;
  seedCommitment: string;
  seed: string | null;
  ticketListHash: string | null;
  merkleRoot: string | null;
  beacon: string | null;
  beaconRound: number | null;
  beaconSignature: string | null;
  beaconFallback: string | null;
  winners: Array<{ rank: number; ticketNumber: string; prizeAmount: string; player: { username: string } }>;
}

export interface PublicResultSummary {
  drawId: string;
  name: string;
  period: string;
  drawDate: string;
  completedAt: string | null;
  ticketPrice: string;
  ticketsSold: number;
  prizePool: string;
  archived: boolean;
  seedCommitment: string;
  seed: string | null;
  ticketListHash: string | null;
  merkleRoot: string | null;
  beaconValue: string | null;
  /** The drand quicknet round bound at the close (null: none bound) and its signature once fetched. */
  beaconRound: number | null;
  beaconSignature: string | null;
  /** Why the documented fallback applied (the round was not mixed in), or null. */
  beaconFallback: string | null;
  winners: Array<{ rank: number; ticketNumber: string; prizeAmount: string; player: string }>;
}

/**
 * One draw as published at /results/<id>.json: everything the verifier needs
 * (PublicDrawRecord: `winners` are ticket numbers, first prize first) plus
 * the figures people read (`prizes`, with masked usernames).
 */
export interface PublicResultDetail extends PublicDrawRecord {
  format: 'nova-jackpot-draw-v1';
  name: string;
  period: string;
  drawDate: string;
  completedAt: string | null;
  ticketPrice: string;
  ticketsSold: number;
  prizePool: string;
  archived: boolean;
  prizes: PublicResultSummary['winners'];
}

export type RunPublic = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export function publicRunner(server: ApolloServer<GatewayContext>): RunPublic {
  // Anonymous: these reads are public, and no cookie is read or set.
  const contextValue: GatewayContext = { auth: { caller: null }, clientIp: '', startSession: async () => {}, endSession: () => {} };
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await server.executeOperation<T>({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('unexpected incremental response');
    const { data, errors } = response.body.singleResult;
    if (errors?.length || !data) throw new Error(errors?.[0]?.message ?? 'empty response');
    return data;
  };
}

function summary(draw: DrawRow): PublicResultSummary {
  return {
    drawId: draw.id,
    name: draw.name,
    period: draw.period,
    drawDate: draw.drawDate,
    completedAt: draw.completedAt,
    ticketPrice: draw.ticketPrice,
    ticketsSold: draw.ticketsSold,
    prizePool: draw.prizePool,
    archived: draw.archived,
    seedCommitment: draw.seedCommitment,
    seed: draw.seed,
    ticketListHash: draw.ticketListHash,
    merkleRoot: draw.merkleRoot,
    beaconValue: draw.beacon,
    beaconRound: draw.beaconRound,
    beaconSignature: draw.beaconSignature,
    beaconFallback: draw.beaconFallback,
    winners: draw.winners.map((winner) => ({ rank: winner.rank, ticketNumber: winner.ticketNumber, prizeAmount: winner.prizeAmount, player: maskUsername(winner.player.username) })),
  };
}

export async function listResults(run: RunPublic, page: number, pageSize: number) {
  const data = await run<{ publicResults: { totalCount: number; page: number; pageSize: number; totalPages: number; draws: DrawRow[] } }>(LIST, { page, pageSize });
  return { ...data.publicResults, results: data.publicResults.draws.map(summary) };
}

export async function resultDetail(run: RunPublic, drawId: string): Promise<PublicResultDetail | null> {
  const data = await run<{ publicResult: DrawRow | null; drawVerification: { ticketNumbers: string[]; winnerCount: number } | null }>(ONE, { id: drawId });
  if (!data.publicResult || !data.drawVerification) return null;
  const { winners, ...base } = summary(data.publicResult);
  return {
    format: 'nova-jackpot-draw-v1',
    ...base,
    ticketNumbers: data.drawVerification.ticketNumbers,
    winnerCount: data.drawVerification.winnerCount,
    beacon: publicBeacon(base),
    winners: winners.map((winner) => winner.ticketNumber),
    prizes: winners,
  };
}

/** The bound round as the checks read it: signature and randomness null when the fallback applied. */
function publicBeacon(draw: Pick<PublicResultSummary, 'beaconRound' | 'beaconSignature' | 'beaconValue'>): PublicBeacon | null {
  if (draw.beaconRound === null) return null;
  return { chainHash: QUICKNET.chainHash, round: draw.beaconRound, signature: draw.beaconSignature, randomness: draw.beaconSignature ? draw.beaconValue : null };
}

export async function receiptKeys(run: RunPublic): Promise<PublishedKeySet> {
  const data = await run<{ receiptKeys: PublishedKeySet['keys'] }>(KEYS);
  return { keys: data.receiptKeys };
}
