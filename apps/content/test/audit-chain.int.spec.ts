import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { createNatsBus, signIdentity, type Bus, type Db } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv, type TestConfig } from '@nova/platform/testing';
import { recordAudit } from '../src/audit';
import { auditCheckpointOf, checkAuditChain, type AuditChainCheck } from '../src/audit-chain';
import { contentConfigSchema, createContentService, type ContentService } from '../src/index';

/**
 * The audit log's hash chain on the real PostgreSQL: concurrent appends form
 * one line; an entry changed, removed or re-chained afterwards is named; the
 * head at each draw's close is recorded and checked.
 */
let test: TestConfig;
let content: ContentService;
let url: string;
let db: Db;
let bus: Bus;

const admin = (): CallerIdentity => ({ userId: randomUUID(), isAdmin: true, adminRole: 'superadmin', sessionId: randomUUID() });
const player = (): CallerIdentity => ({ userId: randomUUID(), isAdmin: false, sessionId: randomUUID() });
const actor = admin();

async function call<T>(query: string, caller: CallerIdentity | null): Promise<{ data?: T | null; errors?: Array<{ extensions?: { code?: string } }> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller) headers[IDENTITY_HEADER] = signIdentity(caller, test.config.INTERNAL_AUTH_SECRET);
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query }) });
  return (await response.json()) as { data?: T | null; errors?: Array<{ extensions?: { code?: string } }> };
}

const append = (action: string, after: unknown = { ok: true }) =>
  recordAudit(db, { id: randomUUID(), actorUserId: actor.userId, action, targetType: 'draw', targetId: randomUUID(), before: null, after });

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

class RolledBack extends Error {}

