// `node scripts/server.mjs [serve <name> | migrate <name> | list]`: runs the
// compiled host (apps/host/src/main.ts): with no arguments every service and
// the gateway in one process (npm start), otherwise what the host's command
// line says. Builds it first when the sources changed since the last build
// (scripts/build-server.mjs), and loads it with V8's code cache (scripts/code-cache.mjs).
import { join } from 'node:path';
import { ensureServerBuild } from './build-server.mjs';
import { requireWithCodeCache } from './code-cache.mjs';

const dir = await ensureServerBuild();
// The host reads its command from process.argv[2...], as when run directly.
process.argv.splice(1, 1, join(dir, 'host.js'));
requireWithCodeCache(join(dir, 'host.js'));
