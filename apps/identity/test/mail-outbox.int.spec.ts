import { randomUUID } from 'node:crypto';
import { startIdentityHarness, type IdentityHarness } from './support/identity-harness';

/** Without SMTP_URL (npm start), mail stays in the local outbox that admins read. */
let identity: IdentityHarness;

beforeAll(async () => {
  identity = await startIdentityHarness('identity-outbox');
});

afterAll(async () => {
  await identity?.close();
});

const OUTBOX = 'query { adminMailOutbox { delivery mails { id to subject text createdAt } } }';
type Outbox = { adminMailOutbox: { delivery: string; mails: Array<{ to: string; subject: string; text: string }> } };

it('keeps a confirmation mail in the outbox for admins only', async () => {
  const { caller } = await identity.signUp();
  const email = `outbox_${randomUUID().slice(0, 8)}@example.test`;
  const asked = await identity.call('mutation ($email: String!, $pw: String!) { requestEmailConfirmation(email: $email, currentPassword: $pw) { id } }', { email, pw: 'secret-password' }, { caller, clientIp: '203.0.113.50' });
  expect(asked.errors).toBeUndefined();

  const admin = { userId: randomUUID(), isAdmin: true, adminRole: 'superadmin' as const, sessionId: 'admin-session', securityVersion: 0 };
  const outbox = await identity.call<Outbox>(OUTBOX, {}, { caller: admin });
  expect(outbox.data?.adminMailOutbox.delivery).toBe('outbox');
  const mail = outbox.data?.adminMailOutbox.mails.find((entry) => entry.to === email);
  expect(mail?.subject).toMatch(/confirmation code: \d{6}$/);
  expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');

  const asPlayer = await identity.call<Outbox>(OUTBOX, {}, { caller });
  expect(asPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const asVisitor = await identity.call<Outbox>(OUTBOX);
  expect(asVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
