/**
 * Renders a Helm chart without helm (test tool). Go's text/template comes
 * from @mdfriday/text-template, a port of the Go package (parse, pipelines,
 * define/template/block, range/with/if, variables, trim markers, builtins);
 * the Helm/Sprig functions are ./functions.ts; value merging is ./values.ts.
 *
 * What it does as `helm template` does: every file under templates/ is a
 * named template in one set (partials start with `_`), `include` and `tpl`
 * run in that set, `lookup` finds nothing, each rendered file is split on
 * `---` into YAML documents, and empty documents are dropped.
 * What it does not do: .Files, .Capabilities beyond KubeVersion, subcharts,
 * Go's number formatting of big floats (1e+06), hooks ordering.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { New, type Template } from '@mdfriday/text-template';
import { parse, parseAllDocuments } from 'yaml';
import { sprigFunctions, type TemplateFunction } from './functions';
import { coalesceValues, isMap, sortMaps, type Values } from './values';

export interface RenderOptions {
  /** Values files merged over the chart's values.yaml, in order (like -f). */
  valuesFiles?: string[];
  /** Values merged last (like --set). */
  values?: Values;
  releaseName?: string;
  namespace?: string;
}

export interface RenderedManifest {
  /** The template file, e.g. `templates/deployment.yaml`. */
  template: string;
  object: Values;
}

export interface RenderResult {
  values: Values;
  manifests: RenderedManifest[];
  notes: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function readYamlMap(path: string): Values {
  const parsed: unknown = parse(readFileSync(path, 'utf8'));
  if (parsed === null || parsed === undefined) return {};
  if (!isMap(parsed)) throw new Error(`${path}: expected a YAML map`);
  return parsed;
}

/** Chart.yaml fields as Helm exposes them (`.Chart.AppVersion`, ...). */
function chartObject(chart: Values): Values {
  return Object.fromEntries(Object.entries(chart).map(([key, value]) => [key.charAt(0).toUpperCase() + key.slice(1), value]));
}

/** The chart's values.yaml with the given files and values merged over it. */
export function chartValues(chartDir: string, options: RenderOptions = {}): Values {
  let values = readYamlMap(join(chartDir, 'values.yaml'));
  for (const file of options.valuesFiles ?? []) values = coalesceValues(values, readYamlMap(file));
  if (options.values) values = coalesceValues(values, options.values);
  return values;
}

async function execute(template: Template, name: string, data: unknown): Promise<string> {
  const [output, error] = await template.ExecuteTemplate(name, data);
  if (error) throw new Error(`${name}: ${error.message}`);
  return output;
}

export async function renderChart(chartDir: string, options: RenderOptions = {}): Promise<RenderResult> {
  const chart = readYamlMap(join(chartDir, 'Chart.yaml'));
  const values = chartValues(chartDir, options);
  const data = {
    Values: sortMaps(values),
    Chart: chartObject(chart),
    Release: {
      Name: options.releaseName ?? 'nova',
      Namespace: options.namespace ?? 'nova-jackpot',
      Service: 'Helm',
      IsInstall: true,
      IsUpgrade: false,
      Revision: 1,
    },
    Capabilities: { KubeVersion: { Version: 'v1.30.0', Major: '1', Minor: '30' } },
  };

  const root = New(String(chart.name));
  let tplCount = 0;
  const functions: Record<string, TemplateFunction> = {
    ...sprigFunctions,
    include: (name: string, scope: unknown) => execute(root, name, scope),
    tpl: async (text: string, scope: unknown) => {
      tplCount += 1;
      const name = `tpl-${tplCount}`;
      const [, error] = root.New(name).Parse(text);
      if (error) throw error;
      return execute(root, name, scope);
    },
  };
  root.Funcs(new Map(Object.entries(functions)));

  const templatesDir = join(chartDir, 'templates');
  const files = listFiles(templatesDir).sort();
  for (const file of files) {
    const name = relative(chartDir, file);
    const [, error] = root.New(name).Parse(readFileSync(file, 'utf8'));
    if (error) throw new Error(`${name}: ${error.message}`);
  }

  const manifests: RenderedManifest[] = [];
  let notes = '';
  for (const file of files) {
    const name = relative(chartDir, file);
    const base = name.split('/').pop() ?? name;
    if (base.startsWith('_')) continue;
    const text = await execute(root, name, { ...data, Template: { Name: name, BasePath: 'templates' } });
    if (base === 'NOTES.txt') {
      notes = text;
      continue;
    }
    for (const document of parseAllDocuments(text)) {
      if (document.errors.length > 0) throw new Error(`${name}: ${document.errors[0]?.message}\n${text}`);
      const object: unknown = document.toJS();
      if (object === null || object === undefined) continue;
      if (!isMap(object)) throw new Error(`${name}: a document is not a map`);
      manifests.push({ template: name, object });
    }
  }
  return { values, manifests, notes };
}
