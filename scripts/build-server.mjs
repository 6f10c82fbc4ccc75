// Compiles the host (apps/host: every service and the gateway) into plain
// JavaScript, so production starts run `node` on ready code instead of
// compiling TypeScript at every start:
//
//   dist/server/<hash>/host.js      apps/host/src/main.ts: `node host.js` runs
//                                   everything in one process (npm start)
//   dist/server/<hash>/<name>.js    one declared service (apps/<name>/src/service.ts)
//                                   served alone, and gateway.js the gateway
//                                   (npm run start:stack): each process loads
//                                   only the code it runs
//
// <hash> is a hash of the contents of every source, manifest and the lock
// file: a build is made once per version of the code, never changed after
// (only its code-cache/ folder is added to, by scripts/code-cache.mjs), so
// several starts (tests in parallel) can share or make builds without
// tripping over one another. `node scripts/server.mjs <entry>` runs the
// current build; `--force` here rebuilds. tsx stays for development and tests.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuildsDir = join(root, 'dist', 'server');
/** Builds kept besides the current one (a process started from an older one may still restart from it). */
const KEEP_OLD_BUILDS = 2;

/**
 * Left to Node's own module loading from node_modules: native binaries
 * (sharp), optional requires never installed (pg-native), and the embedded
 * PostgreSQL, which loads its wasm from beside its own module.
 */
const external = ['sharp', 'pg-native', '@electric-sql/pglite', '@electric-sql/pglite/*'];

function filesUnder(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) filesUnder(path, out);
    else out.push(path);
  }
  return out;
}

/** A hash of everything the server bundles are made from (the web client is built apart). */
export function sourceHash() {
  const hash = createHash('sha256');
  const files = [join(root, 'package-lock.json'), fileURLToPath(import.meta.url)];
  for (const group of ['apps', 'libs']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      if (group === 'apps' && name === 'web') continue;
      files.push(join(root, group, name, 'package.json'), ...filesUnder(join(root, group, name, 'src')));
    }
  }
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Each service finds its schema.graphql and migrations through `__dirname`,
 * which inside a bundle is the bundle's folder. This gives every source file
 * that uses it the path of its own folder instead, relative to the bundle, so
 * the build keeps working wherever the repository is moved.
 */
const sourceDirname = (outDir) => ({
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/](apps|libs)[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const fromBundle = relative(outDir, dirname(args.path)).split('\\').join('/');
      const prelude = `import * as __novaPath from 'node:path';\nconst __novaSourceDir = __novaPath.join(__dirname, ${JSON.stringify(fromBundle)});\n`;
      return { contents: prelude + source.replace(/\b__dirname\b/g, '__novaSourceDir'), loader: 'ts' };
    });
  },
});

/** Apps declared as services (src/service.ts). */
function declaredServices() {
  return readdirSync(join(root, 'apps')).filter((name) => existsSync(join(root, 'apps', name, 'src', 'service.ts')));
}

/** `nova-entry:<name>`: the platform's runner serving that service's declaration. */
const servedServices = {
  name: 'served-services',
  setup(build) {
    build.onResolve({ filter: /^nova-entry:/ }, (args) => ({ path: args.path, namespace: 'nova-entry' }));
    build.onLoad({ filter: /.*/, namespace: 'nova-entry' }, (args) => ({
      contents: `import definition from './apps/${args.path.slice('nova-entry:'.length)}/src/service';\nimport { serveService } from '@nova/platform';\nserveService(definition);\n`,
      resolveDir: root,
      loader: 'ts',
    }));
  },
};

function removeOldBuilds(current) {
  const others = readdirSync(serverBuildsDir)
    .filter((name) => name !== current)
    .map((name) => ({ name, mtime: statSync(join(serverBuildsDir, name)).mtimeMs }))
    .sort((x, y) => y.mtime - x.mtime);
  for (const old of others.slice(KEEP_OLD_BUILDS)) rmSync(join(serverBuildsDir, old.name), { recursive: true, force: true });
}

/** The folder of the build of the current sources, made first if there is none. */
export async function ensureServerBuild({ force = false, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const hash = sourceHash();
  const outDir = join(serverBuildsDir, hash);
  if (!force && existsSync(join(outDir, 'host.js'))) return outDir;
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  log('Compiling the server...');
  mkdirSync(serverBuildsDir, { recursive: true });
  // Built beside, then renamed into place: a folder under its hash is always complete.
  const tempDir = mkdtempSync(join(serverBuildsDir, '.building-'));
  try {
    const entryPoints = [
      { in: join(root, 'apps', 'host', 'src', 'main.ts'), out: 'host' },
      { in: join(root, 'apps', 'gateway', 'src', 'main.ts'), out: 'gateway' },
      ...declaredServices().map((name) => ({ in: `nova-entry:${name}`, out: name })),
    ];
    await build({
      absWorkingDir: root,
      entryPoints,
      outdir: tempDir,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      // Maps beside the bundles for NODE_OPTIONS=--enable-source-maps when a stack trace needs them.
      sourcemap: 'linked',
      sourcesContent: false,
      keepNames: true,
      external,
      // Paths to the sources are taken from the final folder (same depth as the temporary one).
      plugins: [servedServices, sourceDirname(outDir)],
      logLevel: 'warning',
    });
    if (force) rmSync(outDir, { recursive: true, force: true });
    try {
      renameSync(tempDir, outDir);
    } catch (error) {
      // Another start made the same build meanwhile: theirs is as good.
      if (!existsSync(join(outDir, 'host.js'))) throw error;
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
  removeOldBuilds(hash);
  log(`Compiled the server in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  return outDir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // --print-dir: only the build's folder on stdout (progress goes to stderr), for scripts.
  const printDir = process.argv.includes('--print-dir');
  const log = printDir ? (line) => process.stderr.write(`${line}\n`) : undefined;
  ensureServerBuild({ force: process.argv.includes('--force'), ...(log ? { log } : {}) }).then((dir) => {
    if (printDir) process.stdout.write(`${dir}\n`);
  }).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
