/** The machine a run measured: written beside every figure. */
import { cpus, loadavg, totalmem } from 'node:os';
import { Client } from 'pg';

export interface Machine {
  cores: number;
  cpuModel: string;
  ramGb: number;
  node: string;
  postgres: string;
}

export async function describeMachine(databaseUrl: string): Promise<Machine> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    return {
      cores: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      ramGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      postgres: version.rows[0]?.server_version ?? 'unknown',
    };
  } finally {
    await client.end();
  }
}

/** One-minute load average, to tell whether something else was running. */
export function currentLoad(): number {
  return loadavg()[0] ?? 0;
}
