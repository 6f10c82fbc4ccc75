import { BACKGROUND_MAX_BYTES, BackgroundUploadError, backgroundFileProblem, uploadBackground } from './upload-background';

const image = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'nebula.png', { type: 'image/png' });

function answering(status: number, body: unknown) {
  const calls: Array<[RequestInfo | URL, RequestInit | undefined]> = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push([input, init]);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, calls };
}

describe('login background upload (POST /api/admin/upload-background)', () => {
  it('posts the image as multipart with the session cookie and returns the url', async () => {
    const { fetchImpl, calls } = answering(201, { id: 'a', url: '/api/login-background/image/a' });
    await expect(uploadBackground(image, fetchImpl)).resolves.toBe('/api/login-background/image/a');
    const [url, init] = calls[0] ?? [];
    expect(url).toBe('/api/admin/upload-background');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(((init?.body as FormData).get('image') as File).name).toBe('nebula.png');
  });

  it("raises the server's message and code", async () => {
    const { fetchImpl } = answering(400, { message: 'The background must be a PNG, JPG or GIF image', code: 'BAD_USER_INPUT' });
    await expect(uploadBackground(image, fetchImpl)).rejects.toMatchObject({ message: 'The background must be a PNG, JPG or GIF image', code: 'BAD_USER_INPUT' });
  });

  it('names a refused session and an unreachable server', async () => {
    await expect(uploadBackground(image, answering(401, 'nope').fetchImpl)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(uploadBackground(image, failing)).rejects.toBeInstanceOf(BackgroundUploadError);
    await expect(uploadBackground(image, failing)).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('checks the file before sending: PNG, JPG or GIF, under 10 MB', () => {
    expect(backgroundFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(backgroundFileProblem({ type: 'image/gif', size: BACKGROUND_MAX_BYTES - 1 })).toBeNull();
    expect(backgroundFileProblem({ type: 'image/jpeg', size: BACKGROUND_MAX_BYTES })).toBe('admin.background.error.size');
    expect(backgroundFileProblem({ type: 'image/webp', size: 1024 })).toBe('admin.background.error.type');
    expect(backgroundFileProblem({ type: 'image/svg+xml', size: 1024 })).toBe('admin.background.error.type');
  });
});
