/**
 * docker/compose.yaml and docker/Dockerfile, read as files (no Docker engine
 * here): every service of the repository is in the compose file, with the
 * port, connections and variables its config expects.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { hasDatabase, listServices, repoRoot, serviceConfig } from './support/repo';

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
  read_only?: boolean;
  tmpfs?: string[];
}

const composeText = readFileSync(join(repoRoot, 'docker', 'compose.yaml'), 'utf8');
// Compose resolves YAML merge keys (<<); so does the parser with merge: true.
const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
const dockerfile = readFileSync(join(repoRoot, 'docker', 'Dockerfile'), 'utf8');
const infrastructure = ['postgres', 'redis', 'nats'];

/** `${NAME:-default}` → default, as compose fills an unset variable. */
function withDefaults(text: string): string {
  return text.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
}

function service(name: string): ComposeService {
  const entry = compose.services[name];
  if (!entry) throw new Error(`docker/compose.yaml has no service ${name}`);
  return entry;
}

describe('docker/compose.yaml', () => {
  it('brings up PostgreSQL, Redis and NATS with JetStream, each with a healthcheck', () => {
    for (const name of infrastructure) expect(service(name).healthcheck?.test?.length).toBeGreaterThan(0);
    expect(service('nats').command).toContain('-js');
  });

  it('has exactly the repository services besides the infrastructure', () => {
    const names = Object.keys(compose.services).filter((name) => !infrastructure.includes(name));
    expect(names.sort()).toEqual(listServices());
  });

  it.each(listServices())('%s: built from the one Dockerfile, read-only, healthy on /readyz', (name) => {
    const entry = service(name);
    expect(entry.build).toEqual({ context: '..', dockerfile: 'docker/Dockerfile', args: { SERVICE: name } });
    expect(entry.read_only).toBe(true);
    expect(entry.tmpfs).toContain('/tmp');
    expect(entry.healthcheck?.test?.join(' ')).toContain('/readyz');
    for (const infra of infrastructure) expect(entry.depends_on?.[infra]?.condition).toBe('service_healthy');
  });

  it.each(listServices())('%s: its config knows every variable, on its own port and database', (name) => {
    const config = serviceConfig(name);
    const environment = service(name).environment ?? {};
    const unknown = Object.keys(environment).filter((variable) => !config.variables.has(variable));
    expect(unknown).toEqual([]);
    expect(environment.PORT).toBe(String(config.defaultPort));
    expect(environment.HOST).toBe('0.0.0.0');
    expect(environment.NATS_URL).toBe('nats://nats:4222');
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
    expect(withDefaults(environment.INTERNAL_AUTH_SECRET ?? '').length).toBeGreaterThanOrEqual(32);
    if (hasDatabase(name)) {
      expect(withDefaults(environment.DATABASE_URL ?? '')).toMatch(new RegExp(`^postgres://[^@]+@postgres:5432/nova_${name}$`));
    } else {
      expect(environment.DATABASE_URL).toBeUndefined();
    }
  });

  it('points the gateway at every subgraph it reads, and waits for them', () => {
    const gateway = service('gateway');
    const subgraphUrls = [...serviceConfig('gateway').variables].filter((variable) => /^[A-Z]+_URL$/.test(variable) && !['NATS_URL', 'REDIS_URL', 'DATABASE_URL'].includes(variable));
    expect(subgraphUrls.length).toBeGreaterThan(0);
    for (const variable of subgraphUrls) {
      const target = variable.replace(/_URL$/, '').toLowerCase();
      expect(gateway.environment?.[variable]).toBe(`http://${target}:${serviceConfig(target).defaultPort}/graphql`);
      expect(gateway.depends_on?.[target]?.condition).toBe('service_healthy');
    }
    expect(gateway.ports).toEqual([`${serviceConfig('gateway').defaultPort}:${serviceConfig('gateway').defaultPort}`]);
  });

  it('uses no compose variable other than its documented ones', () => {
    const variables = new Set([...composeText.matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]));
    expect([...variables].sort()).toEqual(['ADMIN_PASSWORD', 'ADMIN_USERNAME', 'INTERNAL_AUTH_SECRET', 'LOG_LEVEL', 'NOTIFICATIONS_ENCRYPTION_KEY', 'POSTGRES_PASSWORD']);
  });
});

describe('docker/Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages[stages.length - 1] ?? '';

  it('builds in stages and runs the bundle as an unprivileged numeric user', () => {
    expect(stages.map((stage) => stage.split('\n')[0])).toEqual(['${NODE_IMAGE} AS deps', 'deps AS build', '${NODE_IMAGE} AS runtime']);
    // The supported Node (package.json engines), and no `# syntax=` line (BuildKit would pull it).
    const engines = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const major = /^ARG NODE_IMAGE=node:(\d+)-bookworm-slim$/m.exec(dockerfile)?.[1];
    expect(engines).toBe(`>=${major}`);
    expect(dockerfile).not.toMatch(/^# *syntax *=/m);
    expect(runtime).toMatch(/^USER 1000:1000$/m);
    expect(runtime).toMatch(/^CMD \["node", "main\.js"\]$/m);
    expect(runtime).toContain('HOST=0.0.0.0');
    expect(runtime).not.toMatch(/npm ci|vite|tsx/);
  });

  it('bundles with docker/bundle.mjs and installs only production packages', () => {
    expect(dockerfile).toContain('node docker/bundle.mjs "${SERVICE}" /out');
    expect(dockerfile).toContain('npm install --omit=dev');
  });

  it('leaves installed packages and local data out of the build context', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', '.env']) expect(ignored).toContain(entry);
    // npm ci needs every workspace of the lock file in the context.
    expect(ignored).not.toContain('tests');
  });
});
