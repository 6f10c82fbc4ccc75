/**
 * CPU time per request, by process: on a small machine the purchase path is
 * bound by CPU, so what each process burns per purchase (gateway, draws,
 * wallet, the PostgreSQL backends serving their databases, NATS, Redis) says
 * more than wall time about where to cut. Read from /proc (Linux; elsewhere
 * the split is empty): user + system ticks of each process, before and after.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Kernel clock ticks per second (`getconf CLK_TCK`; 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

export interface CpuGroup {
  name: string;
  pids: () => Promise<number[]>;
}

export interface CpuShare {
  name: string;
  /** CPU milliseconds per counted request. */
  msPerRequest: number;
}

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone meanwhile
  }
}

/** The ticks of every group's processes now; a pid seen once is kept for the second reading. */
export async function cpuReading(groups: readonly CpuGroup[]): Promise<Map<string, Map<number, number>>> {
  const reading = new Map<string, Map<number, number>>();
  for (const group of groups) {
    const pids = await group.pids().catch(() => []);
    reading.set(group.name, new Map(pids.map((pid) => [pid, ticksOf(pid)])));
  }
  return reading;
}

/** CPU per request of each group between two readings (processes present in the first). */
export function cpuPerRequest(before: Map<string, Map<number, number>>, after: Map<string, Map<number, number>>, requests: number): CpuShare[] {
  return [...before].map(([name, pids]) => {
    let ticks = 0;
    for (const [pid, start] of pids) ticks += (after.get(name)?.get(pid) ?? ticksOf(pid)) - start;
    return { name, msPerRequest: requests > 0 ? (ticks * 1000) / TICKS_PER_SECOND / requests : Number.NaN };
  });
}

/** Processes whose command line contains `needle` (nats-server, redis-server). */
export function pidsByCommand(needle: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/** The PostgreSQL backends connected to the given databases (the stack's pools). */
export async function backendPids(adminUrl: string, databases: readonly string[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = ANY($1::text[])', [databases]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export function formatCpu(shares: readonly CpuShare[]): string {
  const total = shares.reduce((sum, share) => sum + (Number.isFinite(share.msPerRequest) ? share.msPerRequest : 0), 0);
  return `${total.toFixed(2)} ms CPU per purchase: ${[...shares]
    .sort((a, b) => b.msPerRequest - a.msPerRequest)
    .map((share) => `${share.name} ${share.msPerRequest.toFixed(2)}`)
    .join(', ')}`;
}
