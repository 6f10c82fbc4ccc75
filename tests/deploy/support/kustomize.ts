/**
 * A small stand-in for `kustomize build --enable-helm` (test tool), enough
 * for k8s/: resources (files and directories with a kustomization.yaml),
 * helmCharts from a local chartHome (rendered by ./helm/render), patches
 * (JSON 6902 op lists, or strategic-merge maps whose lists of named items
 * merge by name), and the namespace transformer. Anything else in a
 * kustomization.yaml fails the build, so a field the stand-in does not
 * understand is never skipped silently.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { renderChart } from './helm/render';
import { isMap, type Values } from './helm/values';

export interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  helmGlobals?: { chartHome?: string };
  helmCharts?: Array<{ name: string; releaseName: string; namespace?: string; valuesFile?: string; valuesInline?: Values }>;
  patches?: Array<{ path?: string; patch?: string; target?: { kind?: string; name?: string } }>;
}

const supportedFields = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'helmGlobals', 'helmCharts', 'patches']);

/** Kinds without a namespace (the ones k8s/ and the chart can produce). */
const clusterScoped = new Set(['Namespace', 'IngressClass', 'ClusterRole', 'ClusterRoleBinding']);

export function readKustomization(dir: string): Kustomization {
  const parsed: unknown = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  if (!isMap(parsed)) throw new Error(`${dir}/kustomization.yaml is not a map`);
  const unsupported = Object.keys(parsed).filter((key) => !supportedFields.has(key));
  if (unsupported.length > 0) throw new Error(`${dir}/kustomization.yaml: the test build does not support ${unsupported.join(', ')}`);
  return parsed as Kustomization;
}

function readObjects(file: string): Values[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      return document.toJS() as unknown;
    })
    .filter((object): object is Values => {
      if (object === null || object === undefined) return false;
      if (!isMap(object)) throw new Error(`${file}: a document is not a map`);
      return true;
    });
}

function nameOf(object: Values): string {
  const metadata = object.metadata;
  return isMap(metadata) ? String(metadata.name) : '';
}

/** Strategic merge as kustomize does it for the lists used here: items with a `name` merge by name. */
export function strategicMerge(base: unknown, patch: unknown): unknown {
  if (isMap(base) && isMap(patch)) {
    const result: Values = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete result[key];
      else result[key] = strategicMerge(base[key], value);
    }
    return result;
  }
  const named = (list: unknown[]) => list.every((item) => isMap(item) && typeof item.name === 'string');
  if (Array.isArray(base) && Array.isArray(patch) && named(base) && named(patch)) {
    const result = [...base] as Values[];
    for (const item of patch as Values[]) {
      const index = result.findIndex((existing) => existing.name === item.name);
      if (index === -1) result.push(item);
      else result[index] = strategicMerge(result[index], item) as Values;
    }
    return result;
  }
  return patch;
}

interface JsonPatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

/** JSON 6902 add/replace/remove; replace and remove need the path to exist, as in kustomize. */
export function applyJsonPatch(object: Values, operations: JsonPatchOperation[]): Values {
  const result = structuredClone(object);
  for (const { op, path, value } of operations) {
    const keys = path.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    let parent: unknown = result;
    for (const key of keys) parent = Array.isArray(parent) ? parent[Number(key)] : isMap(parent) ? parent[key] : undefined;
    if (last === undefined || (!isMap(parent) && !Array.isArray(parent))) throw new Error(`patch path ${path} does not exist`);
    const container = parent as Record<string, unknown>;
    if (op !== 'add' && !(last in container)) throw new Error(`patch path ${path} does not exist`);
    if (op === 'remove') delete container[last];
    else if (Array.isArray(parent) && op === 'add') parent.splice(last === '-' ? parent.length : Number(last), 0, value);
    else container[last] = value;
  }
  return result;
}

function applyPatch(objects: Values[], dir: string, entry: NonNullable<Kustomization['patches']>[number]): Values[] {
  const text = entry.path ? readFileSync(join(dir, entry.path), 'utf8') : (entry.patch ?? '');
  const patch: unknown = parse(text);
  const target = entry.target ?? (isMap(patch) ? { kind: String(patch.kind), name: nameOf(patch) } : undefined);
  if (!target) throw new Error(`${entry.path ?? 'inline patch'}: a JSON 6902 patch needs a target`);
  const matches = (object: Values) => (!target.kind || object.kind === target.kind) && (!target.name || nameOf(object) === target.name);
  if (!objects.some(matches)) throw new Error(`${entry.path ?? 'inline patch'}: no object matches ${JSON.stringify(target)}`);
  return objects.map((object) => {
    if (!matches(object)) return object;
    if (Array.isArray(patch)) return applyJsonPatch(object, patch as JsonPatchOperation[]);
    return strategicMerge(object, patch) as Values;
  });
}

/** The objects `kustomize build --enable-helm <dir>` would print (in no particular order). */
export async function kustomizeBuild(dir: string): Promise<Values[]> {
  const kustomization = readKustomization(dir);
  let objects: Values[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${dir}: resource ${resource} does not exist`);
    objects.push(...(statSync(path).isDirectory() ? await kustomizeBuild(path) : readObjects(path)));
  }
  for (const chart of kustomization.helmCharts ?? []) {
    const chartDir = join(dir, kustomization.helmGlobals?.chartHome ?? 'charts', chart.name);
    const rendered = await renderChart(chartDir, {
      releaseName: chart.releaseName,
      namespace: chart.namespace ?? kustomization.namespace,
      valuesFiles: chart.valuesFile ? [join(dir, chart.valuesFile)] : [],
      values: chart.valuesInline,
    });
    objects.push(...rendered.manifests.map(({ object }) => object));
  }
  for (const entry of kustomization.patches ?? []) objects = applyPatch(objects, dir, entry);
  if (kustomization.namespace) {
    const namespace = kustomization.namespace;
    objects = objects.map((object) =>
      clusterScoped.has(String(object.kind)) ? object : { ...object, metadata: { ...(object.metadata as Values), namespace } },
    );
  }
  return objects;
}
