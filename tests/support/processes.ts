import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
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
