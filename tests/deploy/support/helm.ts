/**
 * The real helm 3 and kustomize (kubectl's) for the deployment tests:
 * `helm lint --strict`, `helm template` and `kubectl kustomize --enable-helm`
 * with the binaries from ./k8s-tools. Values given as objects are written to
 * a temporary file and passed with -f, after the files, as helm merges them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { k8sTools } from './k8s-tools';
import { isMap, type Values } from './values';

export interface HelmOptions {
  /** Values files merged over the chart's values.yaml, in order (-f). */
  valuesFiles?: string[];
  /** Values merged last (as a -f file of their own). */
  values?: Values;
  releaseName?: string;
  namespace?: string;
}

export interface ToolResult {
  ok: boolean;
  stdout: string;
  /** stdout and stderr, for messages. */
  output: string;
}

function runTool(binary: string, args: string[]): ToolResult {
  const tools = k8sTools();
  const result = spawnSync(binary, args, { env: tools.env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { ok: result.status === 0, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

function withValuesArgs<T>(options: HelmOptions, use: (args: string[]) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'nova-helm-values-'));
  try {
    const args = (options.valuesFiles ?? []).flatMap((file) => ['-f', file]);
    if (options.values) {
      const file = join(dir, 'values.yaml');
      writeFileSync(file, stringify(options.values));
      args.push('-f', file);
    }
    return use(args);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function helmLint(chartDir: string, options: HelmOptions = {}): ToolResult {
  return withValuesArgs(options, (values) =>
    runTool(k8sTools().helm, ['lint', chartDir, '--strict', '--namespace', options.namespace ?? 'nova-jackpot', ...values]),
  );
}

/** `helm template`; `stdout` holds the manifests on success. */
export function helmTemplateRaw(chartDir: string, options: HelmOptions = {}): ToolResult {
  return withValuesArgs(options, (values) =>
    runTool(k8sTools().helm, [
      'template', options.releaseName ?? 'nova', chartDir,
      '--namespace', options.namespace ?? 'nova-jackpot',
      ...values,
    ]),
  );
}

/** Splits a YAML stream into its non-empty documents, each a map. */
export function parseManifests(text: string, source: string): Values[] {
  const objects: Values[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0]?.message}`);
    const object: unknown = document.toJS();
    if (object === null || object === undefined) continue;
    if (!isMap(object)) throw new Error(`${source}: a document is not a map`);
    objects.push(object);
  }
  return objects;
}

export function helmTemplate(chartDir: string, options: HelmOptions = {}): Values[] {
  const result = helmTemplateRaw(chartDir, options);
  if (!result.ok) throw new Error(`helm template failed:\n${result.output}`);
  return parseManifests(result.stdout, 'helm template');
}

/** `kubectl kustomize --enable-helm` (kustomize 5.6) with helm 3 as its helm. */
export function kustomizeBuild(dir: string): Values[] {
  const tools = k8sTools();
  const result = runTool(tools.kubectl, ['kustomize', '--enable-helm', '--helm-command', tools.helm, dir]);
  if (!result.ok) throw new Error(`kubectl kustomize ${dir} failed:\n${result.output}`);
  return parseManifests(result.stdout, `kustomize ${dir}`);
}
