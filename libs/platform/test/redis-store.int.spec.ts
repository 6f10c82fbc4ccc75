import { Redis } from 'ioredis';
import { createRateLimiter, createRedisStore } from '../src';
import { deleteTestKeys, testEnv, testPrefix } from '../src/testing';
import { describeSessionContract } from './support/session-contract';
import { describeStoreContract } from './support/store-contract';

const env = testEnv();
const storePrefix = testPrefix('store');
const sessionPrefix = testPrefix('sessions');

describeStoreContract(
  'Redis store',
  async () => createRedisStore({ url: env.TEST_REDIS_URL, prefix: storePrefix }),
  () => deleteTestKeys(storePrefix),
);
describeSessionContract(
  'Redis store',
  async () => createRedisStore({ url: env.TEST_REDIS_URL, prefix: sessionPrefix }),
  () => deleteTestKeys(sessionPrefix),
);

describe('Redis store specifics', () => {
  const prefix = testPrefix('redis');
  const store = createRedisStore({ url: env.TEST_REDIS_URL, prefix });
  const raw = new Redis(env.TEST_REDIS_URL);
  afterAll(async () => {
    await store.close();
    await raw.quit();
    await deleteTestKeys(prefix);
  });

  it('stores every key under its prefix', async () => {
    await store.set('session:abc', 'x');
    expect(await raw.get(`${prefix}:session:abc`)).toBe('x');
    expect(await raw.get('session:abc')).toBeNull();
  });

  it('shares rate limits through Redis across limiter instances (replicas)', async () => {
    const options = { store, keyPrefix: 'login', points: 2, durationSeconds: 60 };
    const replicaA = createRateLimiter(options);
    const replicaB = createRateLimiter(options);
    await replicaA.consume('alice');
    await replicaB.consume('alice');
    await expect(replicaA.consume('alice')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await raw.exists(`${prefix}:rate:login:alice`)).toBe(1);
  });
});
