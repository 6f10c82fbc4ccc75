import { createServer } from 'node:net';
import { createRedisStore, isAppError } from '../src';

/** A port nobody listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('Redis store out of reach', () => {
  it('answers UNAVAILABLE (503, try again), not an internal error, and keeps the process alive', async () => {
    const store = createRedisStore({ url: `redis://127.0.0.1:${await closedPort()}`, prefix: 'unreachable' });
    try {
      const failure = await store.get('session:any').then(
        () => null,
        (error: unknown) => error,
      );
      expect(isAppError(failure) && failure.code).toBe('UNAVAILABLE');
      expect(isAppError(failure) && failure.status).toBe(503);
    } finally {
      store.client.disconnect(); // quit() would wait for a connection that never comes
    }
  });
});
