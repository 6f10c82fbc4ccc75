// Installs dependencies when node_modules is missing or stale, so `npm start`
// and `npm test` work on a fresh clone with no other step. Uses only Node
// built-ins because nothing else is installed yet when it runs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampPath = join(root, 'node_modules', '.nova-install-stamp');

function manifestFiles() {
  const files = ['package.json', 'package-lock.json'];
  for (const group of ['apps', 'libs']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifest = join(group, name, 'package.json');
      if (existsSync(join(root, manifest))) files.push(manifest);
    }
  }
  return files;
}

// Part of the fingerprint: installs made before dev tools were always included
// (e.g. under NODE_ENV=production) are redone once.
const INSTALL_MODE = 'include=dev';

function fingerprint() {
  const hash = createHash('sha256').update(INSTALL_MODE);
  for (const file of manifestFiles()) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

const wanted = fingerprint();
const current = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : '';
if (current !== wanted) {
  process.stdout.write('Installing dependencies (first run or changed manifests)...\n');
  // `npm ci` refuses lockfiles that list other platforms' optional binaries
  // missing from the registry; `npm install` honours the lockfile as well.
  // `--include=dev`: the build tools (vite, esbuild) are devDependencies, and
  // NODE_ENV=production would otherwise leave them out; the app still runs
  // with the production behaviour NODE_ENV asks for.
  const result = spawnSync('npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('Dependency installation failed.\n');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampPath, fingerprint());
}
