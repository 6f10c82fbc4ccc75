/**
 * Three tiers (see docs/testing.md):
 * - unit: pure rules, no services (`*.spec.ts` / `*.spec.tsx`, not int/e2e);
 * - integration: real PostgreSQL, Redis and NATS (`*.int.spec.ts`);
 * - e2e: the whole app through a real browser (`tests/e2e/*.e2e.spec.ts`).
 */
const swc = ['@swc/jest', {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
}];

const shared = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  // ESM-only packages that must be transformed for jest's CommonJS runtime, and
  // PGlite, whose CommonJS build calls import() (fails without vm-modules).
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|icu-messageformat-parser|@electric-sql|@noble)/)'],
  moduleNameMapper: {
    // The web client's catalogues (apps/web/build/message-catalogues.ts) as their plain sources.
    '^virtual:messages/en-(first-screen|later)$': '<rootDir>/apps/web/src/i18n/messages/en.json',
    '^virtual:messages/(th|hi|bn|ar)$': '<rootDir>/apps/web/src/i18n/messages/$1.json',
    '^@nova/platform/testing$': '<rootDir>/libs/platform/src/testing/index.ts',
    '^@nova/platform/images$': '<rootDir>/libs/platform/src/images/index.ts',
    '^@nova/platform/mail$': '<rootDir>/libs/platform/src/mail/index.ts',
    '^@nova/platform/testing/smtp$': '<rootDir>/libs/platform/src/testing/smtp-inbox.ts',
    '^@nova/rules/(.+)$': '<rootDir>/libs/rules/src/$1.ts',
    '^@nova/contracts/(.+)$': '<rootDir>/libs/contracts/src/$1.ts',
    '^@nova/(platform|contracts|money|rules|verify)$': '<rootDir>/libs/$1/src/index.ts',
    '^@nova/(identity|wallet|draws|payments|content|notifications|gateway)$': '<rootDir>/apps/$1/src/index.ts',
  },
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      setupFilesAfterEnv: ['<rootDir>/tests/support/unit-timeout.ts'],
      // tests/deploy: the container, chart and manifest checks (no services needed).
      testMatch: ['<rootDir>/{apps,libs}/**/*.spec.{ts,tsx}', '<rootDir>/tests/deploy/**/*.spec.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.spec\\.ts$', '\\.e2e\\.spec\\.ts$'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs,tests}/**/*.int.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-timeout.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/e2e-timeout.ts'],
    },
  ],
};
