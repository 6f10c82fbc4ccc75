/**
 * Typed views of the chart rendered by the real helm (`helm template`), for
 * the deployment tests. Objects are cast to the kubernetes-models interfaces
 * only after validateObject has checked them against the Kubernetes schemas.
 */
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IIngress, INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { ISecret, IService } from 'kubernetes-models/v1';
import type { IContainer, IPodSpec } from 'kubernetes-models/v1';
import { helmTemplate, type HelmOptions } from './helm';
import { validateObject } from './k8s-models';
import { chartDir } from './repo';
import { chartValues, type Values } from './values';

interface Kinds {
  Deployment: IDeployment;
  Service: IService;
  HorizontalPodAutoscaler: IHorizontalPodAutoscaler;
  PodDisruptionBudget: IPodDisruptionBudget;
  Job: IJob;
  Ingress: IIngress;
  NetworkPolicy: INetworkPolicy;
  Secret: ISecret;
  ServiceMonitor: ServiceMonitorObject;
}

/** The Prometheus Operator's ServiceMonitor, as far as the chart fills it in. */
export interface ServiceMonitorObject {
  metadata?: { name?: string; labels?: Record<string, string> };
  spec?: { selector?: { matchLabels?: Record<string, string> }; endpoints?: Array<{ port?: string; path?: string; interval?: string }> };
}

export interface RenderedChart {
  /** The values helm used (values.yaml with the options merged over it). */
  values: Values;
  objects: Values[];
  ofKind<K extends keyof Kinds>(kind: K): Kinds[K][];
  named<K extends keyof Kinds>(kind: K, name: string): Kinds[K] | undefined;
}

/** Renders the chart and validates every object before handing out typed views. */
export function renderValidated(options: HelmOptions = {}): RenderedChart {
  const objects = helmTemplate(chartDir, options);
  for (const object of objects) validateObject(object);
  const ofKind = <K extends keyof Kinds>(kind: K): Kinds[K][] =>
    objects.filter((object) => object.kind === kind).map((object) => object as unknown as Kinds[K]);
  return {
    values: chartValues(chartDir, options),
    objects,
    ofKind,
    named: (kind, name) => ofKind(kind).find((object) => object.metadata?.name === name),
  };
}

export function podSpec(workload: IDeployment | IJob): IPodSpec {
  const spec = workload.spec?.template.spec;
  if (!spec) throw new Error(`${workload.metadata?.name}: no pod spec`);
  return spec;
}

export function onlyContainer(workload: IDeployment | IJob): IContainer {
  const containers = podSpec(workload).containers;
  expect(containers).toHaveLength(1);
  const [container] = containers;
  if (!container) throw new Error('no container');
  return container;
}

/** The plain value of an env var (undefined when absent or from a Secret). */
export function envValue(container: IContainer, name: string): string | undefined {
  return container.env?.find((variable) => variable.name === name)?.value;
}
