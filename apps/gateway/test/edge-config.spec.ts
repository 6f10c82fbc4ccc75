import { loadGatewayConfig, schemaHintsEnabled } from '../src/config';
import { isCrossOrigin } from '../src/rest/same-origin';

const secret = 'edge-config-test-secret-long-enough-000';

describe('introspection and schema hints', () => {
  it('are off when NODE_ENV is unset, as on a bare `node main.js` in production', () => {
    expect(schemaHintsEnabled(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret }))).toBe(false);
    expect(schemaHintsEnabled(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret, NODE_ENV: 'production' }))).toBe(false);
  });

  it('are on in development and test, or when asked for explicitly', () => {
    expect(schemaHintsEnabled(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret, NODE_ENV: 'development' }))).toBe(true);
    expect(schemaHintsEnabled(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret, NODE_ENV: 'test' }))).toBe(true);
    expect(schemaHintsEnabled(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret, GRAPHQL_INTROSPECTION: 'true' }))).toBe(true);
    expect(schemaHintsEnabled(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret, NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' }))).toBe(false);
  });
});

describe('trusted origins', () => {
  it('are read as a comma-separated list of bare origins', () => {
    expect(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret }).TRUSTED_ORIGINS).toEqual([]);
    expect(loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret, TRUSTED_ORIGINS: 'https://a.example, https://b.example:8443' }).TRUSTED_ORIGINS).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => loadGatewayConfig({ INTERNAL_AUTH_SECRET: secret, TRUSTED_ORIGINS: 'https://a.example/path' })).toThrow(/TRUSTED_ORIGINS/);
  });
});

describe('cross-origin decision', () => {
  const own = 'http://127.0.0.1:3000';
  const none = new Set<string>();
  const decide = (origin: string | undefined, fetchSite: string | undefined, trusted = none) => isCrossOrigin({ origin, fetchSite, ownOrigin: own }, trusted);

  it('refuses sibling and foreign origins by either header', () => {
    expect(decide('http://evil.example', undefined)).toBe(true);
    expect(decide('http://127.0.0.1:4000', undefined)).toBe(true);
    expect(decide('null', undefined)).toBe(true);
    expect(decide(undefined, 'same-site')).toBe(true);
    expect(decide(undefined, 'cross-site')).toBe(true);
    expect(decide(own, 'same-site')).toBe(true);
  });

  it('accepts its own origin, a trusted one, a user-typed request and clients that send neither header', () => {
    expect(decide(own, undefined)).toBe(false);
    expect(decide(own, 'same-origin')).toBe(false);
    expect(decide('http://localhost:5173', 'same-origin')).toBe(false);
    expect(decide(undefined, 'none')).toBe(false);
    expect(decide(undefined, undefined)).toBe(false);
    expect(decide('https://jackpot.example.com', 'cross-site', new Set(['https://jackpot.example.com']))).toBe(false);
  });
});
