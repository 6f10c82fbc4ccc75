import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's default 128 MB of shared buffers is memory the WebAssembly
 * server allocates and initialises at every start: with six services that
 * was most of `npm start`'s time to ready (docs/performance.md, "Start-up").
 * An embedded database holds a newcomer's data, so 16 MB each is plenty.
 * PGlite's own start parameters are kept; should a PGlite release stop
 * exposing them, its defaults apply unchanged.
 */
export function pgliteStartParams(): { startParams?: string[] } {
  const defaults = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(defaults) || !defaults.every((param) => typeof param === 'string')) return {};
  return { startParams: [...defaults, '-c', 'shared_buffers=16MB'] };
}

type CompiledServer = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's global WebAssembly (its types come with the DOM library, which the services do not load). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledServer> } }).WebAssembly;

let compiledServer: Promise<CompiledServer | undefined> | undefined;

/**
 * PGlite keeps its compiled WebAssembly server for later starts only once a first
 * start has finished, so six databases opened at once compiled it six times
 * (about a third of their opening time). Compiled here once per process; should the
 * file move in a PGlite release, each start compiles its own again, as before.
 */
function compiledPostgres(): Promise<CompiledServer | undefined> {
  compiledServer ??= readFile(join(dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm'))
    .then((bytes) => wasm.compile(bytes))
    .catch(() => undefined);
  return compiledServer;
}

/** The options every embedded database starts with (start parameters, the shared compiled server). */
export async function pgliteOptions(): Promise<{ startParams?: string[]; pgliteWasmModule?: CompiledServer }> {
  const pgliteWasmModule = await compiledPostgres();
  return { ...pgliteStartParams(), ...(pgliteWasmModule ? { pgliteWasmModule } : {}) };
}

/** Per parent folder, the freshly initialised cluster this process copies new databases from. */
const templates = new Map<string, Promise<string>>();

/**
 * A first start creates six databases, and creating one (initdb) costs
 * seconds in WebAssembly: the first is initialised once into a template
 * beside them and the others are copies of it. The template is made anew by
 * each process that needs one (so it always matches the PGlite version that
 * runs) and removed when the process exits. Returns once `dataDir` holds a
 * cluster, or at once when it already does.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const template = await templateBeside(dirname(dataDir));
  mkdirSync(dirname(dataDir), { recursive: true });
  const copying = `${dataDir}.copying-${process.pid}`;
  cpSync(template, copying, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copying, dataDir);
}

function templateBeside(parent: string): Promise<string> {
  let template = templates.get(parent);
  if (!template) {
    template = initialiseTemplate(join(parent, `.initdb-template-${process.pid}`));
    templates.set(parent, template);
  }
  return template;
}

async function initialiseTemplate(folder: string): Promise<string> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const pg = await PGlite.create(folder, await pgliteOptions());
  await pg.close();
  return folder;
}
