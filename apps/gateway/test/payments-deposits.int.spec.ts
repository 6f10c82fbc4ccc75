import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { RestClient, startGatewayStack, type GatewayStack } from './support/stack-harness';
import { balanceOf, createMethod, expectLedgerBalanced, freshPng, pngImage, signUp, uploadDeposit, type Player } from './support/payments-client';

let stack: GatewayStack;
let admin: Player;
let methodId: string;

beforeAll(async () => {
  stack = await startGatewayStack('gw_deposits', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  methodId = await createMethod(admin, { minAmount: 10, maxAmount: '5000.00' });
});

afterEach(async () => expectLedgerBalanced(stack.walletDb));

afterAll(async () => {
  await stack?.close();
});

const storedDeposits = async () => Number((await stack.paymentsDb.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits')).rows[0]?.n);
const walletCredits = async (depositId: string) =>
  Number((await stack.walletDb.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE idempotency_key = $1', [`deposit:${depositId}`])).rows[0]?.n);

describe('deposits through the REST facade', () => {
  it('stores a deposit with its screenshot, lists it for its owner only, and serves the image safely', async () => {
    const alice = await signUp(stack);
    const bob = await signUp(stack);
    const sent = await uploadDeposit(alice.client, stack.baseUrl, { amount: '25.50', paymentMethod: methodId, file: freshPng() });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ amount: '25.50', status: 'pending', paymentMethod: 'bank', paymentMethodType: 'bank_transfer', userId: alice.userId });
    const id = String(sent.body.id);
    expect(sent.body.screenshotUrl).toBe(`/api/deposits/${id}/screenshot`);

    expect((await alice.client.send('GET', '/api/deposits')).body).toEqual([expect.objectContaining({ id })]);
    expect((await bob.client.send('GET', '/api/deposits')).body).toEqual([]);

    const image = await fetch(`${stack.baseUrl}/api/deposits/${id}/screenshot`, { headers: { cookie: alice.client.cookie ?? '' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="deposit-${id}.png"`);
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    const asAdmin = await fetch(`${stack.baseUrl}/api/deposits/${id}/screenshot`, { headers: { cookie: admin.client.cookie ?? '' } });
    expect(asAdmin.status).toBe(200);
    const asBob = await fetch(`${stack.baseUrl}/api/deposits/${id}/screenshot`, { headers: { cookie: bob.client.cookie ?? '' } });
    expect(asBob.status).toBe(404);
    const asVisitor = await fetch(`${stack.baseUrl}/api/deposits/${id}/screenshot`);
    expect(asVisitor.status).toBe(401);

    const list = (await admin.client.send('GET', '/api/admin/deposits?status=pending')).body as unknown as Array<Record<string, unknown>>;
    expect(list.find((deposit) => deposit.id === id)).toMatchObject({ user: { id: alice.userId, username: alice.username, fullName: null }, screenshotDuplicates: [] });
    expect((await admin.client.send('GET', '/api/admin/payment-counts')).body.pendingDeposits).toBeGreaterThanOrEqual(1);
  });

  it('refuses what is not a plain image, too large, or outside the method limits, and stores nothing', async () => {
    const player = await signUp(stack);
    const before = await storedDeposits();
    const send = (form: Parameters<typeof uploadDeposit>[2]) => uploadDeposit(player.client, stack.baseUrl, { amount: '20.00', paymentMethod: methodId, ...form });
    const png = freshPng();

    const text = await send({ file: Buffer.from('just some text, not an image'), fileName: 'proof.png' });
    expect(text).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message: 'The screenshot must be a PNG, JPEG, GIF or WebP image' } });
    const svg = await send({ file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), fileName: 'proof.svg', fileType: 'image/svg+xml' });
    expect(svg.status).toBe(400);
    const polyglot = await send({ file: Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]) });
    expect(polyglot).toMatchObject({ status: 400, body: { message: expect.stringContaining('plain image') } });
    // A real PNG header followed by 10.5 MB: refused while streaming.
    const huge = await send({ file: Buffer.concat([png, Buffer.alloc(10.5 * 1024 * 1024, 1)]) });
    expect(huge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The screenshot must be at most 10 MB' } });

    expect((await send({ amount: '9.99', file: png })).body.message).toMatch(/between 10.00 and 5000.00/);
    expect((await send({ amount: '5000.01', file: png })).status).toBe(400);
    expect((await send({ amount: 'ten', file: png })).status).toBe(400);
    expect((await send({ file: undefined })).body.message).toBe('Please fill all fields and upload screenshot');
    expect((await send({ paymentMethod: 'not-a-method', file: png })).body.message).toBe('Please select a valid payment method');
    const notMultipart = await player.client.send('POST', '/api/deposits', { amount: '20.00', paymentMethod: methodId });
    expect(notMultipart.status).toBe(400);
    const visitor = new RestClient(stack.baseUrl);
    expect((await uploadDeposit(visitor, stack.baseUrl, { amount: '20.00', paymentMethod: methodId, file: png })).status).toBe(401);

    expect(await storedDeposits()).toBe(before);
    expect((await stack.paymentsDb.query('SELECT 1 FROM deposit_screenshots s LEFT JOIN deposits d ON d.id = s.deposit_id WHERE d.id IS NULL')).rowCount).toBe(0);
  });

  it('approves once however often and concurrently it is sent; a decision is final', async () => {
    const player = await signUp(stack);
    const sent = await uploadDeposit(player.client, stack.baseUrl, { amount: '100.00', paymentMethod: methodId, file: freshPng() });
    const id = String(sent.body.id);
    const approve = () => admin.client.send('PATCH', `/api/admin/deposits/${id}`, { status: 'approved' });
    const replies = await Promise.all(Array.from({ length: 20 }, approve));
    expect(replies.every((reply) => reply.status === 200 && reply.body.status === 'approved')).toBe(true);
    expect((await approve()).status).toBe(200);
    expect(await walletCredits(id)).toBe(1);
    expect(await balanceOf(player)).toMatchObject({ balance: '100.00', availableBalance: '100.00' });

    const reject = await admin.client.send('PATCH', `/api/admin/deposits/${id}`, { status: 'rejected' });
    expect(reject).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: 'This deposit was already approved' } });
    expect((await player.client.send('PATCH', `/api/admin/deposits/${id}`, { status: 'approved' })).status).toBe(403);
    expect((await admin.client.send('PATCH', `/api/admin/deposits/${id}`, { status: 'maybe' })).status).toBe(400);
  });

  it('rejects with the default note, moves no money, and cannot approve afterwards', async () => {
    const player = await signUp(stack);
    const id = String((await uploadDeposit(player.client, stack.baseUrl, { amount: '40.00', paymentMethod: methodId, file: freshPng() })).body.id);
    const rejected = await admin.client.send('PATCH', `/api/admin/deposits/${id}`, { status: 'rejected' });
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Rejected by admin' });
    expect((await admin.client.send('PATCH', `/api/admin/deposits/${id}`, { status: 'approved' })).status).toBe(409);
    expect(await walletCredits(id)).toBe(0);
    expect((await balanceOf(player)).balance).toBe('0.00');
  });

  it('flags a screenshot used for another deposit (same file or same pixels) without refusing it', async () => {
    const player = await signUp(stack);
    const picture = pngImage(200);
    const first = await uploadDeposit(player.client, stack.baseUrl, { amount: '15.00', paymentMethod: methodId, file: picture });
    const sameFile = await uploadDeposit(player.client, stack.baseUrl, { amount: '15.00', paymentMethod: methodId, file: picture });
    // The same pixels saved with other PNG settings: another file, the same picture.
    const resaved = pngImage(200, 0);
    const samePicture = await uploadDeposit(player.client, stack.baseUrl, { amount: '15.00', paymentMethod: methodId, file: resaved });
    expect([first.status, sameFile.status, samePicture.status]).toEqual([201, 201, 201]);
    const list = (await admin.client.send('GET', '/api/admin/deposits')).body as unknown as Array<{ id: string; screenshotDuplicates: Array<{ depositId: string; match: string }> }>;
    const flags = (id: unknown) => list.find((deposit) => deposit.id === id)?.screenshotDuplicates;
    expect(flags(sameFile.body.id)).toEqual(expect.arrayContaining([{ depositId: first.body.id, match: 'same_file' }]));
    expect(flags(samePicture.body.id)).toEqual(expect.arrayContaining([{ depositId: first.body.id, match: 'same_image' }]));
    // Players never see the flag.
    expect((await player.client.send('GET', '/api/deposits')).body).toEqual(expect.arrayContaining([expect.not.objectContaining({ screenshotDuplicates: expect.anything() })]));
  });

  it('returns the first deposit for a resent upload with the same Idempotency-Key', async () => {
    const player = await signUp(stack);
    const file = freshPng();
    const send = () => uploadDeposit(player.client, stack.baseUrl, { amount: '12.00', paymentMethod: methodId, file }, { 'idempotency-key': 'deposit-key-0001' });
    const [first, second] = [await send(), await send()];
    expect(first).toMatchObject({ status: 201 });
    expect(second.body.id).toBe(first.body.id);
    expect(((await player.client.send('GET', '/api/deposits')).body as unknown as unknown[]).length).toBe(1);
  });
});
