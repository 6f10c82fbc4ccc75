import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { RestClient, startGatewayStack, type GatewayStack } from './support/stack-harness';
import { pngImage } from './support/payments-client';
import { pngBytes } from '@nova/platform/testing';

let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack('gw_content');
});

afterAll(async () => {
  await stack?.close();
});

async function signUp(admin = false): Promise<RestClient> {
  const client = new RestClient(stack.baseUrl);
  const username = `c_${randomBytes(4).toString('hex')}`;
  const reply = await client.send('POST', '/api/register', { username, password: 'secret-1' });
  if (admin) {
    await stack.identityDb.query("UPDATE users SET is_admin = true, admin_role = 'superadmin' WHERE id = $1", [String(reply.body.id)]);
    await client.send('POST', '/api/login', { username, password: 'secret-1' });
  }
  return client;
}

const adminCalls: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/settings', undefined],
  ['POST', '/api/admin/settings', { theme: 'neon' }],
  ['POST', '/api/admin/login-background', { enabled: true }],
  ['POST', '/api/admin/announcements', { title: 'T', content: 'C' }],
  ['POST', '/api/admin/leaderboard', { type: 'fake', username: 'star', amount: 100 }],
  ['GET', '/api/admin/support', undefined],
  ['GET', '/api/admin/audit-log', undefined],
  ['GET', '/api/admin/telegram-settings', undefined],
  ['POST', '/api/admin/settings/reset', {}],
  ['PATCH', '/api/admin/announcements/00000000-0000-4000-8000-000000000000', { title: 'T', content: 'C' }],
  ['POST', '/api/admin/telegram-settings', { enabled: true }],
  ['POST', '/api/admin/telegram-test', { message: 'hi' }],
];

