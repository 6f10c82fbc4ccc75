import type { CallerIdentity } from '@nova/contracts';
import { startSmtpInbox, type SmtpInbox } from '@nova/platform/testing/smtp';
import { startIdentityHarness, uniqueName, type IdentityHarness } from './support/identity-harness';

/**
 * identity.user.contact-changed.v1: the notifications service writes to a
 * player in their language and to their confirmed email only, so identity
 * announces a changed language and a newly confirmed address (read from the
 * outbox, where events wait in the transaction that made the change).
 */
let identity: IdentityHarness;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  identity = await startIdentityHarness('identity-contact', { SMTP_URL: inbox.url, ACCOUNT_MAILS_PER_CLIENT_IP: 1000, SECURITY_CODE_ATTEMPTS: 1000 });
});

afterAll(async () => {
  await identity?.close();
  await inbox?.close();
});

const contactEvents = async (userId: string) =>
  (await identity.db.query<{ payload: Record<string, unknown> }>(
    "SELECT payload FROM outbox WHERE subject LIKE '%identity.user.contact-changed.v1' AND payload->>'userId' = $1 ORDER BY seq",
    [userId],
  )).rows.map((row) => row.payload);

const LANGUAGE = 'mutation ($language: String!) { updateLanguage(language: $language) { id language } }';

describe('contact changes', () => {
  it('announces a new language once, and a confirmed email with it', async () => {
    const { user, caller } = await identity.signUp();
    expect((await identity.call(LANGUAGE, { language: 'th' }, { caller })).errors).toBeUndefined();
    expect(await contactEvents(user.id)).toEqual([expect.objectContaining({ userId: user.id, language: 'th', confirmedEmail: null })]);
    // The same language again changes nothing and says nothing.
    await identity.call(LANGUAGE, { language: 'th' }, { caller });
    expect(await contactEvents(user.id)).toHaveLength(1);
    // A refused language changes nothing either.
    expect((await identity.call(LANGUAGE, { language: 'xx' }, { caller })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await contactEvents(user.id)).toHaveLength(1);

    const email = `${uniqueName('p').toLowerCase()}@example.test`;
    await confirmEmail(caller, email);
    const events = await contactEvents(user.id);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ userId: user.id, language: 'th', confirmedEmail: email });
  });
});

async function confirmEmail(caller: CallerIdentity, email: string): Promise<void> {
  const since = inbox.mails.length;
  const asked = await identity.call(
    'mutation ($email: String!, $currentPassword: String!) { requestEmailConfirmation(email: $email, currentPassword: $currentPassword) { id } }',
    { email, currentPassword: 'secret-password' },
    { caller, clientIp: '198.51.100.7' },
  );
  expect(asked.errors).toBeUndefined();
  const mail = await inbox.waitFor(email, { since });
  // The mail is in the player's language (Thai here): the code is its one six-digit number outside the link.
  const code = /\b(\d{6})\b/.exec(mail.text.replace(/https?:\/\/\S+/g, ''))?.[1];
  const confirmed = await identity.call('mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id } }', { input: { code } }, { caller, clientIp: '198.51.100.7' });
  expect(confirmed.errors).toBeUndefined();
}
