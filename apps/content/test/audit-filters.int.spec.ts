import { randomUUID } from 'node:crypto';
import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { signIdentity } from '@nova/platform';
import { createTestConfig, type TestConfig } from '@nova/platform/testing';
import { recordAudit } from '../src/audit';
import { contentConfigSchema, createContentService, type ContentService } from '../src/index';

/** The audit log's server-side filters, on the real PostgreSQL: each narrows the page and its total. */
let test: TestConfig;
let content: ContentService;
let url: string;

const admin = (): CallerIdentity => ({ userId: randomUUID(), isAdmin: true, adminRole: 'superadmin', sessionId: randomUUID() });
const player = (): CallerIdentity => ({ userId: randomUUID(), isAdmin: false, sessionId: randomUUID() });

interface Reply<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function call<T>(query: string, variables: Record<string, unknown>, caller: CallerIdentity | null): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller) headers[IDENTITY_HEADER] = signIdentity(caller, test.config.INTERNAL_AUTH_SECRET);
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as Reply<T>;
}

const PAGE = `query P($filter: AuditFilter) { adminAuditLog(filter: $filter) { total entries { action targetType targetId actorUserId occurredAt } } }`;
type Page = { adminAuditLog: { total: number; entries: Array<{ action: string; targetType: string; targetId: string | null; actorUserId: string; occurredAt: string }> } };

const [alice, bob] = [admin(), admin()];
const drawId = randomUUID();
const userId = randomUUID();

beforeAll(async () => {
  test = await createTestConfig('content_audit', 'stack');
  content = createContentService({ config: contentConfigSchema.parse(test.config) });
  url = (await content.start()).url;
  const db = content.deps().db;
  const entry = (actor: CallerIdentity, action: string, targetType: string, targetId: string | null, occurredAt: string) =>
    recordAudit(db, { id: randomUUID(), actorUserId: actor.userId, action, targetType, targetId, before: null, after: { ok: true }, occurredAt });
  await entry(alice, 'draw.create', 'draw', drawId, '2026-03-01T10:00:00Z');
  await entry(alice, 'draw.trigger', 'draw', drawId, '2026-03-02T23:59:00Z');
  await entry(bob, 'user.suspend', 'user', userId, '2026-03-03T08:00:00Z');
  await entry(bob, 'settings.update', 'settings', null, '2026-03-05T12:00:00Z');
});

afterAll(async () => {
  await content?.stop();
  await test?.cleanUp();
});

async function filtered(filter: Record<string, string> | null): Promise<Page['adminAuditLog']> {
  const reply = await call<Page>(PAGE, { filter }, alice);
  expect(reply.errors).toBeUndefined();
  return reply.data!.adminAuditLog;
}

describe('audit log filters', () => {
  it('narrows by action, admin, target type and target id (or its start), and counts only the matches', async () => {
    expect((await filtered(null)).total).toBe(4);
    expect((await filtered({ action: 'draw.trigger' })).entries.map((entry) => entry.targetId)).toEqual([drawId]);
    const bobs = await filtered({ actorUserId: bob.userId });
    expect(bobs.total).toBe(2);
    expect(bobs.entries.map((entry) => entry.action)).toEqual(['settings.update', 'user.suspend']);
    expect((await filtered({ targetType: 'draw' })).total).toBe(2);
    expect((await filtered({ targetId: drawId.slice(0, 8) })).total).toBe(2);
    expect((await filtered({ targetId: userId })).entries.map((entry) => entry.action)).toEqual(['user.suspend']);
    expect((await filtered({ targetType: 'draw', actorUserId: bob.userId })).total).toBe(0);
  });

  it('takes a date range whose last day counts whole', async () => {
    expect((await filtered({ from: '2026-03-02', to: '2026-03-03' })).entries.map((entry) => entry.action)).toEqual(['user.suspend', 'draw.trigger']);
    expect((await filtered({ to: '2026-03-02' })).total).toBe(2);
    expect((await filtered({ from: '2026-03-04T00:00:00Z' })).entries.map((entry) => entry.action)).toEqual(['settings.update']);
  });

  it('refuses a bad filter with a 400-class error and an unknown field', async () => {
    const backwards = await call(PAGE, { filter: { from: '2026-03-05', to: '2026-03-01' } }, alice);
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notADate = await call(PAGE, { filter: { from: 'yesterday' } }, alice);
    expect(notADate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notAnId = await call(PAGE, { filter: { actorUserId: 'bob' } }, alice);
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists the filter choices found in the log', async () => {
    const reply = await call<{ adminAuditFacets: { actions: string[]; actors: Array<{ id: string }>; targetTypes: string[] } }>(
      '{ adminAuditFacets { actions actors { id } targetTypes } }', {}, alice);
    expect(reply.data?.adminAuditFacets.actions).toEqual(['draw.create', 'draw.trigger', 'settings.update', 'user.suspend']);
    expect(reply.data?.adminAuditFacets.actors.map((actor) => actor.id).sort()).toEqual([alice.userId, bob.userId].sort());
    expect(reply.data?.adminAuditFacets.targetTypes).toEqual(['draw', 'settings', 'user']);
  });

  it('is for admins only', async () => {
    for (const query of [PAGE, '{ adminAuditFacets { actions } }']) {
      expect((await call(query, {}, player())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(query, {}, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
