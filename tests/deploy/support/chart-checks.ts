/**
 * Everything the deployment tests hold a chart to, for one set of values:
 * `helm lint --strict` passes, `helm template` renders, and every rendered
 * object passes the kubernetes-models schemas. The tsc typing of the objects
 * (./manifest-types) runs once over many renders, so it is separate.
 */
import { helmLint, helmTemplateRaw, parseManifests, type HelmOptions } from './helm';
import { validateObject } from './k8s-models';
import type { Values } from './values';

export interface ChartCheck {
  /** Empty when the chart passed; otherwise what each tool said. */
  problems: string[];
  objects: Values[];
}

export function checkChart(chartDir: string, options: HelmOptions = {}): ChartCheck {
  const problems: string[] = [];
  const lint = helmLint(chartDir, options);
  if (!lint.ok) problems.push(`helm lint --strict: ${lint.output}`);
  const rendered = helmTemplateRaw(chartDir, options);
  if (!rendered.ok) {
    problems.push(`helm template: ${rendered.output}`);
    return { problems, objects: [] };
  }
  const objects = parseManifests(rendered.stdout, 'helm template');
  for (const object of objects) {
    try {
      validateObject(object);
    } catch (error) {
      problems.push(`kubernetes-models: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { problems, objects };
}
