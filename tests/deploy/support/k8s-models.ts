/**
 * Checks rendered objects against the Kubernetes OpenAPI schemas that
 * kubernetes-models ships (types, required fields, formats such as
 * quantities). A kind missing from the table fails the check: every kind the
 * chart and the manifests produce is validated, none is waved through.
 * The schemas accept unknown fields (as the API server does without strict
 * field validation), so the deployment tests also check the fields they care
 * about by path.
 */
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, IngressClass, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, LimitRange, Namespace, ResourceQuota, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';

interface Validatable {
  validate(): void;
}
type ModelClass = new (data: never) => Validatable;

/**
 * The Prometheus Operator's ServiceMonitor (a CRD, not in kubernetes-models):
 * the fields the chart sets, checked as the CRD's schema requires them.
 */
class ServiceMonitor implements Validatable {
  constructor(private readonly data: Record<string, unknown>) {}

  validate(): void {
    const spec = this.data.spec as { selector?: { matchLabels?: unknown }; endpoints?: unknown } | undefined;
    const labels = spec?.selector?.matchLabels;
    if (typeof labels !== 'object' || labels === null || Object.values(labels).some((value) => typeof value !== 'string')) {
      throw new Error('spec.selector.matchLabels must map strings to strings');
    }
    if (!Array.isArray(spec?.endpoints) || spec.endpoints.length === 0) throw new Error('spec.endpoints must list at least one endpoint');
    for (const endpoint of spec.endpoints as Array<Record<string, unknown>>) {
      if (typeof endpoint.port !== 'string' || endpoint.port.length === 0) throw new Error('spec.endpoints[].port must name a Service port');
      if (endpoint.interval !== undefined && !/^([0-9]+(ms|s|m|h))+$/.test(String(endpoint.interval))) throw new Error('spec.endpoints[].interval must be a duration');
      if (endpoint.path !== undefined && !String(endpoint.path).startsWith('/')) throw new Error('spec.endpoints[].path must start with /');
    }
  }
}

const models: Record<string, ModelClass> = {
  'apps/v1/Deployment': Deployment,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor as unknown as ModelClass,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/IngressClass': IngressClass,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/LimitRange': LimitRange,
  'v1/Namespace': Namespace,
  'v1/ResourceQuota': ResourceQuota,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
};

/** `kind/name` for messages. */
export function describe(object: Record<string, unknown>): string {
  const metadata = object.metadata as { name?: unknown } | undefined;
  return `${String(object.kind)}/${String(metadata?.name)}`;
}

/** Throws with the object's kind, name and the schema's complaints. */
export function validateObject(object: Record<string, unknown>): void {
  const key = `${String(object.apiVersion)}/${String(object.kind)}`;
  const Model = models[key];
  if (!Model) throw new Error(`${describe(object)}: no schema for ${key} (add it to tests/deploy/support/k8s-models.ts)`);
  try {
    new Model(object as never).validate();
  } catch (error) {
    throw new Error(`${describe(object)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
