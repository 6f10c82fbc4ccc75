import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { contentConfigSchema, createContentService, type ContentService } from '@nova/content';
import { createIdentityService, identityConfigSchema, type IdentityService } from '@nova/identity';
import { createLocalBus, createMemoryStore, holdForApproval, signIdentity, type Bus, type KeyValueStore } from '@nova/platform';
import { createTestConfig, silentLogger } from '@nova/platform/testing';
import { createWalletService, type WalletService } from '@nova/wallet';
import { eventually } from '../support/payments-client';

/**
 * Four-eyes approval in the one-process mode (`npm start`): identity, wallet
 * and content on embedded PostgreSQL and the in-process bus. A second admin's
 * approval reaches the owner, the money moves once, and the owner's outcome
 * comes back to the queue.
 */
let bus: Bus;
let store: KeyValueStore;
let wallet: WalletService;
let identity: IdentityService;
let content: ContentService;
let contentUrl: string;
let secret: string;

beforeAll(async () => {
  const { config } = await createTestConfig('four_eyes_embedded', 'embedded');
  secret = config.INTERNAL_AUTH_SECRET;
  bus = createLocalBus({ logger: silentLogger() });
  store = createMemoryStore({ prefix: config.KEY_PREFIX });
  const shared = { bus, store, logger: silentLogger() };
  wallet = createWalletService({ config, shared });
  identity = createIdentityService({ config: identityConfigSchema.parse(config), shared });
  content = createContentService({ config: contentConfigSchema.parse(config), shared });
  await wallet.start();
  await identity.start();
  contentUrl = (await content.start()).url;
}, 240_000);

afterAll(async () => {
  await content?.stop();
  await identity?.stop();
  await wallet?.stop();
  await bus?.close();
  await store?.close();
});

async function contentCall<T>(caller: CallerIdentity, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(contentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity(caller, secret) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const approver: CallerIdentity = { userId: randomUUID(), isAdmin: true, adminRole: 'finance', sessionId: 's-approver' };
const DECIDED = 'query { adminApprovals(status: "decided") { id outcome outcomeReason } }';

it('carries out an approved credit and a failing debit, and the queue shows both outcomes', async () => {
  const userId = randomUUID();
  await bus.publish('identity.user.registered.v1', { id: randomUUID(), occurredAt: new Date().toISOString(), userId, username: 'embedded_player', referredByUserId: null });
  const requestedBy = randomUUID();
  const hold = async (kind: 'credit' | 'debit', amountMinor: number) => {
    const requestId = randomUUID();
    await identity.deps().db.transaction((tx) =>
      holdForApproval(tx, 'identity', { requestId, kind, amountMinor, targetUserId: userId, subjectId: null, summary: '', requestedBy, payload: {} }),
    );
    identity.deps().afterCommit();
    return requestId;
  };
  const credit = await hold('credit', 500_00);
  const debit = await hold('debit', 900_00);
  const pending = 'query { adminApprovals { id } }';
  await eventually(async () => (await contentCall<{ adminApprovals: Array<{ id: string }> }>(approver, pending, {})).adminApprovals.length === 2, 30_000);

  const decide = 'mutation D($id: ID!) { decideApproval(id: $id, approve: true) { status } }';
  await contentCall(approver, decide, { id: credit });
  await contentCall(approver, decide, { id: debit });
  let decided: Array<{ id: string; outcome: string | null; outcomeReason: string | null }> = [];
  await eventually(async () => {
    decided = (await contentCall<{ adminApprovals: typeof decided }>(approver, DECIDED, {})).adminApprovals;
    return decided.length === 2 && decided.every((request) => request.outcome !== null);
  }, 30_000);
  expect(decided.find((request) => request.id === credit)?.outcome).toBe('done');
  expect(decided.find((request) => request.id === debit)).toMatchObject({ outcome: 'failed', outcomeReason: expect.stringMatching(/balance/i) });
  const { rows } = await wallet.deps().db.query<{ n: string }>("SELECT count(*)::text AS n FROM transfers WHERE idempotency_key LIKE 'admin-approval:%'");
  expect(rows[0]?.n).toBe('1');
}, 120_000);
