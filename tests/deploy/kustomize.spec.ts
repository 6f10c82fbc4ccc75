/**
 * k8s/: the cluster manifests and the staging and production overlays, built
 * by the real kustomize (`kubectl kustomize --enable-helm`, kustomize 5.6,
 * with helm 3 rendering the chart): every object passes both offline
 * validators, and the overlays change what they say they change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import { parse } from 'yaml';
import { kustomizeBuild } from './support/helm';
import { validateObject } from './support/k8s-models';
import { typeCheckManifests } from './support/manifest-types';
import { chartDir, listServices, repoRoot } from './support/repo';
import { chartValues, type Values } from './support/values';

const k8s = join(repoRoot, 'k8s');

function ofKind<T>(objects: Values[], kind: string): T[] {
  return objects.filter((object) => object.kind === kind) as unknown as T[];
}

function named<T extends { metadata?: { name?: string } }>(objects: T[], name: string): T | undefined {
  return objects.find((object) => object.metadata?.name === name);
}

describe('k8s/cluster', () => {
  it('holds a valid IngressClass for the class the chart uses', () => {
    const objects = kustomizeBuild(join(k8s, 'cluster'));
    for (const object of objects) validateObject(object);
    expect(typeCheckManifests({ cluster: objects }).cluster).toEqual([]);
    const classes = objects.filter((object) => object.kind === 'IngressClass');
    const className = (chartValues(chartDir).ingress as Values).className;
    expect(classes.map((object) => (object.metadata as Values).name)).toContain(className);
  });
});

describe.each([
  ['staging', { minReplicas: 1, host: 'staging.jackpot.example.com' }],
  ['production', { minReplicas: 3, host: 'play.jackpot.example.com' }],
])('k8s/overlays/%s', (environment, expected) => {
  const dir = join(k8s, 'overlays', environment);
  const namespace = `nova-jackpot-${environment}`;
  let objects: Values[];

  beforeAll(() => {
    objects = kustomizeBuild(dir);
  });

  it('builds objects that all pass both validators, in its own namespace', () => {
    expect(objects.length).toBeGreaterThan(0);
    expect(typeCheckManifests({ [environment]: objects })[environment]).toEqual([]);
    for (const object of objects) {
      validateObject(object);
      const metadata = object.metadata as Values;
      if (object.kind === 'Namespace') expect(metadata.name).toBe(namespace);
      else expect(metadata.namespace).toBe(namespace);
    }
  });

  it('labels its namespace for Pod Security Admission, auditing at restricted', () => {
    const [ns] = objects.filter((object) => object.kind === 'Namespace');
    const labels = (ns?.metadata as { labels?: Record<string, string> }).labels ?? {};
    expect(['baseline', 'restricted']).toContain(labels['pod-security.kubernetes.io/enforce']);
    expect(labels['pod-security.kubernetes.io/audit']).toBe('restricted');
    expect(labels['pod-security.kubernetes.io/warn']).toBe('restricted');
  });

  it('gives the chart values that pass its schema and write no Secret', () => {
    const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as { helmCharts?: { valuesFile?: string }[] };
    const schema: unknown = JSON.parse(readFileSync(join(chartDir, 'values.schema.json'), 'utf8'));
    const validate = new Ajv({ allowUnionTypes: true }).compile(schema as object);
    for (const chart of kustomization.helmCharts ?? []) {
      const values = chartValues(chartDir, { valuesFiles: chart.valuesFile ? [join(dir, chart.valuesFile)] : [] });
      expect(validate(values) ? [] : validate.errors).toEqual([]);
    }
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
  });

  it('keeps the baseline deny-by-default policy beside the chart\'s', () => {
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy').map((object) => (object.metadata as Values).name);
    expect(policies).toEqual(expect.arrayContaining(['default-deny-ingress', 'nova-jackpot-default-deny-ingress', 'nova-jackpot-gateway']));
  });

  it('patches replicas, resources and hosts', () => {
    const hpas = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
    expect(hpas.map((hpa) => hpa.metadata?.name).sort()).toEqual(listServices().map((name) => `nova-jackpot-${name}`));
    for (const hpa of hpas) {
      if (environment === 'production' && hpa.metadata?.name === 'nova-jackpot-gateway') expect(hpa.spec?.minReplicas).toBe(4);
      else expect(hpa.spec?.minReplicas).toBe(expected.minReplicas);
    }
    const deployments = ofKind<IDeployment>(objects, 'Deployment');
    const chartDefaults = chartValues(chartDir);
    const gatewayDefault = ((chartDefaults.services as Values).gateway as Values).resources;
    const gateway = named(deployments, 'nova-jackpot-gateway')?.spec?.template.spec?.containers[0];
    expect(gateway?.name).toBe('gateway');
    expect(gateway?.resources).not.toEqual(gatewayDefault);
    const [ingress] = ofKind<IIngress>(objects, 'Ingress');
    expect(ingress?.spec?.rules?.map((rule) => rule.host)).toEqual([expected.host]);
    expect(ingress?.spec?.tls?.[0]?.hosts).toEqual([expected.host]);
  });
});
