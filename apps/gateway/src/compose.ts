import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { readSubgraphSdl, subgraphNames, type SubgraphName } from './subgraphs';

/** The supergraph as composed by `npm run compose` (scripts/compose-supergraph.ts), with placeholder URLs. */
export const supergraphPath = join(__dirname, '..', 'schema', 'supergraph.graphql');
const placeholderUrl = (name: SubgraphName) => `http://${name}.invalid/graphql`;

export interface ComposedSupergraph {
  supergraphSdl: string;
  /** The schema clients see (no federation internals): input to web codegen. */
  apiSchemaSdl: string;
}

/**
 * Composes the subgraph schemas into a supergraph. Service URLs are filled in
 * at start-up; composition errors throw with every message listed.
 */
export function composeSupergraph(urls: Partial<Record<SubgraphName, string>> = {}): ComposedSupergraph {
  const result = composeServices(
    subgraphNames.map((name) => ({
      name,
      typeDefs: parse(readSubgraphSdl(name)),
      url: urls[name] ?? placeholderUrl(name),
    })),
  );
  if (result.errors) {
    const messages = result.errors.map((error) => `- ${error.message}`).join('\n');
    throw new Error(`Supergraph composition failed:\n${messages}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}

/** What the supergraph is composed from: every subgraph's schema (a change of composer shows in `npm run compose -- --check`). */
export function subgraphsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of subgraphNames) hash.update(`\0${name}\0`).update(readSubgraphSdl(name));
  return hash.digest('hex').slice(0, 32);
}

/** The first line of supergraph.graphql: which subgraph schemas it was composed from. */
export const supergraphHeader = (fingerprint: string) => `# Composed by scripts/compose-supergraph.ts from subgraphs ${fingerprint}. Do not edit.`;

/**
 * The supergraph the gateway serves, with each subgraph's URL. Composing
 * takes about half a second of a start's CPU, so the composition committed
 * beside the API schema is used when it was made from the schemas as they
 * are now (its header says from which); otherwise, as while a schema is
 * being changed, it is composed here.
 */
export function supergraphFor(urls: Partial<Record<SubgraphName, string>>): string {
  const committed = existsSync(supergraphPath) ? readFileSync(supergraphPath, 'utf8') : '';
  const header = `${supergraphHeader(subgraphsFingerprint())}\n`;
  let sdl = committed.startsWith(header) ? committed.slice(header.length) : composeSupergraph().supergraphSdl;
  for (const name of subgraphNames) {
    const url = urls[name];
    if (url) sdl = sdl.replace(`url: ${JSON.stringify(placeholderUrl(name))}`, `url: ${JSON.stringify(url)}`);
  }
  return sdl;
}
