import { DepositUploadError, uploadDeposit } from './upload-deposit';

const screenshot = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
const upload = { amount: ' 50 ', paymentMethodId: 'pm-1', screenshot, idempotencyKey: 'key-123456' };

function answering(status: number, body: unknown): { fetchImpl: typeof fetch; calls: Array<[RequestInfo | URL, RequestInit | undefined]> } {
  const calls: Array<[RequestInfo | URL, RequestInit | undefined]> = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push([input, init]);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, calls };
}

describe('deposit upload (POST /api/deposits)', () => {
  it('posts the three multipart fields with the session cookie', async () => {
    const { fetchImpl, calls } = answering(201, { id: 'd-1', status: 'pending' });
    await expect(uploadDeposit(upload, fetchImpl)).resolves.toEqual({ id: 'd-1' });
    const [url, init] = calls[0] ?? [];
    expect(url).toBe('/api/deposits');
    expect(init?.credentials).toBe('include');
    const form = init?.body as FormData;
    expect(form.get('amount')).toBe('50');
    expect(form.get('paymentMethod')).toBe('pm-1');
    expect((form.get('screenshot') as File).name).toBe('proof.png');
  });

  it("raises the server's message and code", async () => {
    const { fetchImpl } = answering(400, { message: 'Amount must be at least 10.00', code: 'BAD_USER_INPUT' });
    await expect(uploadDeposit(upload, fetchImpl)).rejects.toMatchObject({ message: 'Amount must be at least 10.00', code: 'BAD_USER_INPUT', status: 400 });
  });

  it('names an unreachable server NETWORK', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(uploadDeposit(upload, failing)).rejects.toBeInstanceOf(DepositUploadError);
    await expect(uploadDeposit(upload, failing)).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
