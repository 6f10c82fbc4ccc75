// Build-stage tool for docker/Dockerfile: bundles one service into a folder
// that runs with plain `node`, no TypeScript toolchain and no workspace.
//
//   node docker/bundle.mjs <service> <out-dir>
//
// The result:
//   <out>/apps/<service>/src/main.js      the service, one CommonJS file: its
//                                         declaration (src/service.ts) served
//                                         by the platform's runner; the
//                                         gateway's own src/main.ts
//   <out>/apps/<service>/src/migrate.js   its migrations entry (declared services)
//   <out>/apps/<service>/src/...          files it reads beside its source
//                                         (schema.graphql, db/migrations/*.sql)
//   <out>/main.js, <out>/migrate.js       stable entry points for the image
//   <out>/package.json                    only the packages left outside the
//                                         bundle, at the versions built against
//
// The bundle sits at the same relative path as the source, so every
// `join(__dirname, ...)` in the code finds the same files it finds in the repo.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages that cannot live inside a bundle: native binaries (sharp) and
 * optional requires of packages never installed (pg-native). They stay
 * `require`d and, when a service really uses them, are installed next to the
 * bundle.
 */
export const externalPackages = ['sharp', 'pg-native'];
/** Externals that are only ever an optional, guarded require. */
const neverInstalled = new Set(['pg-native']);

/** Images: the gateway (its own src/main.ts) and every declared service (src/service.ts). */
export function listServices() {
  return readdirSync(join(root, 'apps')).filter((name) => ['main.ts', 'service.ts'].some((file) => existsSync(join(root, 'apps', name, 'src', file))));
}

/** `nova-entry:<service>:<serve|migrate>`: the runner's command over the service's declaration. */
const declaredEntries = {
  name: 'declared-service-entries',
  setup(build) {
    build.onResolve({ filter: /^nova-entry:/ }, (args) => ({ path: args.path, namespace: 'nova-entry' }));
    build.onLoad({ filter: /.*/, namespace: 'nova-entry' }, (args) => {
      const [, service, command] = args.path.split(':');
      return {
        contents: `import definition from './apps/${service}/src/service';\nimport { ${command}Service } from '@nova/platform';\n${command}Service(definition);\n`,
        resolveDir: root,
        loader: 'ts',
      };
    });
  },
};

/** The esbuild options for one service; the deployment test bundles with the same ones. */
export function bundleOptions(service, outDir) {
  const srcDir = join(root, 'apps', service, 'src');
  const declared = existsSync(join(srcDir, 'service.ts'));
  const entryPoints = declared
    ? ['serve', 'migrate'].map((command) => ({ in: `nova-entry:${service}:${command}`, out: join('apps', service, 'src', command === 'serve' ? 'main' : 'migrate') }))
    : [{ in: join(srcDir, 'main.ts'), out: join('apps', service, 'src', 'main') }];
  return {
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Readable stack traces in production logs (the image sets --enable-source-maps).
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: true,
    external: externalPackages,
    // The embedded database (PGlite, wasm loaded from beside its module) is
    // replaced by a stub that explains itself: containers use DATABASE_URL.
    alias: { '@electric-sql/pglite': './docker/stubs/pglite.cjs' },
    plugins: [declaredEntries],
    metafile: true,
    logLevel: 'warning',
  };
}

/** Which external packages the bundle actually imports. */
export function importedExternals(metafile) {
  const used = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external) continue;
      const name = externalPackages.find((pkg) => imported.path === pkg || imported.path.startsWith(`${pkg}/`));
      if (name && !neverInstalled.has(name)) used.add(name);
    }
  }
  return [...used].sort();
}

function installedVersion(pkg) {
  return JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** Files the service reads at run time by path rather than by import. */
function copyRuntimeFiles(service, outDir) {
  const copy = (from, to = from) => {
    if (existsSync(join(root, from))) cpSync(join(root, from), join(outDir, to), { recursive: true });
  };
  copy(`apps/${service}/src/schema.graphql`);
  copy(`apps/${service}/src/db/migrations`);
  if (service === 'gateway') {
    // The gateway starts from the committed supergraph while it matches every
    // subgraph's SDL, else composes it from them (apps/gateway/src/compose.ts),
    // and serves the built web client.
    for (const app of listServices()) copy(`apps/${app}/src/schema.graphql`);
    copy('apps/gateway/schema/supergraph.graphql');
    if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
      throw new Error('apps/web/dist is missing: build the web client first (npx vite build in apps/web)');
    }
    copy('apps/web/dist');
    // The signed-in home screen's renderer (one self-contained file; without it the app draws that screen).
    if (existsSync(join(root, 'apps/web/dist-server/signed-in.mjs'))) copy('apps/web/dist-server');
  }
}

async function main() {
  const [service, outDir] = process.argv.slice(2);
  if (!service || !outDir || !listServices().includes(service)) {
    process.stderr.write(`usage: node docker/bundle.mjs <${listServices().join('|')}> <out-dir>\n`);
    process.exit(2);
  }
  mkdirSync(outDir, { recursive: true });
  const result = await build(bundleOptions(service, outDir));
  copyRuntimeFiles(service, outDir);

  const externals = importedExternals(result.metafile);
  const manifest = {
    name: `@nova/${service}-image`,
    private: true,
    dependencies: Object.fromEntries(externals.map((pkg) => [pkg, installedVersion(pkg)])),
  };
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const entry of ['main', 'migrate']) {
    if (existsSync(join(outDir, 'apps', service, 'src', `${entry}.js`))) {
      writeFileSync(join(outDir, `${entry}.js`), `require('./apps/${service}/src/${entry}.js');\n`);
    }
  }
  process.stdout.write(`bundled ${service}; external packages: ${externals.join(', ') || 'none'}\n`);
}

// Run only as a script; the deployment test imports the helpers above.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
