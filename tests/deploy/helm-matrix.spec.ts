/**
 * The chart through the real helm 3 over a matrix of values: every case must
 * pass `helm lint --strict`, render with `helm template`, and give objects
 * that pass both offline validators (kubernetes-models schemas, and
 * kubernetes-types through tsc for unknown fields and removed API versions).
 * Broken values must be refused.
 */
import { join } from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IIngress, INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { checkChart, type ChartCheck } from './support/chart-checks';
import type { HelmOptions } from './support/helm';
import { typeCheckManifests } from './support/manifest-types';
import { chartDir, listServices, repoRoot } from './support/repo';
import type { Values } from './support/values';

/** The rendered object of a kind whose name ends with `suffix` (already validated). */
function find<T>(check: ChartCheck | undefined, kind: string, suffix = ''): T {
  const object = check?.objects.find((candidate) => candidate.kind === kind && String((candidate.metadata as Values).name).endsWith(suffix));
  if (!object) throw new Error(`no ${kind} *${suffix}`);
  return object as unknown as T;
}

const subgraphs = listServices().filter((name) => name !== 'gateway');

const external: Values = {
  postgresql: { external: { host: 'pg.example.internal', port: 6432, username: 'app', existingSecret: 'pg', sslmode: 'verify-full' } },
  nats: { external: { url: 'tls://nats.example.internal:4222' } },
  redis: { external: { existingSecret: 'redis', url: '' } },
  internalAuth: { existingSecret: 'internal' },
};

