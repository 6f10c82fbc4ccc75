/**
 * The second offline check of rendered objects: each object becomes a typed
 * constant of its kubernetes-types interface, and tsc checks them. This
 * catches what the kubernetes-models schemas let through: unknown fields
 * (an object literal may not carry keys its type lacks, at any depth) and
 * API versions that no longer exist (their module or kind is missing, e.g.
 * policy/v1beta1 PodDisruptionBudget). One tsc run checks many renders.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as describeObject } from './k8s-models';
import { repoRoot } from './repo';
import type { Values } from './values';

/** Kinds of custom resources, which kubernetes-types does not describe. */
const customResourceGroups = new Set(['monitoring.coreos.com']);

/** `apps/v1` → `kubernetes-types/apps/v1`; `v1` → core; `networking.k8s.io/v1` → networking. */
function typesModule(apiVersion: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['core', apiVersion];
  return `kubernetes-types/${String(group).split('.')[0]}/${String(version)}`;
}

function sourceFor(objects: Values[]): { text: string; lines: Map<number, string> } {
  const lines = new Map<number, string>();
  const out: string[] = [];
  objects.forEach((object, index) => {
    const apiVersion = String(object.apiVersion);
    if (customResourceGroups.has(apiVersion.split('/')[0] ?? '')) return;
    // Import and constant on one line, so a tsc error's line names the object.
    out.push(`import type { ${String(object.kind)} as T${index} } from '${typesModule(apiVersion)}'; export const o${index}: T${index} = ${JSON.stringify(object)};`);
    lines.set(out.length, describeObject(object));
  });
  return { text: `${out.join('\n')}\n`, lines };
}

/** tsc's complaints per set (by name), each prefixed with the object's kind/name. */
export function typeCheckManifests(sets: Record<string, Values[]>): Record<string, string[]> {
  const cacheDir = join(repoRoot, 'node_modules', '.cache', 'nova-manifest-types');
  mkdirSync(cacheDir, { recursive: true });
  // Inside the repository so that `kubernetes-types` resolves from node_modules.
  const dir = mkdtempSync(join(cacheDir, 'check-'));
  try {
    const names = Object.keys(sets);
    const lineMaps = new Map<string, Map<number, string>>();
    names.forEach((name, index) => {
      const { text, lines } = sourceFor(sets[name] ?? []);
      writeFileSync(join(dir, `set${index}.ts`), text);
      lineMaps.set(`set${index}.ts`, lines);
    });
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, module: 'preserve', moduleResolution: 'bundler', types: [] },
      files: names.map((_name, index) => `set${index}.ts`),
    }));
    const tsc = spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    if (tsc.error) throw tsc.error;
    const result: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const line of `${tsc.stdout}${tsc.stderr}`.split('\n')) {
      const match = /(set(\d+)\.ts)\((\d+),\d+\): (error .*)$/.exec(line);
      if (!match) {
        if (line.trim()) throw new Error(`unexpected tsc output: ${line}`);
        continue;
      }
      const [, file = '', index = '', lineNumber = '', message = ''] = match;
      const object = lineMaps.get(file)?.get(Number(lineNumber)) ?? '?';
      result[names[Number(index)] ?? '?']?.push(`${object}: ${message}`);
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
