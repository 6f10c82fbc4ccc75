import { createServer, connect, type Socket } from 'node:net';
import { isAppError, openDb, type Db } from '../src';
import { createTestDatabase, silentLogger, type TestDatabase } from '../src/testing';

/**
 * A database server that stops taking connections (restart, "too many
 * clients") answers UNAVAILABLE (503, try again), not an internal error.
 * The pool reaches PostgreSQL through a small proxy that the test closes.
 */
describe('PostgreSQL out of reach', () => {
  let database: TestDatabase;
  let db: Db;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const target = new URL(database.url);
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });

  beforeAll(async () => {
    database = await createTestDatabase('pg_unreachable');
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const address = proxy.address();
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(typeof address === 'object' && address ? address.port : 0);
    db = await openDb({ service: 'pg_unreachable', databaseUrl: url.toString(), dataDir: 'memory://', logger: silentLogger() });
  });

  afterAll(async () => {
    await db.close().catch(() => undefined);
    await database.drop();
  });

  it('answers queries while reachable, then UNAVAILABLE for queries and transactions', async () => {
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    const codeOf = (error: unknown) => (isAppError(error) ? error.code : String(error));
    expect(codeOf(await db.query('SELECT 1').catch((error: unknown) => error))).toBe('UNAVAILABLE');
    expect(codeOf(await db.transaction((tx) => tx.query('SELECT 1')).catch((error: unknown) => error))).toBe('UNAVAILABLE');
  });
});
