import { randomInt } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

/**
 * A port nothing listens on, for a process started later. Picked below the kernel's
 * ephemeral range (32768 and up on Linux): ports there are also handed to outgoing
 * connections (to PostgreSQL, NATS, Redis), so a port freed there can be taken again
 * before the process that was told to use it gets to bind it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = FIRST_PICKED_PORT + randomInt(PICKED_PORT_COUNT);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port found below the ephemeral range');
}

const FIRST_PICKED_PORT = 20_000;
const PICKED_PORT_COUNT = 12_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function waitForReady(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

export interface RunningProcess {
  output(): string;
  stop(): Promise<void>;
}

/** Starts a node script of the repo (through tsx) and keeps its output for failure reports. */
export function startScript(args: string[], env: NodeJS.ProcessEnv, command = 'tsx'): RunningProcess {
  const bin = command === 'node' ? process.execPath : join(repoRoot, 'node_modules', '.bin', command);
  const child: ChildProcess = spawn(bin, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        const exited = () => child.exitCode !== null || child.signalCode !== null;
        if (exited() || !child.pid) return resolve();
        const pid = child.pid;
        child.once('exit', () => resolve());
        signalGroup(pid, 'SIGTERM'); // the whole group: start:stack has children
        setTimeout(() => exited() || signalGroup(pid, 'SIGKILL'), 5000).unref();
      }),
  };
}

/** Signals a process group; a group that is already gone is not an error. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