/** Runs `change` on the log and checks it, in a transaction rolled back afterwards. */
async function afterTampering(change: string): Promise<AuditChainCheck> {
  let result: AuditChainCheck | undefined;
  await db
    .transaction(async (tx) => {
      await tx.query(change);
      result = await checkAuditChain(tx);
      throw new RolledBack('tampering undone');
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result!;
}

beforeAll(async () => {
  test = await createTestConfig('content_chain', 'stack');
  content = createContentService({ config: contentConfigSchema.parse(test.config) });
  url = (await content.start()).url;
  db = content.deps().db;
  bus = await createNatsBus({ url: testEnv().TEST_NATS_URL, prefix: test.config.SUBJECT_PREFIX as string, service: 'content-test', logger: silentLogger() });
});

afterAll(async () => {
  await bus?.close();
  await content?.stop();
  await test?.cleanUp();
});

describe('the audit log as a hash chain', () => {
  it('keeps one unbroken line however many appends race, and an id already logged adds nothing', async () => {
    const id = randomUUID();
    const entry = { id, actorUserId: actor.userId, action: 'user.suspend', targetType: 'user', targetId: randomUUID(), before: { status: 'active' }, after: { status: 'suspended' } };
    await Promise.all([...Array.from({ length: 30 }, (_, index) => append(`draw.create.${index}`)), recordAudit(db, entry), recordAudit(db, entry)]);
    const check = await checkAuditChain(db);
    expect(check).toMatchObject({ intact: true, entries: 31, headSeq: 31, firstBroken: null });
    const { rows } = await db.query<{ seq: string }>('SELECT seq::text FROM audit_log ORDER BY audit_log.seq');
    expect(rows.map((row) => Number(row.seq))).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
  });

  it('names the first entry changed afterwards, even by an unchanged-looking edit of its JSON', async () => {
    const check = await afterTampering(`UPDATE audit_log SET after = '{"status": "active"}' WHERE seq = 7`);
    expect(check).toMatchObject({ intact: false, firstBroken: { seq: 7, reason: 'changed' } });
    expect(await afterTampering('UPDATE audit_log SET occurred_at = occurred_at + interval \'1 second\' WHERE seq = 12')).toMatchObject({ firstBroken: { seq: 12, reason: 'changed' } });
  });

  it('names a removed entry, and the last ones removed with the head left behind', async () => {
    expect(await afterTampering('DELETE FROM audit_log WHERE seq = 5')).toMatchObject({ intact: false, firstBroken: { seq: 6, reason: 'missing' } });
    expect(await afterTampering('DELETE FROM audit_log WHERE seq >= 30')).toMatchObject({ intact: false, firstBroken: { reason: 'head moved' } });
  });

  it('catches a log rewritten end to end by the checkpoint recorded when a draw closed', async () => {
    const drawId = randomUUID();
    await bus.publish('draws.draw.closed.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), drawId, ticketListHash: 'ab'.repeat(32), ticketsSold: 3, salesMinor: 30_00 });
    await eventually(async () => (await auditCheckpointOf(db, drawId)) !== null);
    const checkpoint = await auditCheckpointOf(db, drawId);
    const head = await checkAuditChain(db);
    expect(checkpoint).toMatchObject({ seq: head.headSeq, headHash: head.headHash });
    // Public: the draw (an entity the gateway joins from draws) carries it for anyone.
    const published = await call<{ _entities: Array<{ auditCheckpoint: { seq: number; headHash: string } }> }>(
      `{ _entities(representations: [{ __typename: "Draw", id: "${drawId}" }]) { ... on Draw { auditCheckpoint { seq headHash } } } }`,
      null,
    );
    expect(published.data?._entities[0]?.auditCheckpoint).toEqual({ seq: head.headSeq, headHash: head.headHash });
    await append('settings.update');
    expect(await checkAuditChain(db)).toMatchObject({ intact: true, checkpoints: 1 });

    // Whoever edits an entry and recomputes every hash after it still disagrees with the published head.
    const rechained = await afterTampering(`DO $$ DECLARE r record; h bytea; BEGIN
      UPDATE audit_log SET action = 'nothing.happened' WHERE seq = 3;
      SELECT entry_hash INTO h FROM audit_log WHERE seq = 2;
      FOR r IN SELECT * FROM audit_log WHERE seq >= 3 ORDER BY seq LOOP
        UPDATE audit_log SET prev_hash = h, entry_hash = audit_entry_hash(h, r.seq, r.id, r.actor_user_id, r.action, r.target_type, r.target_id, r.before, r.after, r.occurred_at)
        WHERE id = r.id RETURNING entry_hash INTO h;
      END LOOP;
      UPDATE audit_chain_head SET hash = h;
    END $$`);
    expect(rechained).toMatchObject({ intact: false, firstBroken: { seq: checkpoint!.seq, reason: 'checkpoint differs' } });
    expect(await checkAuditChain(db)).toMatchObject({ intact: true });
  });

  it('is checked by admins only', async () => {
    const checked = await call<{ adminAuditChainCheck: { intact: boolean; entries: number } }>('{ adminAuditChainCheck { intact entries headHash firstBroken { seq } } }', admin());
    expect(checked.data?.adminAuditChainCheck).toMatchObject({ intact: true });
    expect((await call('{ adminAuditChainCheck { intact } }', player())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call('{ adminAuditChainCheck { intact } }', null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('npm run audit:check', () => {
  const root = join(__dirname, '..', '..', '..');
  const runCheck = () =>
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/content/scripts/check-audit-chain.ts'), `--database-url=${test.config.DATABASE_URL as string}`], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
      timeout: 120_000,
    });

  it('says the chain is intact, then names the entry changed behind its back and exits 1', async () => {
    const intact = runCheck();
    expect(intact.stdout).toContain('Intact');
    expect(intact.status).toBe(0);
    const { rows } = await db.query<{ id: string; target_id: string | null }>('SELECT id, target_id FROM audit_log WHERE seq = 4');
    await db.query(`UPDATE audit_log SET target_id = 'someone-else' WHERE seq = 4`);
    try {
      const broken = runCheck();
      expect(broken.stdout).toContain(`BROKEN at entry #4 (${rows[0]!.id}): changed`);
      expect(broken.status).toBe(1);
    } finally {
      await db.query('UPDATE audit_log SET target_id = $1 WHERE seq = 4', [rows[0]!.target_id]);
      expect((await checkAuditChain(db)).intact).toBe(true);
    }
  }, 240_000);
});

describe('on the embedded database (PGlite)', () => {
  it('migrates, chains and checks the same way', async () => {
    const embedded = await createTestConfig('content_chain_pglite', 'embedded');
    const service = createContentService({ config: contentConfigSchema.parse(embedded.config) });
    await service.start();
    try {
      const local = service.deps().db;
      for (const action of ['a', 'b', 'c']) await recordAudit(local, { id: randomUUID(), actorUserId: actor.userId, action, targetType: 'x', targetId: null, before: null, after: { n: 1 } });
      expect(await checkAuditChain(local)).toMatchObject({ intact: true, entries: 3, headSeq: 3 });
      await local.query(`UPDATE audit_log SET after = '{"n": 2}' WHERE seq = 2`);
      expect(await checkAuditChain(local)).toMatchObject({ intact: false, firstBroken: { seq: 2, reason: 'changed' } });
    } finally {
      await service.stop();
      await embedded.cleanUp();
    }
  }, 120_000);
});
