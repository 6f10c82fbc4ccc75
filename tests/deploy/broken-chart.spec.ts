/**
 * The chart checks must fail on a broken chart: a copy of ours with one
 * deliberate fault per case, each of a kind that real helm or the API server
 * would refuse, run through the same checks as helm-matrix.spec.ts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkChart } from './support/chart-checks';
import { typeCheckManifests } from './support/manifest-types';
import { chartDir } from './support/repo';

interface Fault {
  file: string;
  from: string | RegExp;
  to: string;
  /** What the checks must say. */
  expected: RegExp;
}

const faults: Record<string, Fault> = {
  'a template that does not parse': {
    file: 'templates/service.yaml', from: 'metadata:', to: 'metadata: {{ if }}', expected: /helm lint --strict: [\s\S]*parse error/,
  },
  'a value that does not exist': {
    file: 'templates/service.yaml', from: /port: \{\{ \$svc\.port \}\}/, to: 'port: {{ $svc.nothing.here }}', expected: /helm template: [\s\S]*nil pointer/,
  },
  'a string where Kubernetes wants an integer': {
    file: 'templates/deployment.yaml', from: 'containerPort: {{ $svc.port }}', to: 'containerPort: {{ $svc.port | quote }}', expected: /kubernetes-models: Deployment\/[\s\S]*containerPort/,
  },
  'a missing required field': {
    file: 'templates/deployment.yaml', from: /  selector:\n    matchLabels:\n      \{\{- include "nova.selectorLabels" \$ctx \| nindent 6 \}\}\n/, to: '', expected: /kubernetes-models: Deployment\/[\s\S]*selector/,
  },
  'a mistyped field name': {
    file: 'templates/deployment.yaml', from: 'readinessProbe:', to: 'readinesProbe:', expected: /tsc: Deployment\/[\s\S]*readinesProbe/,
  },
  'a removed API version': {
    file: 'templates/pdb.yaml', from: 'apiVersion: policy/v1', to: 'apiVersion: policy/v1beta1', expected: /tsc: PodDisruptionBudget\/[\s\S]*kubernetes-types\/policy\/v1beta1/,
  },
};

describe('the chart checks on a deliberately broken chart', () => {
  const dirs: string[] = [];
  const problems: Record<string, string> = {};

  beforeAll(() => {
    const rendered: Record<string, Record<string, unknown>[]> = {};
    for (const [name, fault] of Object.entries(faults)) {
      const dir = mkdtempSync(join(tmpdir(), 'nova-broken-chart-'));
      dirs.push(dir);
      cpSync(chartDir, dir, { recursive: true });
      const path = join(dir, fault.file);
      const text = readFileSync(path, 'utf8');
      const changed = text.replace(fault.from, fault.to);
      if (changed === text) throw new Error(`${name}: ${fault.file} no longer contains ${String(fault.from)}`);
      writeFileSync(path, changed);
      const result = checkChart(dir);
      problems[name] = result.problems.join('\n');
      rendered[name] = result.objects;
    }
    const typeErrors = typeCheckManifests(rendered);
    for (const name of Object.keys(faults)) {
      for (const error of typeErrors[name] ?? []) problems[name] += `\ntsc: ${error}`;
    }
  });

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.keys(faults))('fails on %s', (name) => {
    expect(problems[name]).toMatch(faults[name]?.expected ?? /never/);
  });

  it('passes on the unchanged chart', () => {
    expect(checkChart(chartDir).problems).toEqual([]);
  });
});
