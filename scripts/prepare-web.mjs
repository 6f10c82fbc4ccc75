// Builds the web client when its build is missing or older than its sources,
// so the gateway always serves the current app.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps', 'web');
const builtIndex = join(webDir, 'dist', 'index.html');

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const force = process.argv.includes('--force');
const stale = force || !existsSync(builtIndex) || newestMtime(webDir) > statSync(builtIndex).mtimeMs;
if (stale) {
  process.stdout.write('Building the web client...\n');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