describe('content admin routes', () => {
  it.each(adminCalls)('%s %s: 401 to a visitor, 403 to a player', async (method, path, body) => {
    expect((await new RestClient(stack.baseUrl).send(method, path, body)).status).toBe(401);
    expect((await (await signUp()).send(method, path, body)).status).toBe(403);
  });

  it('telegram settings through the gateway: the token never comes back in full', async () => {
    const admin = await signUp(true);
    const saved = await admin.send('POST', '/api/admin/telegram-settings', { botToken: '42:FULL_secret_token', enabled: false, staffChatIds: '1, 2,,', notificationTypes: { user_registration: true, draw_stop: false } });
    expect(saved).toMatchObject({ status: 200, body: { hasBotToken: true, staffChatIds: ['1', '2'], notificationTypes: ['user_registration'] } });
    expect(JSON.stringify((await admin.send('GET', '/api/admin/telegram-settings')).body)).not.toContain('FULL_secret');
    expect(await admin.send('POST', '/api/admin/telegram-test', { message: 'hi' })).toMatchObject({ status: 409 });
  });

  it('uploads a login background checked by bytes and serves it with nosniff', async () => {
    // Made first: building it takes a while, and an idle kept-alive socket may be closed meanwhile.
    const huge = pngBytes({ width: 6000, height: 6000, rgb: [0, 0, 0], compressionLevel: 9 });
    const admin = await signUp(true);
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)]), name);
      const response = await fetch(`${stack.baseUrl}/api/admin/upload-background`, { method: 'POST', headers: { cookie: admin.cookie ?? '' }, body: form });
      return { status: response.status, body: (await response.json()) as { url?: string } };
    };
    expect((await upload(Buffer.from('<html><script>alert(1)</script>'), 'bg.png')).status).toBe(400);
    // A PNG signature in front of anything else is not an image: the whole file must decode.
    expect((await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]), 'bg.png')).status).toBe(400);
    const png = pngImage(7);
    const stored = await upload(png, 'bg.png');
    expect(stored.status).toBe(201);
    const image = await fetch(`${stack.baseUrl}${stored.body.url ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    // Published re-encoded, like deposit screenshots: the same pixels, not the uploaded bytes.
    const served = Buffer.from(await image.arrayBuffer());
    expect(served.equals(png)).toBe(false);
    expect((await sharp(served).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
    // Metadata (here the camera owner in EXIF) is not published.
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'owner-name-in-exif' } } })
      .toBuffer();
    const storedJpeg = await upload(jpeg, 'bg.jpg');
    expect(storedJpeg.status).toBe(201);
    const servedJpeg = Buffer.from(await (await fetch(`${stack.baseUrl}${storedJpeg.body.url ?? ''}`)).arrayBuffer());
    expect(servedJpeg.includes(Buffer.from('owner-name-in-exif'))).toBe(false);
    // A picture of 36 megapixels in a small file is refused from its header, before any decode.
    const refusedHuge = await upload(huge, 'bg.png');
    expect(refusedHuge.status).toBe(400);
    expect((refusedHuge.body as { message?: string }).message).toMatch(/too many pixels: at most 16\.8 megapixels \(this one is 6000 × 6000\)/);

    const saved = await admin.send('POST', '/api/admin/login-background', { enabled: true, url: stored.body.url, opacity: 0.8 });
    expect(saved).toMatchObject({ status: 200, body: { enabled: true, url: stored.body.url, opacity: 0.8, position: 'center', size: 'cover' } });
    expect((await new RestClient(stack.baseUrl).send('GET', '/api/login-background')).body).toMatchObject({ enabled: true, url: stored.body.url });
  });

  it('validates settings ranges, saves, audits and shows players the public figures', async () => {
    const admin = await signUp(true);
    expect((await admin.send('POST', '/api/admin/settings', { adminProfitPercentage: 101 })).status).toBe(400);
    expect((await admin.send('POST', '/api/admin/settings', { referrerBonus: -1 })).status).toBe(400);
    expect((await admin.send('POST', '/api/admin/settings', { theme: 'pink' })).status).toBe(400);
    const saved = await admin.send('POST', '/api/admin/settings', { adminProfitPercentage: 25, referrerBonus: 7.5, theme: 'matrix' });
    expect(saved).toMatchObject({ status: 200, body: { adminProfitPercentage: 25, referrerBonus: '7.50', theme: 'matrix', appName: 'Nova Jackpot' } });
    expect((await new RestClient(stack.baseUrl).send('GET', '/api/settings')).body).toMatchObject({ theme: 'matrix', referrerBonus: '7.50' });
    const audit = await admin.send('GET', '/api/admin/audit-log');
    const entries = audit.body.entries as Array<{ action: string; after: string }>;
    expect(entries.find((entry) => entry.action === 'settings.update')).toBeDefined();
    // The panel's filters, as query parameters; a bad one is a 400.
    const filtered = await admin.send('GET', '/api/admin/audit-log?action=settings.update&targetType=settings');
    const only = filtered.body.entries as Array<{ action: string }>;
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((entry) => entry.action === 'settings.update')).toBe(true);
    expect(filtered.body.total).toBe(only.length);
    expect((await admin.send('GET', '/api/admin/audit-log?action=nothing.like.this')).body).toMatchObject({ total: 0, entries: [] });
    expect((await admin.send('GET', '/api/admin/audit-log?from=yesterday')).status).toBe(400);
  });

  it('announcements need both fields; featured entries are marked featured; support threads get answered', async () => {
    const admin = await signUp(true);
    const player = await signUp();
    expect(await admin.send('POST', '/api/admin/announcements', { title: 'Only title' })).toMatchObject({ status: 400, body: { message: 'Invalid input: title: Please fill in both title and content; content: Please fill in both title and content'.replace(/title: Please fill in both title and content; /, '') } });
    expect((await admin.send('POST', '/api/admin/announcements', { title: 'Launch', content: 'Year 2500' })).status).toBe(201);
    expect((await player.send('GET', '/api/announcements')).body).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Launch' })]));
    expect((await admin.send('POST', '/api/admin/leaderboard', { type: 'fake', username: 'orion', amount: 250 })).status).toBe(201);
    const featured = (await new RestClient(stack.baseUrl).send('GET', '/api/leaderboard/fake')).body as unknown as Array<Record<string, unknown>>;
    expect(featured[0]).toMatchObject({ username: 'orion', amount: '250.00', featured: true });

    const thread = await player.send('POST', '/api/support/threads', { subject: 'Deposit', message: 'Where is my deposit?' });
    expect(thread.status).toBe(201);
    const inbox = await admin.send('GET', '/api/admin/support');
    expect(inbox.body.unreadThreads).toBe(1);
    await admin.send('POST', `/api/admin/support/${String(thread.body.id)}/reply`, { message: 'Approved now' });
    const mine = (await player.send('GET', '/api/support/threads')).body as unknown as Array<{ messages: Array<{ author: string }>; unreadForPlayer: number }>;
    expect(mine[0]?.messages.map((m) => m.author)).toEqual(['player', 'admin']);
    expect(mine[0]?.unreadForPlayer).toBe(1);
  });

  it('rate-limits a player\'s support posts (each notifies staff): 429 with Retry-After, nothing stored', async () => {
    const player = await signUp();
    const other = await signUp();
    const long = 'x'.repeat(5000);
    const first = await player.send('POST', '/api/support/threads', { subject: 'Burst', message: long });
    expect(first.status).toBe(201);
    const threadId = String(first.body.id);
    // 10 posts per 10 minutes: the opening post and 9 replies pass.
    for (let i = 0; i < 9; i += 1) expect((await player.send('POST', `/api/support/threads/${threadId}/messages`, { message: long })).status).toBe(200);
    const refusedReply = await player.send('POST', `/api/support/threads/${threadId}/messages`, { message: long });
    expect(refusedReply.status).toBe(429);
    expect(refusedReply.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(String(refusedReply.body.message)).toMatch(/many support messages in a short time; please wait \d+ seconds/);
    expect(Number(refusedReply.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusedThread = await player.send('POST', '/api/support/threads', { subject: 'Again', message: 'hello' });
    expect(refusedThread.status).toBe(429);
    const mine = (await player.send('GET', '/api/support/threads')).body as unknown as Array<{ messages: unknown[] }>;
    expect(mine).toHaveLength(1);
    expect(mine[0]?.messages).toHaveLength(10);
    // Bad input is refused as such and spends nothing; other players are not affected.
    expect((await other.send('POST', '/api/support/threads', { subject: '', message: '' })).status).toBe(400);
    expect((await other.send('POST', '/api/support/threads', { subject: 'Mine', message: 'Fine' })).status).toBe(201);
  });
});
