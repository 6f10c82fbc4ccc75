import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { RestClient, startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { eventually, signUp, type Player } from '../support/payments-client';

/**
 * The whole stack through the gateway (docs/product-rules.md#age and
 * #responsible-gaming): the admin's minimum age (content) decides sign-ups in
 * identity, the ask-once answer over REST, the Help page's texts, and the
 * admin's read-only view of a player's protection and statement.
 */
let stack: GatewayStack;
let admin: Player;

beforeAll(async () => {
  stack = await startGatewayStack('id_age', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
});

afterAll(async () => {
  await stack?.close();
});

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const newName = () => `a_${randomBytes(4).toString('hex')}`;
const registerRest = (dateOfBirth: string | undefined) =>
  new RestClient(stack.baseUrl).send('POST', '/api/register', { username: newName(), password: 'secret-1', ...(dateOfBirth ? { dateOfBirth } : {}) });

describe('the minimum age is the admin setting of the content service', () => {
  it('refuses a sign-up under the saved minimum age with 403 UNDER_AGE and accepts one at it', async () => {
    expect((await registerRest(yearsAgo(18))).status).toBe(201);
    const saved = await admin.client.send('POST', '/api/admin/settings', { minimumAge: 21 });
    expect(saved.status).toBe(200);
    expect(saved.body.minimumAge).toBe(21);
    const publicSettings = await new RestClient(stack.baseUrl).send('GET', '/api/settings');
    expect(publicSettings.body.minimumAge).toBe(21);

    // Identity's copy follows the settings event.
    await eventually(async () => (await registerRest(yearsAgo(20))).status === 403);
    const refused = await registerRest(yearsAgo(20));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'UNDER_AGE' });
    expect((await registerRest(yearsAgo(21))).status).toBe(201);

    expect((await admin.client.send('POST', '/api/admin/settings', { minimumAge: 12 })).status).toBe(400);
    await admin.client.send('POST', '/api/admin/settings', { minimumAge: 18 });
  });

  it('asks a player without a date of birth once over REST; admins are not asked', async () => {
    const player = await signUp(stack);
    expect((await player.client.send('GET', '/api/user')).body).toMatchObject({ dateOfBirth: null, ageStatus: 'missing' });
    const answered = await player.client.send('POST', '/api/auth/date-of-birth', { dateOfBirth: '1991-07-14' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ dateOfBirth: '1991-07-14', ageStatus: 'confirmed' });
    expect((await player.client.send('POST', '/api/auth/date-of-birth', { dateOfBirth: '1970-01-01' })).status).toBe(409);
    expect((await player.client.send('POST', '/api/auth/date-of-birth', {})).status).toBe(400);
    expect((await admin.client.send('GET', '/api/user')).body.ageStatus).toBe('confirmed');
  });
});

describe('the Help page texts and the admin view of a player', () => {
  it('saves the responsible gaming text per language and https organisations only', async () => {
    const saved = await admin.client.send('POST', '/api/admin/settings', {
      responsibleGamingText: { ar: 'العب باعتدال' },
      supportOrganisations: [{ name: 'Help line', url: 'https://help.example' }],
    });
    expect(saved.status).toBe(200);
    const shown = await new RestClient(stack.baseUrl).send('GET', '/api/settings');
    expect(shown.body.responsibleGamingText).toEqual({ en: '', th: '', hi: '', bn: '', ar: 'العب باعتدال' });
    expect(shown.body.supportOrganisations).toEqual([{ name: 'Help line', url: 'https://help.example' }]);

    const bad = await admin.client.send('POST', '/api/admin/settings', { supportOrganisations: [{ name: 'x', url: 'javascript:alert(1)' }] });
    expect(bad.status).toBe(400);
    expect((await new RestClient(stack.baseUrl).send('GET', '/api/settings')).body.supportOrganisations).toEqual([{ name: 'Help line', url: 'https://help.example' }]);
    const player = await signUp(stack);
    expect((await player.client.send('POST', '/api/admin/settings', { minimumAge: 25 })).status).toBe(403);
  });

  it("lets an admin read a player's limits, break, changes and statement, and no player read another's", async () => {
    const player = await signUp(stack);
    const other = await signUp(stack);
    const graphql = (who: Player, query: string, variables: Record<string, unknown> = {}) => who.client.send('POST', '/graphql', { query, variables });
    await graphql(player, 'mutation { setSpendingLimit(kind: spend, period: day, amount: "25.00") { userId } }');
    await graphql(player, 'mutation { takeTimeOut(duration: h24) { userId } }');

    const protection = 'query ($id: ID!) { adminPlayerProtection(userId: $id) { limits { kind period limit } block { kind } changes { action } } }';
    const seen = await graphql(admin, protection, { id: player.userId });
    const view = (seen.body.data as { adminPlayerProtection: { limits: Array<{ kind: string; period: string; limit: string | null }>; block: unknown; changes: unknown } }).adminPlayerProtection;
    expect(view.limits.find((limit) => limit.kind === 'spend' && limit.period === 'day')?.limit).toBe('25.00');
    expect(view.block).toEqual({ kind: 'time_out' });
    expect(view.changes).toEqual([{ action: 'time-out.started' }, { action: 'limit.set' }]);

    const statement = 'query ($id: ID!) { adminPlayerStatement(userId: $id) { total lines { id } } }';
    expect((await graphql(admin, statement, { id: player.userId })).body.data).toEqual({ adminPlayerStatement: { total: 0, lines: [] } });
    for (const query of [protection, statement]) {
      const refused = await graphql(other, query, { id: player.userId });
      expect(refused.body.data ?? null).toBeNull();
      expect((refused.body.errors as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });
});
