import { randomBytes, randomUUID } from 'node:crypto';
import { createTestConfig } from '@nova/platform/testing';
import { createNotificationsService, notificationsConfigSchema, type NotificationsService } from '../src/index';
import type { DeliveryChannel } from '../src/delivery/channel';
import { browserKeys, decryptPushMessage, PushReceiver, type BrowserKeys } from './support/push-receiver';
import { graphqlAs, playerMessage } from './support/player-graphql';

const receiver = new PushReceiver();
let service: NotificationsService;
let url = '';
let secret = '';
let cleanUp: () => Promise<void>;
const graphql = graphqlAs(() => url, () => secret);

beforeAll(async () => {
  await receiver.start();
  const test = await createTestConfig('notif_push', 'stack');
  cleanUp = test.cleanUp;
  secret = test.config.INTERNAL_AUTH_SECRET;
  // No VAPID pair in the config: the service makes one and keeps it in its database.
  const config = notificationsConfigSchema.parse({
    ...test.config,
    NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    WEB_PUSH_ENDPOINT_ORIGINS: `https://*.push.apple.com,${receiver.origin}`,
  });
  service = createNotificationsService({ config });
  url = (await service.start()).url;
});

afterAll(async () => {
  await service?.stop();
  await cleanUp?.();
  await receiver.stop();
});

const SAVE = 'mutation Save($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id endpoint createdAt } }';
const DEVICES = '{ myPushDevices { endpoint } }';
const pushChannel = (): DeliveryChannel => {
  const channel = service.deps().channels.find((candidate) => candidate.name === 'push');
  if (!channel) throw new Error('no push channel registered');
  return channel;
};
const devicesOf = async (userId: string) => ((await graphql<{ myPushDevices: Array<{ endpoint: string }> }>({ userId }, DEVICES)).data?.myPushDevices ?? []).map((device) => device.endpoint);

async function subscribe(userId: string, path: string, keys: BrowserKeys = browserKeys()) {
  const saved = await graphql<{ savePushSubscription: { endpoint: string } }>({ userId }, SAVE, { input: { endpoint: `${receiver.origin}${path}`, keys: keys.json } });
  expect(saved.errors).toBeUndefined();
  return keys;
}

describe('web push', () => {
  it('gives players the public key the VAPID signature is checked against, and keeps it across restarts', async () => {
    expect((await graphql(null, '{ webPushPublicKey }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const key = (await graphql<{ webPushPublicKey: string }>({}, '{ webPushPublicKey }')).data?.webPushPublicKey ?? '';
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);

    await service.stop();
    url = (await service.start()).url;
    expect((await graphql<{ webPushPublicKey: string }>({}, '{ webPushPublicKey }')).data?.webPushPublicKey).toBe(key);
  });

  it('refuses endpoints off the push services, malformed keys and signed-out callers, saving nothing', async () => {
    const userId = randomUUID();
    const keys = browserKeys().json;
    const refused = [
      { endpoint: 'http://10.0.0.5/internal', keys },
      { endpoint: 'https://evil.example.com/push', keys },
      { endpoint: 'https://push.apple.com.evil.example/x', keys },
      { endpoint: `${receiver.origin}/p`, keys: { ...keys, p256dh: Buffer.alloc(65, 1).toString('base64url') } },
      { endpoint: `${receiver.origin}/p`, keys: { ...keys, auth: 'short' } },
      { endpoint: 'not a url', keys },
    ];
    for (const input of refused) {
      expect((await graphql({ userId }, SAVE, { input })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await graphql(null, SAVE, { input: { endpoint: `${receiver.origin}/p`, keys } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await devicesOf(userId)).toEqual([]);
    // A wildcard push service: any subdomain.
    expect((await graphql({ userId }, SAVE, { input: { endpoint: 'https://web.push.apple.com/QGx', keys } })).errors).toBeUndefined();
  });

  it('sends the title, body and link encrypted per RFC 8291 and signed with the VAPID key', async () => {
    const userId = randomUUID();
    const phone = await subscribe(userId, '/push/phone');
    const laptop = await subscribe(userId, '/push/laptop');
    expect(await devicesOf(userId)).toEqual(expect.arrayContaining([`${receiver.origin}/push/phone`, `${receiver.origin}/push/laptop`]));

    const message = playerMessage(userId, { title: 'ยินดีด้วย! คุณชนะ', body: 'ตั๋ว 42 ชนะ 1,000.00 MVR', link: 'https://jackpot.test/tickets/42', moneyStatus: true });
    expect(await pushChannel().send(message)).toBe('sent');

    const publicKey = (await graphql<{ webPushPublicKey: string }>({ userId }, '{ webPushPublicKey }')).data?.webPushPublicKey;
    for (const [path, keys] of [['/push/phone', phone], ['/push/laptop', laptop]] as const) {
      const [push] = receiver.to(path);
      if (!push) throw new Error(`nothing reached ${path}`);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.urgency).toBe('high');
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
      expect(push.body.toString('utf8')).not.toContain('MVR');
      expect(JSON.parse(decryptPushMessage(push.body, keys))).toEqual({ title: message.title, body: message.body, link: message.link, tag: message.notificationId });
    }
    // Only this device's keys open it.
    const [phonePush] = receiver.to('/push/phone');
    expect(() => decryptPushMessage(phonePush?.body ?? Buffer.alloc(0), laptop)).toThrow();
  });

  it('forgets a device its push service calls gone (410, 404) and keeps the others', async () => {
    const userId = randomUUID();
    await subscribe(userId, '/push/kept');
    await subscribe(userId, '/push/gone-410');
    await subscribe(userId, '/push/gone-404');
    receiver.statusFor.set('/push/gone-410', 410);
    receiver.statusFor.set('/push/gone-404', 404);
    expect(await pushChannel().send(playerMessage(userId))).toBe('sent');
    expect(await devicesOf(userId)).toEqual([`${receiver.origin}/push/kept`]);

    receiver.statusFor.set('/push/kept', 410);
    expect(await pushChannel().send(playerMessage(userId))).toBe('no-address');
    expect(await devicesOf(userId)).toEqual([]);
  });

  it('throws for the engine to retry while the push service fails, and has no address without a device', async () => {
    const userId = randomUUID();
    await subscribe(userId, '/push/down');
    receiver.statusFor.set('/push/down', 503);
    await expect(pushChannel().send(playerMessage(userId))).rejects.toThrow(/503/);
    expect(await devicesOf(userId)).toEqual([`${receiver.origin}/push/down`]);
    expect(await pushChannel().send(playerMessage(randomUUID()))).toBe('no-address');
  });

  it('lets only the owner remove a device; the same browser subscribing again is one device, moved to its new player', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const keys = await subscribe(owner, '/push/shared');
    await subscribe(owner, '/push/shared', keys);
    expect(await devicesOf(owner)).toEqual([`${receiver.origin}/push/shared`]);

    const remove = 'mutation Remove($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }';
    expect((await graphql({ userId: other }, remove, { endpoint: `${receiver.origin}/push/shared` })).data?.removePushSubscription).toBe(false);
    expect(await devicesOf(owner)).toHaveLength(1);

    await subscribe(other, '/push/shared', keys);
    expect(await devicesOf(owner)).toEqual([]);
    expect((await graphql({ userId: other }, remove, { endpoint: `${receiver.origin}/push/shared` })).data?.removePushSubscription).toBe(true);
    expect(await devicesOf(other)).toEqual([]);
  });
});
