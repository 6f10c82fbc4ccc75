// `npm test`: every check CI runs, in order, ending with jest's summary line.
// 1. the supergraph composes and its API schema is committed;
// 2. the web client's generated GraphQL hooks are current;
// 3. every project type-checks (strict);
// 4. the web client builds (the end-to-end tests drive the built app);
// 5. jest: unit, integration (real PostgreSQL/Redis/NATS) and end-to-end tiers.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true' };

function step(title, command, args, options = {}) {
  process.stdout.write(`\n== ${title} ==\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n${title} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

function hashTree(dir) {
  const hash = createHash('sha256');
  if (!existsSync(dir)) return '';
  const walk = (path) => {
    for (const entry of readdirSync(path).sort()) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(entry).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function reachable(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const services = { PostgreSQL: 5432, Redis: 6379, NATS: 4222 };
const down = [];
for (const [name, port] of Object.entries(services)) {
  if (!(await reachable(port))) down.push(`${name} (127.0.0.1:${port})`);
}
if (down.length > 0) {
  process.stderr.write(`Integration tests need these local services, which are not reachable: ${down.join(', ')}.\n`);
  process.stderr.write('`bash .ci/run` starts them; see README.md "Running the tests".\n');
  process.exit(1);
}

step('Supergraph composition', 'npx', ['tsx', 'scripts/compose-supergraph.ts', '--check']);

// The web client's hooks and the REST facade's typed documents.
const generatedDirs = [join(root, 'apps', 'web', 'src', 'gql'), join(root, 'apps', 'gateway', 'src', 'rest', 'gql')];
const before = generatedDirs.map(hashTree);
step('GraphQL code generation', 'npm', ['run', 'codegen', '--silent']);
const stale = generatedDirs.filter((dir, index) => hashTree(dir) !== before[index]);
if (stale.length > 0) {
  process.stderr.write(`${stale.map((dir) => relative(root, dir)).join(', ')} ${stale.length === 1 ? 'was' : 'were'} stale and regenerated: commit the change.\n`);
  process.exit(1);
}

step('Type check', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static', '--skip-nx-cache']);
step('Web build', 'node', ['scripts/prepare-web.mjs']);

const jestArgs = ['jest', '--ci', '--maxWorkers=2', ...process.argv.slice(2)];
step('Tests', 'npx', jestArgs, {
  env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
});
