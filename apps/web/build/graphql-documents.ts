import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:nova-gql/';
const RESOLVED_PREFIX = '\0nova-gql/';

/** Every `export const XDocument = {...} as unknown as DocumentNode<...>;` line of the generated graphql.ts. */
function generatedDocuments(gqlDir: string): Map<string, string> {
  const source = readFileSync(join(gqlDir, 'graphql.ts'), 'utf8');
  const documents = new Map<string, string>();
  for (const match of source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode\b/gm)) {
    documents.set(match[1] as string, match[2] as string);
  }
  return documents;
}

/**
 * Replaces each `graphql(`...`)` call with its typed document (the codegen
 * preset's own Babel plugin), then gives every document a module of its own
 * instead of importing it from src/gql/graphql.ts. So a page carries only the
 * operations it runs: neither the map of every operation in the app
 * (src/gql/gql.ts) nor all documents of graphql.ts end up in the entry chunk.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'nova-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      documents ??= generatedDocuments(gqlDir);
      const document = documents.get(name);
      if (!document) this.error(`src/gql/graphql.ts has no ${name}: run npm run codegen`);
      return `export const ${name} = ${document};\n`;
    },
    async transform(code, id) {
      if (!/\.[cm]?tsx?$/.test(id) || id.includes('/node_modules/') || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: gqlDir, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      const rewritten = result.code.replace(
        /^import \{ (\w+) \} from "[^"]*\/graphql";$/gm,
        (_line, name: string) => `import { ${name} } from "${VIRTUAL_PREFIX}${name}";`,
      );
      return { code: rewritten, map: result.map };
    },
  };
}
