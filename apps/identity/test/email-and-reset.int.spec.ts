import type { CallerIdentity } from '@nova/contracts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '@nova/platform/testing/smtp';
import { startIdentityHarness, uniqueName, type IdentityHarness } from './support/identity-harness';
import { LOGIN, ME, type UserFields } from './support/subgraph-client';

/** Email confirmation and password reset by mail, over a real SMTP server on loopback, PostgreSQL and Redis. */
let identity: IdentityHarness;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  identity = await startIdentityHarness('identity-mail', {
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://jackpot.test',
    ACCOUNT_MAILS_PER_TARGET: 4,
    ACCOUNT_MAILS_PER_CLIENT_IP: 1000,
    SECURITY_CODE_ATTEMPTS: 1000,
  });
});

afterAll(async () => {
  await identity?.close();
  await inbox?.close();
});

const REQUEST_EMAIL = 'mutation ($email: String!, $currentPassword: String!) { requestEmailConfirmation(email: $email, currentPassword: $currentPassword) { id email emailVerified pendingEmail } }';
/** Every test account's password (the harness default). */
const PASSWORD = 'secret-password';
const CONFIRM_EMAIL = 'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id email emailVerified pendingEmail } }';
const REQUEST_RESET = 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }';
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const EMAIL_STATE = 'query { me { id email emailVerified pendingEmail } }';

type EmailState = { id: string; email: string | null; emailVerified: boolean; pendingEmail: string | null };
const someAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const mailbox = () => `${uniqueName('player').toLowerCase()}@example.test`;

