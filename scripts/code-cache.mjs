// Loads a compiled server bundle (scripts/build-server.mjs: CommonJS) with
// V8's code cache, so a start deserializes the machine code of the previous
// start instead of parsing and compiling 15 MB of JavaScript again. Node 22
// has this built in (module.enableCompileCache); Node 20 does not.
//
// The cache is written once per bundle, Node version and V8 flags: when the
// process exits after its first start (npm start stopped, a service
// restarted), or a minute after it started if it keeps running. It then holds
// every function compiled by then, not only the top level. A cache V8 rejects
// (other flags, another Node) is simply written again; a missing one costs
// nothing but the compile it would have saved.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import vm from 'node:vm';

/** Long enough for a start to have compiled what it runs, short enough to be written before most stops. */
const WRITE_AFTER_MS = 60_000;

export function cacheFileOf(file) {
  return join(dirname(file), 'code-cache', `${basename(file)}.${process.version}.${process.arch}.bin`);
}

/** Writes beside, then renames: processes starting together never read half a cache. */
function writeCache(script, cacheFile) {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(temp, script.createCachedData());
    renameSync(temp, cacheFile);
  } catch {
    // A read-only folder or a full disk: the next start compiles, as without a cache.
    rmSync(temp, { force: true });
  }
}

/** Runs `file` as the main CommonJS module would run, with its code cache: its exports, and whether the cache was used. */
export function requireWithCodeCache(file) {
  // libs/platform/src/import-module.ts: import() from the cached bundle goes through this module's.
  globalThis[Symbol.for('nova.importModule')] = (url) => import(url);
  const cacheFile = cacheFileOf(file);
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), {
    filename: file,
    cachedData,
    // For a first start without a cache; read back from one, import() needs the helper above.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (!cachedData || script.cachedDataRejected) {
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      writeCache(script, cacheFile);
    };
    process.once('exit', write);
    setTimeout(write, WRITE_AFTER_MS).unref();
  }
  const module = new Module(file, null);
  module.filename = file;
  module.paths = Module._nodeModulePaths(dirname(file));
  const wrapper = script.runInThisContext();
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  return { exports: module.exports, usedCache: cachedData !== undefined && !script.cachedDataRejected };
}
