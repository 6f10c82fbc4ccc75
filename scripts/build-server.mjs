// Compiles the services, the gateway and the one-process host (`npm start`)
// into plain JavaScript under dist/server, so production starts run `node`
// on ready code instead of compiling TypeScript at every start:
//
//   dist/server/embedded.js     apps/gateway/src/embedded.ts (npm start)
//   dist/server/<service>.js    apps/<service>/src/main.ts   (npm run start:stack)
//
// Rebuilt only when a source, manifest or the lock file changed: a hash of
// their contents is kept in dist/server/.source-hash. `--force` rebuilds.
// tsx stays for development and the tests, which run the sources.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuildDir = join(root, 'dist', 'server');
const hashPath = join(serverBuildDir, '.source-hash');

/**
 * Left to Node's own module loading from node_modules: native binaries
 * (sharp), optional requires never installed (pg-native), and the embedded
 * PostgreSQL, which loads its wasm from beside its own module.
 */
const external = ['sharp', 'pg-native', '@electric-sql/pglite', '@electric-sql/pglite/*'];

/** Apps with a standalone entry point (the web client has none). */
export function listServices() {
  return readdirSync(join(root, 'apps')).filter((name) => existsSync(join(root, 'apps', name, 'src', 'main.ts')));
}

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
  return hash.digest('hex');
}

/**
 * Each service finds its schema.graphql and migrations through `__dirname`,
 * which inside a bundle is the bundle's folder. This gives every source file
 * that uses it the path of its own folder instead, relative to the bundle, so
 * the build keeps working wherever the repository is moved.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/](apps|libs)[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const fromBundle = relative(serverBuildDir, dirname(args.path)).split('\\').join('/');
      const prelude = `import * as __novaPath from 'node:path';\nconst __novaSourceDir = __novaPath.join(__dirname, ${JSON.stringify(fromBundle)});\n`;
      return { contents: prelude + source.replace(/\b__dirname\b/g, '__novaSourceDir'), loader: 'ts' };
    });
  },
};

export async function buildServer({ force = false, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const wanted = sourceHash();
  const current = existsSync(hashPath) ? readFileSync(hashPath, 'utf8') : '';
  if (!force && current === wanted) return { built: false };
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  log('Compiling the server...');
  rmSync(serverBuildDir, { recursive: true, force: true });
  mkdirSync(serverBuildDir, { recursive: true });
  const entryPoints = [
    { in: join(root, 'apps', 'gateway', 'src', 'embedded.ts'), out: 'embedded' },
    ...listServices().map((name) => ({ in: join(root, 'apps', name, 'src', 'main.ts'), out: name })),
  ];
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: serverBuildDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Maps beside the bundles for NODE_OPTIONS=--enable-source-maps when a stack trace needs them.
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: true,
    external,
    plugins: [sourceDirname],
    logLevel: 'warning',
  });
  writeFileSync(hashPath, wanted);
  log(`Compiled the server in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  return { built: true };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildServer({ force: process.argv.includes('--force') }).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