const cases: Record<string, HelmOptions> = {
  defaults: {},
  production: { valuesFiles: [join(chartDir, 'ci', 'production-values.yaml')] },
  'production with HA PostgreSQL, NATS and Redis': { valuesFiles: [join(chartDir, 'ci', 'production-values.yaml'), join(chartDir, 'ci', 'ha-values.yaml')] },
  'staging overlay values': { valuesFiles: [join(repoRoot, 'k8s', 'overlays', 'staging', 'values.yaml')] },
  'production overlay values': { valuesFiles: [join(repoRoot, 'k8s', 'overlays', 'production', 'values.yaml')] },
  'fixed replicas': {
    values: { services: Object.fromEntries(listServices().map((name) => [name, { replicas: 3, autoscaling: { enabled: false }, pdb: { enabled: false } }])) },
  },
  'ingress with TLS': { values: { ingress: { hosts: [{ host: 'a.example.com' }, { host: 'b.example.com' }], tls: [{ secretName: 'tls', hosts: ['a.example.com', 'b.example.com'] }] } } },
  'ingress without the nginx annotation': { values: { ingress: { className: '', proxyBodySize: '' } } },
  'external PostgreSQL, NATS and Redis': { values: external },
  'no ingress, network policies, migrations or service account': {
    values: { ingress: { enabled: false }, networkPolicy: { enabled: false }, migrations: { enabled: false }, serviceAccount: { create: false } },
  },
  'gateway disabled': { values: { ingress: { enabled: false }, services: { gateway: { enabled: false } } } },
  'mail through an SMTP server (URL in the chart Secret)': { values: { mail: { smtpUrl: 'smtp://mailer:secret@smtp.example.com:587', publicUrl: 'https://jackpot.example.org' } } },
  'mail through an SMTP server (URL in an existing Secret)': { values: { mail: { existingSecret: 'mail', existingSecretUrlKey: 'url' } } },
  'web push keys in the chart Secret': {
    values: { webPush: { publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', privateKey: 'tUxbf-Mlf4I4YLF5M4YvbNQC3eEFDfVnCkKmhhVyJmM' } },
  },
  'web push keys in an existing Secret': { values: { webPush: { existingSecret: 'vapid', subject: 'https://jackpot.example.org/contact' } } },
  ...Object.fromEntries(subgraphs.map((name) => [
    `${name} disabled, run elsewhere`,
    { values: { services: { [name]: { enabled: false, externalUrl: `https://${name}.example.com/graphql` } } } },
  ])),
};

const broken: [string, Values, RegExp][] = [
  ['a subgraph disabled without an external URL', { services: { content: { enabled: false } } }, /services\.content is disabled, but the gateway federates it/],
  ['a mistyped key', { services: { wallet: { replicaz: 3 } } }, /replicaz/],
  ['an internal secret shorter than 32 characters', { internalAuth: { secret: 'short' } }, /internalAuth/],
  ['a port out of range', { services: { wallet: { port: 70000 } } }, /port/],
  ['a bad proxy body size', { ingress: { proxyBodySize: 'lots' } }, /proxyBodySize/],
  ['ingress with no public service', { services: { gateway: { public: false } } }, /public: true/],
  ['an SMTP URL of another scheme', { mail: { smtpUrl: 'http://smtp.example.com' } }, /smtpUrl/],
  ['a VAPID private key that is not one', { webPush: { privateKey: 'not a key' } }, /privateKey/],
  ['a VAPID private key without its public key', { webPush: { privateKey: 'tUxbf-Mlf4I4YLF5M4YvbNQC3eEFDfVnCkKmhhVyJmM' } }, /webPush\.publicKey is required/],
];

describe('the chart through helm 3 (lint --strict, template) and both validators', () => {
  const results: Record<string, ChartCheck> = {};
  let typeErrors: Record<string, string[]>;

  beforeAll(() => {
    for (const [name, options] of Object.entries(cases)) results[name] = checkChart(chartDir, options);
    typeErrors = typeCheckManifests(Object.fromEntries(Object.entries(results).map(([name, result]) => [name, result.objects])));
  });

  it.each(Object.keys(cases))('passes with %s', (name) => {
    const result = results[name];
    expect(result?.problems).toEqual([]);
    expect(result?.objects.length).toBeGreaterThan(0);
    expect(typeErrors[name]).toEqual([]);
  });

  it('points the gateway at a subgraph run elsewhere', () => {
    const objects = results['content disabled, run elsewhere']?.objects ?? [];
    const gateway = find<IDeployment>(results['content disabled, run elsewhere'], 'Deployment', '-gateway');
    const env = gateway.spec?.template.spec?.containers[0]?.env ?? [];
    expect(env.find((variable) => variable.name === 'CONTENT_URL')?.value).toBe('https://content.example.com/graphql');
    expect(objects.filter((object) => String((object.metadata as Values).name).includes('content'))).toEqual([]);
  });

  it('gives identity alone the SMTP URL, by reference to a Secret, with the sender and public address', () => {
    const identity = find<IDeployment>(results['mail through an SMTP server (URL in the chart Secret)'], 'Deployment', '-identity');
    const env = identity.spec?.template.spec?.containers[0]?.env ?? [];
    expect(env.find((variable) => variable.name === 'SMTP_URL')?.valueFrom?.secretKeyRef).toMatchObject({ key: 'SMTP_URL' });
    expect(env.find((variable) => variable.name === 'PUBLIC_URL')?.value).toBe('https://jackpot.example.org');
    expect(env.find((variable) => variable.name === 'MAIL_FROM')?.value).toContain('Nova Jackpot');
    const wallet = find<IDeployment>(results['mail through an SMTP server (URL in the chart Secret)'], 'Deployment', '-wallet');
    expect((wallet.spec?.template.spec?.containers[0]?.env ?? []).some((variable) => variable.name === 'SMTP_URL')).toBe(false);
    const existing = find<IDeployment>(results['mail through an SMTP server (URL in an existing Secret)'], 'Deployment', '-identity');
    expect((existing.spec?.template.spec?.containers[0]?.env ?? []).find((variable) => variable.name === 'SMTP_URL')?.valueFrom?.secretKeyRef).toEqual({ name: 'mail', key: 'url' });
    // Without an SMTP URL, mail stays in identity's local outbox: no SMTP_URL at all.
    const plain = find<IDeployment>(results.defaults, 'Deployment', '-identity');
    expect((plain.spec?.template.spec?.containers[0]?.env ?? []).some((variable) => variable.name === 'SMTP_URL')).toBe(false);
  });

  it('gives notifications alone the VAPID pair, by reference to a Secret, and the subject', () => {
    const envOf = (check: ChartCheck | undefined, suffix: string) => find<IDeployment>(check, 'Deployment', suffix).spec?.template.spec?.containers[0]?.env ?? [];
    const inChart = envOf(results['web push keys in the chart Secret'], '-notifications');
    expect(inChart.find((variable) => variable.name === 'VAPID_PRIVATE_KEY')?.valueFrom?.secretKeyRef).toMatchObject({ key: 'VAPID_PRIVATE_KEY' });
    expect(inChart.find((variable) => variable.name === 'VAPID_PUBLIC_KEY')?.valueFrom?.secretKeyRef).toMatchObject({ key: 'VAPID_PUBLIC_KEY' });
    expect(JSON.stringify(inChart)).not.toContain('tUxbf');
    expect(envOf(results['web push keys in the chart Secret'], '-wallet').some((variable) => variable.name.startsWith('VAPID_'))).toBe(false);
    const existing = envOf(results['web push keys in an existing Secret'], '-notifications');
    expect(existing.find((variable) => variable.name === 'VAPID_PRIVATE_KEY')?.valueFrom?.secretKeyRef).toEqual({ name: 'vapid', key: 'VAPID_PRIVATE_KEY' });
    expect(existing.find((variable) => variable.name === 'VAPID_SUBJECT')?.value).toBe('https://jackpot.example.org/contact');
    // Without keys the service makes its own pair: no key variables at all.
    expect(envOf(results.defaults, '-notifications').some((variable) => variable.name === 'VAPID_PRIVATE_KEY')).toBe(false);
  });

  it('admits nobody but monitoring to the subgraphs when the gateway is disabled', () => {
    const wallet = find<INetworkPolicy>(results['gateway disabled'], 'NetworkPolicy', '-wallet');
    const rules = wallet.spec?.ingress ?? [];
    expect(rules.length).toBeGreaterThan(0);
    // A rule without `from` would admit every source.
    for (const rule of rules) expect(rule.from?.length).toBeGreaterThan(0);
  });

  it('drops the nginx body-size annotation when proxyBodySize is empty, and keeps it by default', () => {
    const ingressOf = (name: string) => find<IIngress>(results[name], 'Ingress');
    expect(ingressOf('defaults').metadata?.annotations).toEqual({ 'nginx.ingress.kubernetes.io/proxy-body-size': '12m' });
    expect(ingressOf('ingress without the nginx annotation').metadata?.annotations).toBeUndefined();
  });

  it.each(broken)('refuses %s', (_label, values, message) => {
    const { problems } = checkChart(chartDir, { values });
    expect(problems.join('\n')).toMatch(message);
  });
});
