/**
 * The key under which the compiled server's loader (scripts/code-cache.mjs)
 * gives the bundle an `import()` of its own.
 */
export const IMPORT_MODULE_KEY = Symbol.for('nova.importModule');

/**
 * `import()` of an ES module from the compiled (CommonJS) server. On Node 20,
 * code that V8 read back from its code cache has lost what `import()` needs
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING; fixed in later V8), so the loader
 * that runs the bundle from that cache lends its own; without it, as under
 * tsx and in tests, this is a plain `import()`.
 */
export function importEsModule(url: string): Promise<unknown> {
  const lent = (globalThis as Record<symbol, unknown>)[IMPORT_MODULE_KEY];
  return typeof lent === 'function' ? (lent as (url: string) => Promise<unknown>)(url) : import(url);
}
