import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { readSubgraphSdl, subgraphNames, type SubgraphName } from './subgraphs';

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
      url: urls[name] ?? `http://${name}.invalid/graphql`,
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
