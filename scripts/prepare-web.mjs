// Builds the web client when its build is missing or older than its sources,
// so the gateway always serves the current app; and beside it (dist-server/, not
// served) the renderer the gateway draws a signed-in home screen with.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps', 'web');
const builtIndex = join(webDir, 'dist', 'index.html');
const builtRenderer = join(webDir, 'dist-server', 'signed-in.mjs');

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const force = process.argv.includes('--force');
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const stale = force || Math.min(builtAt(builtIndex), builtAt(builtRenderer)) < newestMtime(webDir);
if (stale) {
  process.stdout.write('Building the web client...\n');
  // Vite's own entry with this Node, not npx: npx may offer to download a missing tool instead of failing clearly.
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) {
    process.stderr.write('vite is not installed: run `npm install --include=dev`.\n');
    process.exit(1);
  }
  for (const args of [['build'], ['build', '--config', 'vite.ssr.config.ts']]) {
    const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
