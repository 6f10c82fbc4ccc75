import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/**
 * The client's layers, lowest first. A file imports only from its own layer
 * or lower ones; shell and each page stand alone (a page never imports
 * another page: what two pages share lives in a feature, ui/ or lib/). A
 * folder not named here is a feature.
 */
export const LAYERS = {
  /** Generated documents, pure helpers, styles and money display: no imports above them. */
  base: ['gql', 'lib', 'styles', 'money'],
  /** Shared components, fed through props. */
  ui: ['ui'],
  /** What a feature owns: its operations, hooks and components (auth, draws, payments, ...). */
  feature: [] as string[],
  /** The signed-in frame and the pages, each on its own. */
  screen: ['shell', 'pages'],
  /** Providers, routes and the entry point. */
  app: ['app', '.'],
} as const;

type Layer = keyof typeof LAYERS;
const order: Layer[] = ['base', 'ui', 'feature', 'screen', 'app'];

/** `pages/tickets/TicketCard.tsx` → `pages/tickets`; `ui/Money.tsx` → `ui`; `main.tsx` → `.`. */
function unitOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return '.';
  return parts[0] === 'pages' && parts.length > 2 ? `pages/${parts[1]}` : (parts[0] as string);
}

function layerOf(unit: string): Layer {
  const folder = unit.split('/')[0] as string;
  for (const layer of order) if ((LAYERS[layer] as readonly string[]).includes(folder)) return layer;
  return 'feature';
}

export interface UpwardImport {
  from: string;
  to: string;
  why: string;
}

/** Why importing `to` from `from` breaks the layers, or undefined when it does not. */
export function layerProblem(from: string, to: string): string | undefined {
  const [fromUnit, toUnit] = [unitOf(from), unitOf(to)];
  if (fromUnit === toUnit) return undefined;
  const [fromLayer, toLayer] = [layerOf(fromUnit), layerOf(toUnit)];
  if (order.indexOf(toLayer) > order.indexOf(fromLayer)) return `${fromLayer} (${fromUnit}) imports ${toLayer} (${toUnit})`;
  if (fromLayer === 'screen' && toLayer === 'screen') return `${fromUnit} imports another screen, ${toUnit}`;
  return undefined;
}

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Every relative import under `root` (the client's src/) that breaks the layers. */
export function upwardImports(root: string): UpwardImport[] {
  const problems: UpwardImport[] = [];
  const inside = (path: string) => relative(root, path).split(sep).join('/');
  for (const file of sourceFiles(root)) {
    const from = inside(file);
    if (from.startsWith('gql/')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), match[1] as string));
      // `../gql` is the folder's index file.
      const to = inside(isFolder(target) ? join(target, 'index') : target);
      const why = layerProblem(from, to);
      if (why) problems.push({ from, to, why });
    }
  }
  return problems;
}
