/**
 * The Helm chart, rendered by the real helm (`helm template`) for the
 * default values and for ci/production-values.yaml: every object checked
 * against the Kubernetes schemas, then the rules the chart promises.
 * helm-matrix.spec.ts lints and renders many more values combinations.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IContainer } from 'kubernetes-models/v1';
import { isMap, type Values } from './support/values';
import { envValue, onlyContainer, podSpec, renderValidated, type RenderedChart } from './support/rendered';
import { chartDir, hasDatabase, listServices, repoRoot, serviceConfig } from './support/repo';

const release = 'nova';
const fullname = 'nova-nova-jackpot';
const productionValues = join(chartDir, 'ci', 'production-values.yaml');

interface ServiceValues {
  enabled: boolean;
  port: number;
  public: boolean;
  subgraph: boolean;
  database: boolean;
  autoscaling: { enabled: boolean };
  pdb: { enabled: boolean };
}

function servicesOf(values: Values): Record<string, ServiceValues> {
  const services = values.services;
  if (!isMap(services)) throw new Error('values have no services map');
  return services as Record<string, ServiceValues>;
}

/** Env vars the chart adds that no service reads (inputs of $(VAR) expansion). */
const chartOnlyVariables = new Set(['PG_PASSWORD']);

function expectHardened(workload: IDeployment | IJob, container: IContainer): void {
  const pod = podSpec(workload);
  expect(pod.securityContext?.runAsNonRoot).toBe(true);
  expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
  expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
  expect(pod.automountServiceAccountToken).toBe(false);
  expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
  expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
  expect(container.securityContext?.capabilities?.drop).toContain('ALL');
  expect(container.securityContext?.capabilities?.add ?? []).toEqual([]);
  // The only writable path: /tmp on an emptyDir.
  const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
  expect(pod.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
  for (const kind of ['requests', 'limits'] as const) {
    expect(container.resources?.[kind]?.cpu).toBeDefined();
    expect(container.resources?.[kind]?.memory).toBeDefined();
  }
}

function expectEnvKnownTo(service: string, container: IContainer): void {
  const known = serviceConfig(service).variables;
  const names = (container.env ?? []).map((variable) => variable.name);
  expect(new Set(names).size).toBe(names.length);
  const unknown = names.filter((name) => !known.has(name) && !chartOnlyVariables.has(name));
  expect({ service, unknown }).toEqual({ service, unknown: [] });
}

describe.each([
  ['default values', [] as string[]],
  ['production values', [productionValues]],
])('the chart with %s', (_label, valuesFiles) => {
  let chart: RenderedChart;
  let services: Record<string, ServiceValues>;
  let enabled: string[];
  const objectName = (service: string) => `${fullname}-${service}`;

  beforeAll(() => {
    chart = renderValidated({ valuesFiles, releaseName: release });
    services = servicesOf(chart.values);
    enabled = Object.keys(services).filter((name) => services[name]?.enabled);
  });

  it('renders objects that all pass the Kubernetes schemas, with unique names per kind', () => {
    expect(chart.objects.length).toBeGreaterThan(0);
    const keys = chart.objects.map((object) => `${String(object.kind)}/${String((object.metadata as Values).name)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.split('/')[1]?.length ?? 0).toBeLessThanOrEqual(63);
  });

  it('has a values block for every service in the repository, with its config default port', () => {
    expect(Object.keys(services).sort()).toEqual(listServices());
    for (const service of listServices()) {
      expect({ service, port: services[service]?.port }).toEqual({ service, port: serviceConfig(service).defaultPort });
      expect({ service, database: services[service]?.database }).toEqual({ service, database: hasDatabase(service) });
    }
  });

  it('gives every enabled service a Deployment, Service, HPA and PDB that point at each other', () => {
    for (const service of enabled) {
      const name = objectName(service);
      const deployment = chart.named('Deployment', name);
      const svc = chart.named('Service', name);
      expect(deployment).toBeDefined();
      expect(svc).toBeDefined();
      const podLabels = deployment?.spec?.template.metadata?.labels ?? {};
      expect(deployment?.spec?.selector.matchLabels).toEqual(expect.objectContaining({ 'app.kubernetes.io/component': service }));
      for (const selector of [deployment?.spec?.selector.matchLabels ?? {}, svc?.spec?.selector ?? {}]) {
        expect(podLabels).toEqual(expect.objectContaining(selector));
      }
      expect(svc?.spec?.ports?.[0]?.port).toBe(services[service]?.port);
      expect(onlyContainer(deployment as IDeployment).ports?.[0]?.containerPort).toBe(services[service]?.port);
      // Metrics on their own named port, on the pod and the Service.
      const metricsPort = (chart.values.metrics as { port: number }).port;
      expect(svc?.spec?.ports?.find((port) => port.name === 'metrics')).toMatchObject({ port: metricsPort, targetPort: 'metrics' });
      expect(onlyContainer(deployment as IDeployment).ports?.find((port) => port.name === 'metrics')?.containerPort).toBe(metricsPort);
      expect(metricsPort).not.toBe(services[service]?.port);

      const hpa = chart.named('HorizontalPodAutoscaler', name);
      if (services[service]?.autoscaling.enabled) {
        expect(hpa?.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
        expect(deployment?.spec?.replicas).toBeUndefined(); // the HPA owns the count
      } else {
        expect(hpa).toBeUndefined();
      }
      const pdb = chart.named('PodDisruptionBudget', name);
      if (services[service]?.pdb.enabled) expect(podLabels).toEqual(expect.objectContaining(pdb?.spec?.selector?.matchLabels));
    }
  });

  it('runs every service container hardened, probed on /readyz and /healthz, with resources', () => {
    for (const deployment of chart.ofKind('Deployment')) {
      const container = onlyContainer(deployment);
      expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container.readinessProbe?.httpGet?.port).toBe(container.ports?.[0]?.name);
      expectHardened(deployment, container);
    }
  });

  it('sets only variables the services read, and the connections each needs', () => {
    for (const service of enabled) {
      const container = onlyContainer(chart.named('Deployment', objectName(service)) as IDeployment);
      expectEnvKnownTo(service, container);
      expect(envValue(container, 'PORT')).toBe(String(services[service]?.port));
      expect(envValue(container, 'HOST')).toBe('0.0.0.0');
      expect(envValue(container, 'METRICS_HOST')).toBe('0.0.0.0');
      expect(envValue(container, 'METRICS_PORT')).toBe(String((chart.values.metrics as { port: number }).port));
      expect(envValue(container, 'NATS_URL')).toMatch(/^nats:\/\//);
      for (const secret of ['INTERNAL_AUTH_SECRET', 'REDIS_URL']) {
        expect(container.env?.find((variable) => variable.name === secret)?.valueFrom?.secretKeyRef?.name).toBeTruthy();
      }
      const databaseUrl = envValue(container, 'DATABASE_URL');
      if (services[service]?.database) {
        // Put together by Kubernetes from the password Secret: nothing secret in the spec.
        expect(databaseUrl).toMatch(new RegExp(`^postgres://[^:]+:\\$\\(PG_PASSWORD\\)@[^/]+/\\w+_${service}(\\?.*)?$`));
        const names = (container.env ?? []).map((variable) => variable.name);
        expect(names.indexOf('PG_PASSWORD')).toBeLessThan(names.indexOf('DATABASE_URL'));
      } else {
        expect(databaseUrl).toBeUndefined();
      }
    }
  });

  it('points the gateway at every enabled subgraph it knows', () => {
    const gateway = onlyContainer(chart.named('Deployment', objectName('gateway')) as IDeployment);
    const gatewayVariables = serviceConfig('gateway').variables;
    for (const service of enabled.filter((name) => services[name]?.subgraph)) {
      const variable = `${service.toUpperCase()}_URL`;
      expect(gatewayVariables.has(variable)).toBe(true);
      expect(envValue(gateway, variable)).toBe(`http://${objectName(service)}:${services[service]?.port}/graphql`);
    }
  });

  it('migrates every database service in a pre-install/pre-upgrade Job, after its Secret exists', () => {
    const jobs = chart.ofKind('Job');
    const databaseServices = enabled.filter((name) => services[name]?.database);
    expect(jobs.map((job) => job.metadata?.name).sort()).toEqual(databaseServices.map((name) => `${objectName(name)}-migrate`).sort());
    for (const service of databaseServices) {
      // A declared service: the image's migrate.js runs its declaration's migrations (docker/bundle.mjs).
      expect(existsSync(join(repoRoot, 'apps', service, 'src', 'service.ts'))).toBe(true);
      const job = chart.named('Job', `${objectName(service)}-migrate`) as IJob;
      expect(job.metadata?.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
      const container = onlyContainer(job);
      expect(container.command).toEqual(['node', 'migrate.js']);
      expect(container.image).toBe(onlyContainer(chart.named('Deployment', objectName(service)) as IDeployment).image);
      expect(envValue(container, 'DATABASE_URL')).toBeDefined();
      expectEnvKnownTo(service, container);
      expectHardened(job, container);
      // The Service must never select a migration pod.
      expect(job.spec?.template.metadata?.labels?.['app.kubernetes.io/component']).toBe(`${service}-migrate`);
    }
    for (const secret of chart.ofKind('Secret')) {
      expect(Number(secret.metadata?.annotations?.['helm.sh/hook-weight'])).toBeLessThan(0);
    }
  });

  it('exposes only the gateway\'s http port through the Ingress, never a metrics port', () => {
    const [ingress, ...others] = chart.ofKind('Ingress');
    expect(others).toHaveLength(0);
    for (const rule of ingress?.spec?.rules ?? []) {
      for (const path of rule.http?.paths ?? []) {
        expect(path.backend.service?.name).toBe(objectName('gateway'));
        expect(path.backend.service?.port).toEqual({ name: 'http' });
      }
    }
  });

  it('points Prometheus annotations at the metrics port, not the public one', () => {
    for (const deployment of chart.ofKind('Deployment')) {
      const annotations = deployment.spec?.template.metadata?.annotations ?? {};
      expect(annotations['prometheus.io/port']).toBe(String((chart.values.metrics as { port: number }).port));
      expect(annotations['prometheus.io/path']).toBe('/metrics');
    }
  });

  it('denies ingress by default and lets in only the ingress controller, the gateway and monitoring', () => {
    const policies = chart.ofKind('NetworkPolicy');
    const denyAll = policies.find((policy) => policy.metadata?.name === `${fullname}-default-deny-ingress`);
    expect(denyAll?.spec?.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/instance': release });
    expect(denyAll?.spec?.policyTypes).toEqual(['Ingress']);
    expect(denyAll?.spec?.ingress).toBeUndefined();
    for (const service of enabled) {
      const policy = chart.named('NetworkPolicy', objectName(service));
      const [callers, monitoring, ...rest] = policy?.spec?.ingress ?? [];
      expect(rest).toHaveLength(0);
      expect(monitoring?.from?.[0]?.namespaceSelector?.matchLabels).toBeDefined();
      // Monitoring reaches the metrics port only; callers the http port only.
      expect(monitoring?.ports).toEqual([{ port: 'metrics', protocol: 'TCP' }]);
      expect(callers?.ports).toEqual([{ port: 'http', protocol: 'TCP' }]);
      if (services[service]?.public) {
        expect(callers?.from).toEqual([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }]);
      } else {
        const from = callers?.from?.map((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/component']);
        expect(from).toEqual(['gateway']);
      }
    }
  });
});

describe('the chart with production values', () => {
  it('writes no credentials: every one comes from an existing Secret', () => {
    const chart = renderValidated({ valuesFiles: [productionValues] });
    expect(chart.ofKind('Secret')).toEqual([]);
    expect(chart.ofKind('Ingress')[0]?.spec?.tls?.length).toBeGreaterThan(0);
    const identity = onlyContainer(chart.named('Deployment', `${fullname}-identity`) as IDeployment);
    expect(identity.image).toBe('registry.example.com/nova-jackpot/identity:0.1.0');
  });
});

describe('chart values', () => {
  it('drop a disabled service everywhere; the gateway reaches it at its external URL', () => {
    const externalUrl = 'https://payments.example.com/graphql';
    const chart = renderValidated({ values: { services: { payments: { enabled: false, externalUrl } } } });
    const names = chart.objects.map((object) => String((object.metadata as Values).name));
    expect(names.filter((name) => name.includes('payments'))).toEqual([]);
    const gateway = onlyContainer(chart.named('Deployment', `${fullname}-gateway`) as IDeployment);
    expect(envValue(gateway, 'PAYMENTS_URL')).toBe(externalUrl);
  });

  it('add a ServiceMonitor per service on the metrics port only when asked', () => {
    expect(renderValidated().ofKind('ServiceMonitor')).toEqual([]);
    const chart = renderValidated({ values: { metrics: { port: 9999, serviceMonitor: { enabled: true, interval: '15s', labels: { release: 'kube-prometheus' } } } } });
    const monitors = chart.ofKind('ServiceMonitor');
    const deployments = chart.ofKind('Deployment');
    expect(monitors.map((monitor) => monitor.metadata?.name).sort()).toEqual(deployments.map((deployment) => deployment.metadata?.name).sort());
    for (const monitor of monitors) {
      expect(monitor.metadata?.labels?.release).toBe('kube-prometheus');
      expect(monitor.spec?.endpoints).toEqual([{ port: 'metrics', path: '/metrics', interval: '15s' }]);
      const service = chart.named('Service', monitor.metadata?.name ?? '');
      expect(service?.metadata?.labels).toEqual(expect.objectContaining(monitor.spec?.selector?.matchLabels));
      expect(service?.spec?.ports?.find((port) => port.name === 'metrics')?.port).toBe(9999);
    }
  });

  it('give a fixed replica count when autoscaling is off', () => {
    const chart = renderValidated({ values: { services: { wallet: { replicas: 3, autoscaling: { enabled: false } } } } });
    expect(chart.named('Deployment', `${fullname}-wallet`)?.spec?.replicas).toBe(3);
    expect(chart.named('HorizontalPodAutoscaler', `${fullname}-wallet`)).toBeUndefined();
  });

  it('generate an internal auth secret of 48 characters when none is given', () => {
    const chart = renderValidated();
    const secret = chart.named('Secret', `${fullname}-credentials`);
    const value = Buffer.from(secret?.data?.INTERNAL_AUTH_SECRET ?? '', 'base64').toString('utf8');
    expect(value).toMatch(/^[A-Za-z0-9]{48}$/);
  });
});
