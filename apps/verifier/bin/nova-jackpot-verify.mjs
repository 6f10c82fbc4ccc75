#!/usr/bin/env node
// Runs the TypeScript verifier directly (tsx), so nothing needs building first.
import { readFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/cli.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2), {
  fetch: globalThis.fetch,
  out: (line) => process.stdout.write(`${line}\n`),
  readFile: (path) => readFile(path, 'utf8'),
});
