/**
 * The test renderer itself (support/helm): the Helm/Sprig functions keep
 * Helm's semantics, and templates render as Go's text/template does. The
 * expected outputs are Helm's documented results.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderChart } from './support/helm/render';
import { coalesceValues } from './support/helm/values';

/** A throwaway chart with one template. */
function chartWith(template: string, values = 'items: {}\n'): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-chart-'));
  mkdirSync(join(dir, 'templates'));
  writeFileSync(join(dir, 'Chart.yaml'), 'apiVersion: v2\nname: demo\nversion: 1.0.0\nappVersion: "2.0"\n');
  writeFileSync(join(dir, 'values.yaml'), values);
  writeFileSync(join(dir, 'templates', '_helpers.tpl'), '{{- define "demo.name" -}}{{ .Release.Name }}-{{ .Chart.Name }}{{- end -}}\n');
  writeFileSync(join(dir, 'templates', 'out.yaml'), template);
  return dir;
}

/** Renders `expression` into a ConfigMap value and returns the value. */
async function value(expression: string, values?: string): Promise<unknown> {
  const dir = chartWith(`apiVersion: v1\nkind: ConfigMap\nmetadata: { name: x }\ndata:\n  out: ${expression}\n`, values);
  const { manifests } = await renderChart(dir);
  return (manifests[0]?.object.data as Record<string, unknown>).out;
}

describe('the test Helm renderer', () => {
  it.each([
    ['{{ default "d" "" | quote }}', 'd'],
    ['{{ default "d" 0 | quote }}', 'd'],
    ['{{ default "d" "x" | quote }}', 'x'],
    ['{{ empty (list) | quote }}', 'true'],
    ['{{ not (list) | quote }}', 'true'],
    ['{{ and 1 "" | quote }}', ''],
    ['{{ or "" (list) "z" | quote }}', 'z'],
    ['{{ ternary "a" "b" true | quote }}', 'a'],
    ['{{ "abcdef" | trunc 3 | quote }}', 'abc'],
    ['{{ "abcdef" | trunc -2 | quote }}', 'ef'],
    ['{{ "name-" | trimSuffix "-" | quote }}', 'name'],
    ['{{ "a-b" | replace "-" "_" | upper | quote }}', 'A_B'],
    ['{{ "secret" | b64enc | quote }}', 'c2VjcmV0'],
    ['{{ printf "%s-%d" "a" 7 | quote }}', 'a-7'],
    ['{{ include "demo.name" . | quote }}', 'nova-demo'],
    ['{{ tpl "{{ .Chart.AppVersion }}" . | quote }}', '2.0'],
    ['{{ hasKey (dict "a" 1) "a" | quote }}', 'true'],
    ['{{ toJson (dict "b" 1 "a" (list 1 2)) | quote }}', '{"a":[1,2],"b":1}'],
    ['{{ "x" | sha256sum | trunc 8 | quote }}', '2d711642'],
  ])('%s renders %j', async (expression, expected) => {
    expect(await value(expression)).toBe(expected);
  });

  it('ranges over maps in sorted key order, as Go does', async () => {
    expect(await value('"{{ range $k, $v := .Values.items }}{{ $k }}{{ end }}"', 'items: { zeta: 1, alpha: 2, mid: 3 }\n')).toBe('alphamidzeta');
  });

  it('indents toYaml output with nindent and sorts its keys', async () => {
    const dir = chartWith('metadata:\n  labels:\n    {{- toYaml .Values.labels | nindent 4 }}\n', 'labels: { b: "2", a: "1" }\n');
    const { manifests } = await renderChart(dir);
    expect(manifests[0]?.object).toEqual({ metadata: { labels: { a: '1', b: '2' } } });
  });

  it('fails on required values and unknown functions, naming the template', async () => {
    await expect(value('{{ required "host is required" .Values.host }}')).rejects.toThrow(/templates\/out\.yaml.*host is required/s);
    await expect(value('{{ nosuchfunc 1 }}')).rejects.toThrow(/nosuchfunc/);
  });

  it('splits documents on --- and drops empty ones', async () => {
    const dir = chartWith('---\n# nothing\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: a }\n---\n{{- if false }}\nkind: Secret\n{{- end }}\n');
    const { manifests } = await renderChart(dir);
    expect(manifests.map(({ object }) => object.kind)).toEqual(['ConfigMap']);
  });

  it('merges values as helm does: maps deep, lists replaced, null removes', () => {
    expect(coalesceValues({ a: { b: 1, c: 2 }, l: [1, 2], d: 1 }, { a: { c: 3 }, l: [3], d: null })).toEqual({ a: { b: 1, c: 3 }, l: [3] });
  });
});
