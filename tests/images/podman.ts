/**
 * podman from the images job: run a command and keep its output, and the
 * flags that give a container the chart's pod security settings
 * (charts/nova-jackpot/values.yaml podSecurityContext/containerSecurityContext).
 */
import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function podman(args: string[], options: { allowFailure?: boolean; input?: string } = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(options.input ?? '');
    child.on('error', reject);
    child.on('close', (code) => {
      const result = { code: code ?? -1, stdout, stderr };
      if (result.code !== 0 && !options.allowFailure) {
        reject(new Error(`podman ${args.join(' ')} exited ${result.code}:\n${stderr}${stdout}`.slice(0, 4000)));
      } else {
        resolve(result);
      }
    });
  });
}

/**
 * As the chart runs every pod: uid/gid 1000, read-only root filesystem with
 * /tmp the only writable place, every capability dropped, no privilege
 * escalation. Host networking reaches the local PostgreSQL, NATS and Redis.
 */
export const hardened = [
  '--network', 'host',
  '--user', '1000:1000',
  '--read-only',
  '--read-only-tmpfs=false',
  '--tmpfs', '/tmp:rw,size=256m,mode=1777',
  '--cap-drop', 'ALL',
  '--security-opt', 'no-new-privileges',
];

export function envArgs(env: Record<string, string>): string[] {
  return Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
}

/** Seconds between `podman stop` sending SIGTERM and SIGKILL. */
export const STOP_TIMEOUT_SECONDS = 20;

export async function stopAndExitCode(container: string): Promise<number> {
  await podman(['stop', '-t', String(STOP_TIMEOUT_SECONDS), container]);
  const inspected = await podman(['inspect', '--format', '{{.State.ExitCode}}', container]);
  return Number(inspected.stdout.trim());
}

export async function logsOf(container: string): Promise<string> {
  const result = await podman(['logs', '--tail', '40', container], { allowFailure: true });
  return `${result.stdout}${result.stderr}`;
}

/**
 * Checks inside a running container what the chart promises: uid 1000, a
 * root filesystem that refuses writes, a writable /tmp, and no effective
 * capabilities for the service process (pid 1).
 */
export async function assertHardened(container: string): Promise<void> {
  const probe = [
    'id -u',
    'if touch /probe 2>/dev/null; then echo root-writable; else echo root-read-only; fi',
    'if touch /tmp/probe 2>/dev/null; then echo tmp-writable; else echo tmp-read-only; fi',
    "awk '/^CapEff/ { print $2 }' /proc/1/status",
  ].join('; ');
  const { stdout } = await podman(['exec', container, 'sh', '-c', probe]);
  const seen = stdout.trim().split('\n');
  const expected = ['1000', 'root-read-only', 'tmp-writable', '0000000000000000'];
  if (seen.join(' ') !== expected.join(' ')) {
    throw new Error(`${container}: expected ${expected.join(' ')}, saw ${seen.join(' ')}`);
  }
}
