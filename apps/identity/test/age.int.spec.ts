import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startIdentityHarness, uniqueName, type IdentityHarness } from './support/identity-harness';

/** docs/product-rules.md#age on identity alone: the content service's default minimum age (18) applies. */
let identity: IdentityHarness;

beforeAll(async () => {
  identity = await startIdentityHarness('identity-age');
});

afterAll(async () => {
  await identity?.close();
});

const AGE_FIELDS = 'id username dateOfBirth ageStatus';
const REGISTER = `mutation R($input: RegisterInput!) { register(input: $input) { ${AGE_FIELDS} } }`;
const ME = `query { me { ${AGE_FIELDS} } }`;
const CONFIRM = `mutation C($dateOfBirth: String!) { confirmDateOfBirth(dateOfBirth: $dateOfBirth) { ${AGE_FIELDS} } }`;

interface AgeFields {
  id: string;
  username: string;
  dateOfBirth: string | null;
  ageStatus: string;
}

/** A date `years` years and `days` days before today (UTC). */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const register = (input: Record<string, unknown>) => identity.call<{ register: AgeFields }>(REGISTER, { input });
const userRows = async (username: string) =>
  (await identity.db.query<{ date_of_birth: unknown }>('SELECT date_of_birth FROM users WHERE username_key = $1', [username.toLowerCase()])).rows;

describe('sign-up and the minimum age', () => {
  it('signs up a player of exactly the minimum age and keeps their date of birth', async () => {
    const dateOfBirth = yearsAgo(18);
    const reply = await register({ username: uniqueName('adult'), password: 'secret1', dateOfBirth });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.register).toMatchObject({ dateOfBirth, ageStatus: 'confirmed' });
  });

  it('refuses one day under the minimum age with UNDER_AGE, signs no one in and stores nothing', async () => {
    const username = uniqueName('young');
    const reply = await register({ username, password: 'secret1', dateOfBirth: yearsAgo(18, -1) });
    expect(reply.errors?.[0]).toMatchObject({ message: 'You must be at least 18 years old to play', extensions: { code: 'UNDER_AGE' } });
    expect(reply.setSession).toBeNull();
    expect(await userRows(username)).toEqual([]);
  });

  it.each([
    ['2001-02-30', 'Date of birth must be a date written YYYY-MM-DD'],
    ['01/02/2001', 'Date of birth must be a date written YYYY-MM-DD'],
    [yearsAgo(-1), 'Date of birth cannot be in the future'],
    ['1899-12-31', 'Date of birth must be on or after 1900-01-01'],
  ])('refuses the date of birth %s with BAD_USER_INPUT and stores nothing', async (dateOfBirth, message) => {
    const username = uniqueName('baddate');
    const reply = await register({ username, password: 'secret1', dateOfBirth });
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await userRows(username)).toEqual([]);
  });
});

describe('a player without a date of birth is asked once', () => {
  it('is missing until answered; the answer is kept and cannot be given again', async () => {
    const { caller } = await identity.signUp();
    expect((await identity.call<{ me: AgeFields }>(ME, {}, { caller })).data?.me).toMatchObject({ dateOfBirth: null, ageStatus: 'missing' });

    const answered = await identity.call<{ confirmDateOfBirth: AgeFields }>(CONFIRM, { dateOfBirth: '1990-05-01' }, { caller });
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.confirmDateOfBirth).toMatchObject({ dateOfBirth: '1990-05-01', ageStatus: 'confirmed' });

    const again = await identity.call<{ confirmDateOfBirth: AgeFields }>(CONFIRM, { dateOfBirth: '1980-01-01' }, { caller });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect((await identity.call<{ me: AgeFields }>(ME, {}, { caller })).data?.me.dateOfBirth).toBe('1990-05-01');
  });

  it('keeps an under-age answer: the account is under age from then on', async () => {
    const { caller } = await identity.signUp();
    const answered = await identity.call<{ confirmDateOfBirth: AgeFields }>(CONFIRM, { dateOfBirth: yearsAgo(15) }, { caller });
    expect(answered.data?.confirmDateOfBirth.ageStatus).toBe('underAge');
    const retry = await identity.call(CONFIRM, { dateOfBirth: '1990-05-01' }, { caller });
    expect(retry.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect((await identity.call<{ me: AgeFields }>(ME, {}, { caller })).data?.me.ageStatus).toBe('underAge');
  });

  it('tells the wallet, once, to refuse the play of an under-age player until their 18th birthday', async () => {
    const restricted: Array<{ userId: string; playsFrom: string }> = [];
    const subscription = await identity.bus.subscribe('identity.user.age-restricted.v1', uniqueName('age-observer'), async (event) => {
      restricted.push({ userId: event.userId, playsFrom: event.playsFrom });
    });
    try {
      const adult = await identity.signUp();
      await identity.call(CONFIRM, { dateOfBirth: '1990-05-01' }, { caller: adult.caller });
      const { caller } = await identity.signUp();
      const birth = yearsAgo(15);
      await identity.call(CONFIRM, { dateOfBirth: birth }, { caller });
      await identity.call(CONFIRM, { dateOfBirth: yearsAgo(14) }, { caller });
      const deadline = Date.now() + 10_000;
      while (!restricted.some((event) => event.userId === caller.userId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mine = restricted.filter((event) => event.userId === caller.userId || event.userId === adult.caller.userId);
      expect(mine).toEqual([{ userId: caller.userId, playsFrom: `${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}` }]);
    } finally {
      await subscription.unsubscribe();
    }
  });

  it('refuses a bad answer and a visitor, changing nothing', async () => {
    const { caller } = await identity.signUp();
    const bad = await identity.call(CONFIRM, { dateOfBirth: 'yesterday' }, { caller });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await identity.call<{ me: AgeFields }>(ME, {}, { caller })).data?.me.ageStatus).toBe('missing');
    const visitor = await identity.call(CONFIRM, { dateOfBirth: '1990-05-01' });
    expect(visitor.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
