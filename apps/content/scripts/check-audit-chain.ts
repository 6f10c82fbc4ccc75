/**
 * `npm run audit:check [-- --database-url=postgres://…]`: recomputes the audit
 * log's hash chain end to end, with the head and every draw's checkpoint, and
 * prints the verdict; exits 1 when the chain does not hold. Reads the content
 * service's database: DATABASE_URL (or --database-url), else the embedded one
 * under DATA_DIR (default ./.data; stop `npm start` first, the embedded
 * database has one user at a time). Migrations run as the service would.
 */
import { createLogger, openDb } from '@nova/platform';
import { checkAuditChain } from '../src/audit-chain';
import { contentService } from '../src/index';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main(): Promise<number> {
  const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
  const dataDir = option('data-dir') ?? process.env.DATA_DIR ?? '.data';
  const logger = createLogger('audit-check', 'warn');
  const db = await openDb({ service: 'content', databaseUrl, dataDir, migrationsDir: contentService.migrations, logger });
  try {
    const check = await checkAuditChain(db);
    const where = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : `${dataDir}/pglite/content`;
    process.stdout.write(`Audit log of ${where}: ${check.entries} entries, head #${check.headSeq} ${check.headHash}, ${check.checkpoints} draw checkpoints\n`);
    if (check.intact) {
      process.stdout.write('Intact: every entry, the head and every checkpoint hold.\n');
      return 0;
    }
    const broken = check.firstBroken!;
    process.stdout.write(`BROKEN at entry #${broken.seq}${broken.entryId ? ` (${broken.entryId})` : ''}: ${broken.reason}\n`);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