const codeIn = (mail: ReceivedMail) => /confirmation code is (\d{6})/.exec(mail.text)?.[1] as string;
const tokenIn = (mail: ReceivedMail, path: string) => new RegExp(`https://jackpot\\.test/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1] as string;

async function askForCode(caller: CallerIdentity, email: string, password = PASSWORD): Promise<ReceivedMail> {
  const since = inbox.mails.length;
  const reply = await identity.call<{ requestEmailConfirmation: EmailState }>(REQUEST_EMAIL, { email, currentPassword: password }, { caller, clientIp: someAddress() });
  expect(reply.errors).toBeUndefined();
  expect(reply.data?.requestEmailConfirmation.pendingEmail).toBe(email);
  return inbox.waitFor(email, { since });
}

const emailState = async (caller: CallerIdentity) => (await identity.call<{ me: EmailState }>(EMAIL_STATE, {}, { caller })).data?.me as EmailState;

async function playerWithConfirmedEmail() {
  const player = await identity.signUp('first-password');
  const email = mailbox();
  const mail = await askForCode(player.caller, email, 'first-password');
  const confirmed = await identity.call(CONFIRM_EMAIL, { input: { code: codeIn(mail) } }, { caller: player.caller, clientIp: someAddress() });
  expect(confirmed.errors).toBeUndefined();
  return { ...player, email };
}

describe('email confirmation', () => {
  it('mails a code and a link; a wrong code changes nothing; the right one confirms once', async () => {
    const { caller } = await identity.signUp();
    const email = mailbox();
    const mail = await askForCode(caller, email);
    expect(mail.subject).toContain(codeIn(mail));
    expect(tokenIn(mail, 'verify-email')).toBeDefined();

    const code = codeIn(mail);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await identity.call(CONFIRM_EMAIL, { input: { code: wrong } }, { caller, clientIp: someAddress() });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await emailState(caller)).toMatchObject({ email: null, emailVerified: false, pendingEmail: email });

    const confirmed = await identity.call<{ confirmEmail: EmailState }>(CONFIRM_EMAIL, { input: { code } }, { caller, clientIp: someAddress() });
    expect(confirmed.data?.confirmEmail).toMatchObject({ email, emailVerified: true, pendingEmail: null });
    const reused = await identity.call(CONFIRM_EMAIL, { input: { code } }, { caller, clientIp: someAddress() });
    expect(reused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps only hashes: neither the code nor the link token is stored', async () => {
    const { caller, user } = await identity.signUp();
    const mail = await askForCode(caller, mailbox());
    const { rows } = await identity.db.query<{ token_hash: string; code_hash: string }>(
      `SELECT token_hash, code_hash FROM account_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(codeIn(mail));
    expect(stored).not.toContain(tokenIn(mail, 'verify-email'));
  });

  it('confirms from the link signed out; a used or expired link is refused', async () => {
    const { caller, user } = await identity.signUp();
    const email = mailbox();
    const token = tokenIn(await askForCode(caller, email), 'verify-email');
    const confirmed = await identity.call<{ confirmEmail: EmailState }>(CONFIRM_EMAIL, { input: { token } }, { clientIp: someAddress() });
    expect(confirmed.data?.confirmEmail).toMatchObject({ id: user.id, email, emailVerified: true });
    const again = await identity.call(CONFIRM_EMAIL, { input: { token } }, { clientIp: someAddress() });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining('invalid, used or expired') });

    const later = mailbox();
    const expiring = tokenIn(await askForCode(caller, later), 'verify-email');
    await identity.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
    const expired = await identity.call(CONFIRM_EMAIL, { input: { token: expiring } }, { clientIp: someAddress() });
    expect(expired.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await emailState(caller)).toMatchObject({ email, emailVerified: true, pendingEmail: null });
  });

  it('five wrong codes spend the confirmation: even the right code is refused then', async () => {
    const { caller } = await identity.signUp();
    const code = codeIn(await askForCode(caller, mailbox()));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await identity.call(CONFIRM_EMAIL, { input: { code: wrong } }, { caller, clientIp: someAddress() });
    }
    const late = await identity.call(CONFIRM_EMAIL, { input: { code } }, { caller, clientIp: someAddress() });
    expect(late.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await emailState(caller)).emailVerified).toBe(false);
  });

  it('refuses an address another account confirmed, and bad input, with a 4xx', async () => {
    const first = await playerWithConfirmedEmail();
    const second = await identity.signUp();
    const code = codeIn(await askForCode(second.caller, first.email.toUpperCase()));
    const taken = await identity.call(CONFIRM_EMAIL, { input: { code } }, { caller: second.caller, clientIp: someAddress() });
    expect(taken.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await emailState(second.caller)).emailVerified).toBe(false);

    for (const email of ['not-an-email', '', 'a'.repeat(300) + '@example.test']) {
      const bad = await identity.call(REQUEST_EMAIL, { email, currentPassword: PASSWORD }, { caller: second.caller });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    // A stolen session alone cannot set the address that resets the password.
    const since = inbox.mails.length;
    const wrongPassword = await identity.call(REQUEST_EMAIL, { email: mailbox(), currentPassword: 'not-the-password' }, { caller: second.caller });
    expect(wrongPassword.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(inbox.mails.length).toBe(since);
    const visitor = await identity.call(REQUEST_EMAIL, { email: mailbox(), currentPassword: PASSWORD });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const both = await identity.call(CONFIRM_EMAIL, { input: { code: '123456', token: 'x'.repeat(43) } }, { caller: second.caller });
    expect(both.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('limits confirmation mails per account', async () => {
    const { caller } = await identity.signUp();
    const replies = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      replies.push(await identity.call(REQUEST_EMAIL, { email: mailbox(), currentPassword: PASSWORD }, { caller, clientIp: someAddress() }));
    }
    expect(replies.slice(0, 4).every((reply) => reply.errors === undefined)).toBe(true);
    expect(replies[4]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('password reset by email', () => {
  it('mails a single-use link; the reset ends every session; the old password stops working', async () => {
    const player = await playerWithConfirmedEmail();
    const since = inbox.mails.length;
    const asked = await identity.call<{ requestPasswordReset: boolean }>(REQUEST_RESET, { input: { login: player.user.username } }, { clientIp: someAddress() });
    expect(asked.data?.requestPasswordReset).toBe(true);
    const mail = await inbox.waitFor(player.email, { since });
    const token = tokenIn(mail, 'reset-password');
    expect(token).toBeDefined();
    expect(await identity.sessions.get(player.caller.sessionId)).not.toBeNull();

    const reset = await identity.call<{ resetPassword: boolean }>(RESET, { input: { token, newPassword: 'second-password' } }, { clientIp: someAddress() });
    expect(reset.data?.resetPassword).toBe(true);
    expect(await identity.sessions.get(player.caller.sessionId)).toBeNull();
    const reused = await identity.call(RESET, { input: { token, newPassword: 'third-password' } }, { clientIp: someAddress() });
    expect(reused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const old = await identity.call(LOGIN, { input: { username: player.user.username, password: 'first-password' } }, { clientIp: someAddress() });
    expect(old.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const fresh = await identity.call<{ login: UserFields }>(LOGIN, { input: { username: player.user.username, password: 'second-password' } }, { clientIp: someAddress() });
    expect(fresh.data?.login.id).toBe(player.user.id);
  });

  it('finds the account by its confirmed email too', async () => {
    const player = await playerWithConfirmedEmail();
    const since = inbox.mails.length;
    await identity.call(REQUEST_RESET, { input: { login: player.email.toUpperCase() } }, { clientIp: someAddress() });
    expect(tokenIn(await inbox.waitFor(player.email, { since }), 'reset-password')).toBeDefined();
  });

  it('answers the same for unknown accounts and accounts without a confirmed email, and mails nobody', async () => {
    const withoutEmail = await identity.signUp();
    const since = inbox.mails.length;
    const answers = [];
    for (const login of [uniqueName('nobody'), withoutEmail.user.username, `${uniqueName('nobody')}@example.test`]) {
      answers.push(await identity.call(REQUEST_RESET, { input: { login } }, { clientIp: someAddress() }));
    }
    expect(answers.map((answer) => answer.data)).toEqual(Array(3).fill({ requestPasswordReset: true }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.mails.length).toBe(since);
  });

  it('refuses an expired or made-up token and changes nothing', async () => {
    const player = await playerWithConfirmedEmail();
    const since = inbox.mails.length;
    await identity.call(REQUEST_RESET, { input: { login: player.user.username } }, { clientIp: someAddress() });
    const token = tokenIn(await inbox.waitFor(player.email, { since }), 'reset-password');
    await identity.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'reset-password'`, [player.user.id]);
    for (const attempt of [token, 'A'.repeat(43), 'short', '']) {
      const refused = await identity.call(RESET, { input: { token: attempt, newPassword: 'another-password' } }, { clientIp: someAddress() });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await identity.sessions.get(player.caller.sessionId)).not.toBeNull();
    const still = await identity.call<{ login: UserFields }>(LOGIN, { input: { username: player.user.username, password: 'first-password' } }, { clientIp: someAddress() });
    expect(still.data?.login.id).toBe(player.user.id);
    const me = await identity.call<{ me: UserFields }>(ME, {}, { caller: player.caller });
    expect(me.data?.me.id).toBe(player.user.id);
  });

  it('limits reset requests per name asked for, whether or not it exists', async () => {
    const name = uniqueName('someone');
    const replies = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      replies.push(await identity.call(REQUEST_RESET, { input: { login: name } }, { clientIp: someAddress() }));
    }
    expect(replies[4]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
