/**
 * The chart's Deployments for `podman kube play` (podman 4.3): rendered by the
 * real helm with the built images, then adapted where podman differs from a
 * cluster. What stays as rendered: image, command, the security contexts
 * (uid 1000, read-only root, capabilities dropped), the /tmp emptyDir,
 * resources, preStop and every plain setting.
 * What changes, and why:
 * - host networking: no Services or cluster DNS in podman, so every pod
 *   listens on the host and the gateway's <NAME>_URLs point at 127.0.0.1;
 *   `containerPort`s are dropped (podman refuses them with host networking),
 *   HOST and METRICS_HOST are loopback and each pod gets its own METRICS_PORT;
 * - Secret references become plain values (podman 4.3 reads Secrets in its
 *   own format only), and DATABASE_URL, which Kubernetes would put together
 *   from PG_PASSWORD, is the test database's URL;
 * - probes are dropped: podman turns them into a healthcheck that runs curl,
 *   which the images do not have (the job checks /healthz and /readyz itself).
 */
import { stringify } from 'yaml';
import { helmTemplate } from '../deploy/support/helm';
import { chartDir } from '../deploy/support/repo';
import type { Values } from '../deploy/support/values';

export interface KubePlayInput {
  services: string[];
  registry: string;
  tag: string;
  ports: Record<string, number>;
  /** Each pod's metrics port (on one host they cannot all use the chart's 9464). */
  metricsPorts: Record<string, number>;
  natsUrl: string;
  /** NATS subject and Redis key prefix of this run. */
  prefix: string;
  /** Per-service settings that in a cluster come from Secrets. */
  secretEnv: Record<string, Record<string, string>>;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: unknown;
}

function chartValuesFor(input: KubePlayInput): Values {
  const services: Values = {};
  for (const name of ['gateway', 'identity', 'wallet', 'draws', 'payments', 'content', 'notifications']) {
    const enabled = input.services.includes(name);
    services[name] = enabled
      ? { port: input.ports[name], replicas: 1, autoscaling: { enabled: false }, envFrom: [] }
      : { enabled: false, externalUrl: 'http://127.0.0.1:9/graphql' };
  }
  return {
    global: { image: { registry: input.registry, tag: input.tag, pullPolicy: 'Never' }, subjectPrefix: input.prefix, keyPrefix: input.prefix, logLevel: 'warn' },
    nats: { external: { url: input.natsUrl } },
    ingress: { enabled: false },
    networkPolicy: { enabled: false },
    migrations: { enabled: false },
    serviceAccount: { create: false },
    services,
  };
}

function adaptEnv(env: EnvVar[], service: string, input: KubePlayInput): EnvVar[] {
  const secrets = input.secretEnv[service] ?? {};
  const adapted: EnvVar[] = [];
  for (const variable of env) {
    if (variable.name === 'PG_PASSWORD') continue;
    // Host networking: listen on loopback only, not on every address of the machine.
    if (variable.name === 'HOST' || variable.name === 'METRICS_HOST') {
      adapted.push({ name: variable.name, value: '127.0.0.1' });
      continue;
    }
    if (variable.name === 'METRICS_PORT') {
      adapted.push({ name: variable.name, value: String(input.metricsPorts[service]) });
      continue;
    }
    const fromSecret = secrets[variable.name];
    if (fromSecret !== undefined) {
      adapted.push({ name: variable.name, value: fromSecret });
      continue;
    }
    const subgraph = /^([A-Z]+)_URL$/.exec(variable.name)?.[1]?.toLowerCase();
    if (subgraph && service === 'gateway' && input.ports[subgraph]) {
      adapted.push({ name: variable.name, value: `http://127.0.0.1:${input.ports[subgraph]}/graphql` });
      continue;
    }
    if (variable.valueFrom) throw new Error(`${service}: ${variable.name} comes from a Secret the job does not provide`);
    adapted.push(variable);
  }
  // Settings that the chart takes from envFrom Secrets (e.g. the notifications key).
  for (const [name, value] of Object.entries(secrets)) {
    if (!adapted.some((variable) => variable.name === name)) adapted.push({ name, value });
  }
  return adapted;
}

/** The YAML stream to give `podman kube play`, and the Deployments in it. */
export function kubePlayManifest(input: KubePlayInput): { yaml: string; deployments: Values[] } {
  const objects = helmTemplate(chartDir, { values: chartValuesFor(input), releaseName: 'nova' });
  const deployments = objects.filter((object) => object.kind === 'Deployment');
  for (const deployment of deployments) {
    const pod = ((deployment.spec as Values).template as Values).spec as Values;
    pod.hostNetwork = true;
    for (const container of pod.containers as Values[]) {
      const service = String(container.name);
      delete container.ports;
      delete container.startupProbe;
      delete container.readinessProbe;
      delete container.livenessProbe;
      delete container.envFrom;
      container.env = adaptEnv(container.env as EnvVar[], service, input);
    }
  }
  return { yaml: deployments.map((deployment) => stringify(deployment)).join('---\n'), deployments };
}
