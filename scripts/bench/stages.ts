/**
 * Where a REST purchase spends its time, from the gateway's `Server-Timing`
 * header (SERVER_TIMING on in the bench stack; docs/performance.md): the
 * stages every process timed, averaged over the counted purchases, and the
 * hops between them worked out as differences (what one side waited for
 * that the other did not spend).
 */
import { parseServerTiming } from '@nova/platform';

export class StageSplit {
  private readonly sums = new Map<string, number>();
  requests = 0;

  add(header: string | null): void {
    if (!header) return;
    this.requests += 1;
    for (const stage of parseServerTiming(header)) this.sums.set(stage.name, (this.sums.get(stage.name) ?? 0) + stage.ms);
  }

  /** Mean milliseconds per purchase of a stage (0 when it never ran). */
  mean(name: string): number {
    return this.requests === 0 ? Number.NaN : (this.sums.get(name) ?? 0) / this.requests;
  }

  names(): string[] {
    return [...this.sums.keys()].sort();
  }
}

export interface SplitLine {
  stage: string;
  ms: number;
  what: string;
}

/**
 * The purchase path top-down: each line is time spent in that part alone
 * (its timed children taken out), so the lines add up to the gateway's total.
 */
export function purchaseSplit(split: StageSplit): SplitLine[] {
  const m = (name: string) => split.mean(name);
  const draws = m('draws.total');
  const wallet = m('draws.wallet.total');
  const drawsSteps = ['caller', 'lookup', 'reserve', 'wallet', 'complete', 'tickets'].reduce((sum, step) => sum + m(`draws.${step}`), 0);
  const walletSteps = m('draws.wallet.lookup') + m('draws.wallet.tx');
  const gatewayParts = m('session') + m('idempotency.claim') + m('idempotency.save') + m('graphql');
  return [
    { stage: 'gateway: REST facade, express, cookies, JSON', ms: m('total') - gatewayParts, what: 'total − its timed parts' },
    { stage: 'gateway: session look-ups (Redis)', ms: m('session'), what: 'session' },
    { stage: 'gateway: idempotency claim + save (Redis)', ms: m('idempotency.claim') + m('idempotency.save'), what: 'idempotency.*' },
    { stage: 'gateway: purchase rate limit (Redis)', ms: m('ratelimit'), what: 'ratelimit' },
    { stage: 'gateway: Apollo pipeline and query plan', ms: m('graphql') - m('fetch.draws') - m('ratelimit'), what: 'graphql − fetch − ratelimit' },
    { stage: 'HTTP hop gateway → draws and back', ms: m('fetch.draws') - draws, what: 'fetch.draws − draws.total' },
    { stage: 'draws: Apollo subgraph, resolvers, views', ms: draws - drawsSteps, what: 'draws.total − its steps' },
    { stage: 'draws: caller access check (1 query)', ms: m('draws.caller'), what: 'draws.caller' },
    { stage: 'draws: idempotency look-up (1 query)', ms: m('draws.lookup'), what: 'draws.lookup' },
    { stage: 'draws: reserve transaction', ms: m('draws.reserve'), what: 'draws.reserve' },
    { stage: 'NATS hop draws → wallet and back', ms: m('draws.wallet') - wallet, what: 'draws.wallet − wallet.total' },
    { stage: 'wallet: request handling', ms: wallet - walletSteps, what: 'wallet.total − its steps' },
    { stage: 'wallet: key look-up (1 query)', ms: m('draws.wallet.lookup'), what: 'wallet.lookup' },
    { stage: 'wallet: debit transaction', ms: m('draws.wallet.tx'), what: 'wallet.tx' },
    { stage: 'draws: complete transaction', ms: m('draws.complete'), what: 'draws.complete' },
    { stage: "draws: re-read of the purchase's tickets", ms: m('draws.tickets'), what: 'draws.tickets' },
  ];
}

/** Of the transactions: waiting for a pooled connection and committing (WAL flush), per purchase. */
export function databaseWaits(split: StageSplit): string {
  const f = (value: number) => value.toFixed(2);
  return (
    `pool waits: draws ${f(split.mean('draws.db.pool'))} ms, wallet ${f(split.mean('draws.wallet.db.pool'))} ms; ` +
    `commits: draws ${f(split.mean('draws.db.commit'))} ms, wallet ${f(split.mean('draws.wallet.db.commit'))} ms`
  );
}

/** One line for the results table: the biggest parts first, with their share of the total. */
export function splitSummary(split: StageSplit): string {
  const total = split.mean('total');
  const lines = purchaseSplit(split)
    .filter((line) => Number.isFinite(line.ms) && line.ms > 0)
    .sort((a, b) => b.ms - a.ms);
  const parts = lines.map((line) => `${line.stage} ${line.ms.toFixed(1)} ms (${Math.round((100 * line.ms) / total)}%)`);
  return `${total.toFixed(1)} ms at the gateway: ${parts.join('; ')}`;
}
