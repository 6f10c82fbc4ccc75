import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { graphqlDocuments } from './graphql-documents';

const gqlDir = join(__dirname, '..', 'src', 'gql');
const operationsFile = join(__dirname, '..', 'src', 'auth', 'auth.operations.ts');

type Hook = (this: unknown, ...args: unknown[]) => Promise<{ code: string } | null> | { code: string } | string | null;
const hook = (plugin: Plugin, name: 'transform' | 'load' | 'resolveId') => plugin[name] as unknown as Hook;

describe('GraphQL documents in the build', () => {
  it('replaces graphql() calls with one module per document, never the map of every operation', async () => {
    const plugin = graphqlDocuments(gqlDir);
    const result = await hook(plugin, 'transform').call({}, readFileSync(operationsFile, 'utf8'), operationsFile);
    const code = (result as { code: string }).code;
    expect(code).not.toMatch(/graphql\(`/);
    expect(code).toContain('from "virtual:nova-gql/MeDocument"');
    expect(code).toContain('from "virtual:nova-gql/CurrentUserFieldsFragmentDoc"');
    expect(code).not.toMatch(/from "[^"]*gql\/graphql"/);
  });

  it('gives each document module the document codegen generated', async () => {
    const plugin = graphqlDocuments(gqlDir);
    const id = hook(plugin, 'resolveId').call({}, 'virtual:nova-gql/MeDocument') as unknown as string;
    const module = (await hook(plugin, 'load').call({ error: (message: string) => { throw new Error(message); } }, id)) as unknown as string;
    const document = JSON.parse(module.replace(/^export const MeDocument = /, '').replace(/;\s*$/, '')) as { definitions: Array<{ name?: { value: string } }> };
    expect(document.definitions.map((definition) => definition.name?.value)).toEqual(['Me', 'CurrentUserFields']);
    // Just this document: not the others graphql.ts holds.
    expect(module).not.toContain('"Login"');
  });
});
