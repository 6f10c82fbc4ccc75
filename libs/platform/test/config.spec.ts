import { z } from 'zod';
import { baseConfigSchema, ConfigError, loadConfig, portSchema, redactConfig, secret } from '../src';

describe('loadConfig', () => {
  it('applies the shared defaults', () => {
    const config = loadConfig(baseConfigSchema, { INTERNAL_AUTH_SECRET: 'k'.repeat(32) });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: './.data',
      SUBJECT_PREFIX: 'nova',
      KEY_PREFIX: 'nova',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.NATS_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('lets a service extend the schema with its own port and variables', () => {
    const schema = baseConfigSchema.extend({ PORT: portSchema(4001), TELEGRAM_TOKEN: secret(z.string()).optional() });
    const secretEnv = { INTERNAL_AUTH_SECRET: 'k'.repeat(32) };
    expect(loadConfig(schema, secretEnv).PORT).toBe(4001);
    expect(loadConfig(schema, { ...secretEnv, PORT: '5005' }).PORT).toBe(5005);
  });

  it('names every bad or missing variable in one message', () => {
    const schema = baseConfigSchema.extend({ ADMIN_CHAT_ID: z.string() });
    let caught: unknown;
    try {
      loadConfig(schema, { PORT: 'abc', REDIS_URL: 'not a url', NODE_ENV: 'staging' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toMatch(/^Invalid configuration: /);
    for (const name of ['PORT', 'REDIS_URL', 'NODE_ENV', 'ADMIN_CHAT_ID', 'INTERNAL_AUTH_SECRET']) expect(message).toContain(`${name}:`);
  });

  it('can also carry a finished message (checks a service makes itself)', () => {
    const error = new ConfigError('Invalid configuration: IDENTITY_URL: required in stack mode');
    expect(error.message).toBe('Invalid configuration: IDENTITY_URL: required in stack mode');
    expect(error.problems).toHaveLength(1);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(baseConfigSchema, { DATABASE_URL: '', INTERNAL_AUTH_SECRET: 'k'.repeat(32) }).DATABASE_URL).toBeUndefined();
  });

  it('requires INTERNAL_AUTH_SECRET from the environment, at least 32 characters', () => {
    expect(() => loadConfig(baseConfigSchema, {})).toThrow(/INTERNAL_AUTH_SECRET/);
    expect(() => loadConfig(baseConfigSchema, { NODE_ENV: 'production' })).toThrow(/INTERNAL_AUTH_SECRET/);
    expect(() => loadConfig(baseConfigSchema, { NODE_ENV: 'production', INTERNAL_AUTH_SECRET: 'short' })).toThrow(
      /INTERNAL_AUTH_SECRET/,
    );
    const secretValue = 'x'.repeat(32);
    expect(loadConfig(baseConfigSchema, { NODE_ENV: 'production', INTERNAL_AUTH_SECRET: secretValue }).INTERNAL_AUTH_SECRET).toBe(
      secretValue,
    );
  });

  it('redacts secrets for logging', () => {
    const config = loadConfig(baseConfigSchema, {
      DATABASE_URL: 'postgres://user:pw@db:5432/identity',
      INTERNAL_AUTH_SECRET: 's'.repeat(40),
      NATS_URL: 'nats://nats:4222',
    });
    const redacted = redactConfig(config);
    expect(redacted.DATABASE_URL).toBe('***');
    expect(redacted.INTERNAL_AUTH_SECRET).toBe('***');
    expect(redacted.NATS_URL).toBe('nats://nats:4222');
    expect(redacted.REDIS_URL).toBeUndefined();
  });
});
