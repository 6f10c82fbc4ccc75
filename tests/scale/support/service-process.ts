import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../support/processes';

/**
 * One service replica as its own OS process: `node --import tsx` runs the
 * entry in that very process (no tsx launcher in between), so a SIGKILL to
 * its pid is the crash of that replica and nothing else.
 */
export interface ServiceProcess {
  readonly name: string;
  readonly url: string;
  /** The OS process id (the benchmark reads its CPU time). */
  readonly pid: number | undefined;
  output(): string;
  /** The replica dies at once, mid-request, as on a node failure. */
  crash(): void;
  stop(): Promise<void>;
}

export function startService(name: string, app: string, port: number, env: NodeJS.ProcessEnv): ServiceProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join('apps', 'host', 'src', 'main.ts'), 'serve', app], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    crash: () => {
      child.kill('SIGKILL');
    },
    stop: () =>
      new Promise((resolve) => {
        if (exited()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => exited() || child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
