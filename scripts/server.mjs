// `node scripts/server.mjs <entry>`: runs one entry of the compiled server
// (`embedded` for npm start, or a service name), building it first when the
// sources changed since the last build (scripts/build-server.mjs).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBuild } from './build-server.mjs';

const entry = process.argv[2];
const dir = await ensureServerBuild();
const file = join(dir, `${entry}.js`);
if (!entry || !existsSync(file)) {
  process.stderr.write(`usage: node scripts/server.mjs <embedded|service name>\n`);
  process.exit(2);
}
createRequire(import.meta.url)(file);
